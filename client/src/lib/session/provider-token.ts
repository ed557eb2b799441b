// The exchange of an identity token for the backend token (session-service.ts), loaded when a learner signs in or
// their identity session is refreshed, not with the first screen, which most visitors see signed out: its document
// is a kilobyte of script (the initial JS budget, docs/performance.md).
import type { ApolloClient } from "@apollo/client";
import { SignInWithProviderTokenDocument } from "../../gql/graphql.ts";

export const exchangeProviderToken = (apollo: ApolloClient, token: string) =>
  apollo.mutate({ mutation: SignInWithProviderTokenDocument, variables: { token } });
