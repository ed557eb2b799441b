import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { createCache } from "./cache.ts";
import { createAuthLink, createRefreshLink } from "./auth-links.ts";
import { createUploadLink } from "./upload-link.ts";
import { createTrustedDocumentsLink } from "./trusted-documents.ts";
import { createSseLink } from "./sse-link.ts";
import { observedFetch } from "../pwa/connectivity.ts";
import { signOutEpoch } from "../device/sign-out.ts";
import { createSignOutGuardLink } from "./sign-out-guard.ts";
import { createLanguageLink } from "./request-language.ts";

export interface ApolloOptions {
  apiUrl: string;
  getToken: () => string | null;
  refreshToken: () => Promise<string | null>;
  /** The interface language: course texts are read in it (docs/languages.md). */
  language?: () => string;
}

export function createApolloClient({ apiUrl, getToken, refreshToken, language = () => "en" }: ApolloOptions) {
  const uri = `${apiUrl}/graphql`;
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      createRefreshLink(refreshToken, getToken),
      createAuthLink(getToken),
      createLanguageLink(language),
      createSignOutGuardLink(signOutEpoch),
      createUploadLink(() => uri),
      // Queries go as GET, so anonymous reads are cacheable by the browser and a CDN (the gateway sends
      // ETag and Cache-Control for them, private no-store when a token is sent); mutations stay POST. The
      // generated documents go by their id alone (trusted documents, decision 020).
      ApolloLink.split(
        ({ operationType }) => operationType === "subscription",
        createSseLink(() => uri),
        createTrustedDocumentsLink(new HttpLink({ uri, fetch: observedFetch, useGETForQueries: true })),
      ),
    ]),
  });
}
