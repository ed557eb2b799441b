// GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec) for operations
// whose top-level variables hold a File; everything else goes on to the JSON HttpLink, so there is one data path.
import { ApolloLink } from "@apollo/client";
import { print } from "graphql";
import { Observable } from "rxjs";
import { documentHash } from "./trusted-documents.ts";

function fileEntries(variables: Record<string, unknown>): [string, Blob][] {
  return Object.entries(variables).filter((entry): entry is [string, Blob] => entry[1] instanceof Blob);
}

export function buildMultipartBody(operation: ApolloLink.Operation, files: [string, Blob][]): FormData {
  const variables = { ...operation.variables };
  for (const [name] of files) variables[name] = null;
  const form = new FormData();
  // A trusted document goes by its id, as every other operation does (decision 020).
  const hash = documentHash(operation.query);
  const document = hash
    ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }
    : { query: print(operation.query) };
  form.append("operations", JSON.stringify({ ...document, variables, operationName: operation.operationName }));
  form.append(
    "map",
    JSON.stringify(Object.fromEntries(files.map(([name], index) => [String(index), [`variables.${name}`]]))),
  );
  files.forEach(([, file], index) => form.append(String(index), file, file instanceof File ? file.name : "upload"));
  return form;
}

export function createUploadLink(uri: () => string) {
  return new ApolloLink((operation, forward) => {
    const files = fileEntries(operation.variables ?? {});
    if (!files.length) return forward(operation);
    const { headers } = operation.getContext() as { headers?: Record<string, string> };
    return new Observable<ApolloLink.Result>((observer) => {
      const controller = new AbortController();
      fetch(uri(), {
        method: "POST",
        // Yoga's CSRF guard accepts multipart only with a preflight-forcing header.
        headers: { ...headers, "graphql-require-preflight": "1" },
        body: buildMultipartBody(operation, files),
        signal: controller.signal,
      })
        .then(async (response) => {
          const body = (await response.json().catch(() => null)) as ApolloLink.Result | null;
          // A transport failure (413, 415 ...) has no GraphQL result to hand on.
          if (!body || (!response.ok && !("errors" in body)))
            throw new Error(`HTTP ${response.status}: ${response.statusText}`);
          observer.next(body);
          observer.complete();
        })
        .catch((error: unknown) => observer.error(error));
      return () => controller.abort();
    });
  });
}
