// Trusted documents (decision 020): an operation whose generated document carries its SHA-256 (codegen's
// persistedDocuments, `__meta__.hash`) is sent by that id alone; queries as GET with operationName, variables and
// extensions, so the URL stays short and cacheable and the gateway answers it without parsing a text. Documents
// without a hash (written inline in tests) go as they are.
import { ApolloLink, type DocumentNode } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";

export function documentHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === "string" ? hash : undefined;
}

/** Sends hashed operations by id through `terminal`, everything else through `terminal` as it is. */
export function createTrustedDocumentsLink(terminal: ApolloLink): ApolloLink {
  const byId = new PersistedQueryLink({
    generateHash: (document) => documentHash(document)!,
    useGETForHashedQueries: true,
  });
  return ApolloLink.split((operation) => documentHash(operation.query) !== undefined, byId.concat(terminal), terminal);
}
