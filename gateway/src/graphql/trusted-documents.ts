// Trusted documents (decision 020, The Guild's convention): the client's generated documents, hashed by codegen
// (client preset `persistedDocuments`, SHA-256 ids in persisted-documents.json), are parsed and validated once at
// start; a request naming one by id (`extensions.persistedQuery.sha256Hash`, as Apollo's PersistedQueryLink
// sends it) runs that document without parsing or validating a text. In production the app's own pages may send
// nothing else; third parties keep arbitrary queries under the limits yoga.ts applies to them.
import fs from "node:fs";
import path from "node:path";
import { parse, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import type { AppServices } from "../services.ts";

/** The learner's app and the staff console each have their generated documents (codegen.ts). */
const MANIFESTS = ["client/src/gql/persisted-documents.json", "client/src/gql-admin/persisted-documents.json"].map(
  (file) => path.resolve(import.meta.dirname, "../../..", file),
);

export interface TrustedDocuments {
  document(id: string): DocumentNode | undefined;
  readonly size: number;
}

/** Documents of the manifests that validate against `schema`; a missing manifest (no codegen run yet) adds none. */
export function loadTrustedDocuments(schema: GraphQLSchema, files = MANIFESTS): TrustedDocuments {
  const documents = new Map<string, DocumentNode>();
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const [id, text] of Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>)) {
      const document = parse(text);
      // A manifest older than the schema: its stale documents are unknown ids, answered PersistedQueryNotFound.
      if (validate(schema, document).length === 0) documents.set(id, document);
    }
  }
  return { document: (id) => documents.get(id), size: documents.size };
}

/** The id and text of the manifests' document defining `operationName` (for tests and the bench), if any. */
export function trustedDocumentOf(operationName: string, files = MANIFESTS): { id: string; text: string } | undefined {
  const defines = new RegExp(`(^|\\s)(query|mutation|subscription) ${operationName}\\b`);
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const entries = Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>);
    const found = entries.find(([, text]) => defines.test(text));
    if (found) return { id: found[0], text: found[1] };
  }
  return undefined;
}

const loaded = new WeakMap<GraphQLSchema, TrustedDocuments>();
export function trustedDocumentsOf(schema: GraphQLSchema): TrustedDocuments {
  let trusted = loaded.get(schema);
  if (!trusted) loaded.set(schema, (trusted = loadTrustedDocuments(schema)));
  return trusted;
}

type HeaderOf = (name: string) => string | null | undefined;

/**
 * Whether a request may carry a document text rather than a trusted id: always outside production; in production
 * unless it comes from the app's own pages (a browser marks same-origin fetches with Sec-Fetch-Site, and names
 * the page's origin in Origin), whose every document is trusted.
 */
export function mayUseArbitraryDocuments(production: boolean, siteUrl: string, header: HeaderOf): boolean {
  if (!production) return true;
  if (header("sec-fetch-site") === "same-origin") return false;
  return header("origin") !== new URL(siteUrl).origin;
}

export function useTrustedDocuments(services: AppServices, schema: GraphQLSchema): Plugin {
  const trusted = trustedDocumentsOf(schema);
  const { production, siteUrl } = services.config;
  return usePersistedOperations({
    getPersistedOperation: (id) => trusted.document(id) ?? null,
    // Validated against this schema when loaded.
    skipDocumentValidation: true,
    allowArbitraryOperations: (request) =>
      mayUseArbitraryDocuments(production, siteUrl, (name) => request.headers.get(name)),
  });
}
