// Repeated public reads over /graphql answered before Yoga (docs/operations.md): a request whose query text Yoga has
// parsed before, or whose trusted document id names a document loaded at start (decision 020), whose document
// the content cache has executed (so it passed validation, with the same rules) and whose answer is remembered
// at the current content version (for a signed-in reader of an overlaid answer, with their own viewer fields
// loaded in, decision 026) gets the remembered bytes without Yoga's request, envelop and response
// objects, and without parsing anything but its variables. Anything else goes through Yoga as before. A GET of a
// trusted id answered here is then known by its URL (remembered-gets.ts), and answered without parsing: to
// anonymous readers, and to signed-in ones when the answer is the same for all of them (its "shared" scope).
import type { FastifyRequest } from "fastify";
import type { DocumentNode } from "graphql";
import { cacheScopeFor, toSchema, type Viewer } from "@app/schema";
import type { AppServices } from "../../services.ts";
import { jsonValueTooDeep } from "../../http/json-depth.ts";
import { clientOf } from "../../security/password-throttle.ts";
import { requestLanguage } from "../../http/request-language.ts";
import { buildContext } from "../context.ts";
import { mayUseArbitraryDocuments, trustedDocumentsOf } from "../trusted-documents.ts";
import type { RememberedGets } from "./remembered-gets.ts";

interface DocumentCache {
  get(queryText: string): DocumentNode | undefined;
}

interface GraphqlParams {
  /** The document's text, or the id of a trusted document. */
  query?: string;
  id?: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  /** The parameters as sent (query, variables, operationName, extensions), in the shape Yoga's hooks take them. */
  sent: Record<string, unknown>;
}

/** The parameters GraphQL over HTTP defines; Yoga refuses a request with any other, and so leaves it to Yoga. */
const EXPECTED_PARAMETERS = new Set(["query", "variables", "operationName", "extensions"]);

export interface RememberedAnswer {
  contentType: string;
  bytes: Buffer;
}

export function rememberedAnswers(services: AppServices, documents: DocumentCache, gets?: RememberedGets) {
  const trusted = trustedDocumentsOf(toSchema());
  const { production, siteUrl } = services.config;
  const documentOf = (req: FastifyRequest, { id, query }: GraphqlParams) => {
    if (id !== undefined) return trusted.document(id);
    // The app's own pages in production send ids only: Yoga refuses them a text, so must this path.
    const arbitrary = mayUseArbitraryDocuments(production, siteUrl, (name) => req.headers[name] as string | undefined);
    return arbitrary && query !== undefined ? documents.get(query) : undefined;
  };
  return async (req: FastifyRequest, viewer: Viewer | null): Promise<RememberedAnswer | undefined> => {
    const params = paramsOf(req);
    const document = params && documentOf(req, params);
    const mediaType = document && plainResultMediaType(req.headers.accept);
    if (!mediaType) return undefined;
    // Read before the answer's own (rememberedBytes reads it too): the same version after it means it is the
    // answer at this version, which its URL may then name while the version holds (for staff it never does).
    const byUrl = gets && params.id !== undefined && req.method === "GET" && cacheScopeFor("shared", viewer);
    const version = byUrl ? await services.db.contentVersion() : undefined;
    const language = requestLanguage(req.headers);
    const remembered = await services.contentCache.rememberedBytes({
      document,
      operationName: params.operationName,
      variables: params.variables,
      viewer,
      language,
      // For the viewer fields of an overlaid answer (decision 026); made only when one is read.
      context: () => buildContext(services, viewer, clientOf(req), language),
    });
    if (!remembered) return undefined;
    const answer = { contentType: `${mediaType}; charset=utf-8`, bytes: remembered.bytes };
    if (version !== undefined && (await services.db.contentVersion()) === version)
      gets?.remember(req, version, answer, remembered, viewer);
    return answer;
  };
}

/** The operation a plain GET or JSON POST asks for, in the shape Yoga accepts; undefined for anything else. */
export function paramsOf(req: FastifyRequest): GraphqlParams | undefined {
  if (req.method === "POST") {
    const body = req.body;
    if (!isPlainObject(body) || jsonValueTooDeep(body.variables) || jsonValueTooDeep(body.extensions)) return undefined;
    return validParams(body);
  }
  // GraphiQL is the answer to a browser's GET.
  if (req.method !== "GET" || /text\/html/.test(req.headers.accept ?? "")) return undefined;
  const search = req.query as Record<string, unknown>;
  try {
    const variables: unknown = search.variables === undefined ? undefined : JSON.parse(String(search.variables));
    const extensions: unknown = search.extensions === undefined ? undefined : JSON.parse(String(search.extensions));
    if (jsonValueTooDeep(variables) || jsonValueTooDeep(extensions)) return undefined;
    return validParams({ ...search, variables, extensions });
  } catch {
    return undefined;
  }
}

function validParams(sent: Record<string, unknown>): GraphqlParams | undefined {
  for (const [name, value] of Object.entries(sent))
    if (value != null && !EXPECTED_PARAMETERS.has(name)) return undefined;
  const { query, operationName, variables, extensions } = sent;
  if (operationName != null && typeof operationName !== "string") return undefined;
  if (variables != null && !isPlainObject(variables)) return undefined;
  // A trusted document's id as Apollo's PersistedQueryLink sends it; Yoga's persisted operations prefer it too.
  const persisted =
    isPlainObject(extensions) && isPlainObject(extensions.persistedQuery) ? extensions.persistedQuery : undefined;
  if (persisted)
    return typeof persisted.sha256Hash === "string"
      ? { id: persisted.sha256Hash, operationName, variables, sent }
      : undefined;
  return typeof query === "string" ? { query, operationName, variables, sent } : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/**
 * The media type Yoga's result processors give a plain (not incremental) result for this Accept header
 * (graphql-yoga's use-result-processor): the first utf-8 entry that a JSON type matches, application/json when
 * it matches both. Undefined when only the streaming processors would match: Yoga answers that itself.
 */
export function plainResultMediaType(accept: string | undefined): string | undefined {
  for (const entry of (accept || "*/*").replace(/\s/g, "").toLowerCase().split(",")) {
    const [mediaType, ...params] = entry.split(";");
    if ((params.find((param) => param.includes("charset=")) ?? "charset=utf-8") !== "charset=utf-8") continue;
    if (accepts(mediaType, "application/json")) return "application/json";
    if (accepts(mediaType, "application/graphql-response+json")) return "application/graphql-response+json";
  }
  return undefined;
}

function accepts(asked: string, offered: string): boolean {
  const [askedType, askedSubtype] = asked.split("/");
  const [type, subtype] = offered.split("/");
  return (askedType === "*" || askedType === type) && (askedSubtype === "*" || askedSubtype === subtype);
}
