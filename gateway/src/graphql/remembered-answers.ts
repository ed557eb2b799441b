// Repeated public reads over /graphql answered before Yoga (issue 18): a request whose query text Yoga has
// parsed before, whose document the content cache has executed (so it passed validation, with the same rules)
// and whose answer is remembered at the current content version gets the remembered bytes without Yoga's
// request, envelop and response objects. Anything else, or anything unusual, goes through Yoga as before.
import type { FastifyRequest } from "fastify";
import type { DocumentNode } from "graphql";
import type { Viewer } from "@app/schema";
import type { AppServices } from "../services.ts";
import { jsonValueTooDeep } from "../http/json-depth.ts";

interface DocumentCache {
  get(queryText: string): DocumentNode | undefined;
}

interface GraphqlParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

export interface RememberedAnswer {
  contentType: string;
  bytes: Buffer;
}

export function rememberedAnswers(services: AppServices, documents: DocumentCache) {
  return async (req: FastifyRequest, viewer: Viewer | null): Promise<RememberedAnswer | undefined> => {
    const params = paramsOf(req);
    const document = params && documents.get(params.query);
    const mediaType = document && plainResultMediaType(req.headers.accept);
    if (!mediaType) return undefined;
    const bytes = await services.contentCache.rememberedBytes({ document, operationName: params.operationName, variables: params.variables, viewer });
    return bytes && { contentType: `${mediaType}; charset=utf-8`, bytes };
  };
}

/** The operation a plain GET or JSON POST asks for, in the shape Yoga accepts; undefined for anything else. */
function paramsOf(req: FastifyRequest): GraphqlParams | undefined {
  if (req.method === "POST") return isPlainObject(req.body) ? validParams(req.body) : undefined;
  // GraphiQL is the answer to a browser's GET.
  if (req.method !== "GET" || /text\/html/.test(req.headers.accept ?? "")) return undefined;
  const search = req.query as Record<string, unknown>;
  if (search.variables === undefined) return validParams(search);
  if (typeof search.variables !== "string") return undefined;
  try {
    const variables: unknown = JSON.parse(search.variables);
    return jsonValueTooDeep(variables) ? undefined : validParams({ ...search, variables });
  } catch {
    return undefined;
  }
}

function validParams({ query, operationName, variables }: Record<string, unknown>): GraphqlParams | undefined {
  if (typeof query !== "string") return undefined;
  if (operationName != null && typeof operationName !== "string") return undefined;
  if (variables != null && !isPlainObject(variables)) return undefined;
  return { query, operationName, variables };
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
