// Subscriptions over SSE (decision 024): graphql-sse's client in its distinct-connections mode, which graphql-yoga
// serves at /graphql. Each subscription is one streamed POST carrying the operation's headers (the bearer token the
// auth link set); a generated document goes by its trusted id alone, as queries do (decision 020). graphql-sse is
// fetched with the first subscription (a lesson's discussion), so public pages never download it.
import { ApolloLink, Observable, type FetchResult } from "@apollo/client";
import { print } from "graphql";
import { documentHash } from "./trusted-documents.ts";

export function createSseLink(uri: () => string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
        const hash = documentHash(operation.query);
        let closed = false;
        let close: (() => void) | undefined;
        import("graphql-sse").then(
          ({ createClient }) => {
            if (closed) return;
            const client = createClient({ url: uri(), headers: () => headers, retryAttempts: 5 });
            const dispose = client.subscribe(
              {
                query: hash ? "" : print(operation.query),
                operationName: operation.operationName,
                variables: operation.variables,
                ...(hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } : {}),
              },
              {
                next: (value) => observer.next(value as FetchResult),
                error: (error) => observer.error(error),
                complete: () => observer.complete(),
              },
            );
            close = () => {
              dispose();
              client.dispose();
            };
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          close?.();
        };
      }),
  );
}
