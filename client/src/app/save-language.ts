// Keeps a signed-in learner's language on their profile (use-language-choice.ts). Loaded when a language is chosen,
// not with the first screen: the mutation's document is a kilobyte of its script (the initial JS budget,
// docs/performance.md).
import type { ApolloClient } from "@apollo/client";
import { UpdateProfileDocument } from "../gql/graphql.ts";
import type { Language } from "../i18n/languages.ts";

export async function saveLanguage(client: ApolloClient, language: Language): Promise<void> {
  await client.mutate({ mutation: UpdateProfileDocument, variables: { input: { language } } });
}
