// graphql-yoga at /graphql over the domain schema, with GraphiQL served locally (no CDN) and abuse limits.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createYoga, maskError, type Plugin, type YogaServerOptions } from "graphql-yoga";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError, type DocumentNode } from "graphql";
import { fileTooLargeMessage, toSchema, type Context, type Viewer } from "@app/schema";
import type { AppServices } from "../services.ts";
import { httpErrorMessage } from "../http/error-handler.ts";
import { JSON_TOO_DEEP } from "../http/json-depth.ts";
import { clientOf, type ClientRequest } from "../security/password-throttle.ts";
import { requestLanguage } from "../http/request-language.ts";
import type { Language } from "@app/schema/languages";
import { bearerToken, buildContext, resolveViewer, WWW_AUTHENTICATE } from "./context.ts";
import { toGraphQLError } from "./errors.ts";
import {
  answersBeforeYoga,
  executionOnlyRefusals,
  trustedOperations,
  useContentCache,
  type KnownGet,
  type OperationAnswer,
} from "./answer-cache/index.ts";
import { trustedDocumentsOf, useTrustedDocuments } from "./trusted-documents.ts";
import { boundedParserCaches, MULTIPART_OVERHEAD_BYTES, useJsonDepthLimit, useMultipartLimits } from "./yoga-limits.ts";
import { checkRequestCost, type OperationRequest } from "./query-cost.ts";
import { armorRefusal, refusal } from "./refusals.ts";

/** Limits of each operation's document; what a whole request may cost is GRAPHQL_COST_LIMIT (query-cost.ts). */
export const graphqlLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2_000,
  maxDirectives: 20,
};

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** Resolved once per HTTP request (before the body is read, but for a JSON POST), for every operation of a batch. */
  viewer: Viewer | null;
  client: ClientRequest;
  /** The language the request reads in (Accept-Language; docs/languages.md). */
  language?: Language;
}

/** `plugins` come after the app's own (tests add theirs there). */
export function createGraphqlServer(
  services: AppServices,
  parserCaches = boundedParserCaches(),
  plugins: Plugin[] = [],
) {
  return createYoga<ServerContext>(
    yogaOptions(services, parserCaches, [
      ...mootForTrustedIds(services, parserCaches),
      useContentCache(services),
      ...plugins,
    ]),
  );
}

/**
 * The plugins whose hooks before and after execution a trusted id makes moot (skipped-hooks.ts): they resolve and
 * check a document text or its parameters, which trusted-operations.ts has at start or checks itself (paramsOf).
 * A plugin whose hooks still matter for a trusted id goes into createGraphqlServer's list instead.
 */
function mootForTrustedIds(services: AppServices, parserCaches: ReturnType<typeof boundedParserCaches>): Plugin[] {
  return [
    useTrustedDocuments(services, toSchema()),
    useJsonDepthLimit(),
    useMultipartLimits(services.config.UPLOAD_LIMIT_BYTES, services.config.BODY_LIMIT_BYTES),
    useRequestBudget(services, parserCaches.documentCache),
    EnvelopArmorPlugin({
      // The depth of fields, which is what execution nests: a fragment is a spelling of its fields, and counting its
      // spread as a level refused the REST facade's own documents (built from shared fragments) sent as text.
      maxDepth: { n: graphqlLimits.maxDepth, flattenFragments: true, ...armorRefusal("too_deep") },
      maxAliases: { n: graphqlLimits.maxAliases, ...armorRefusal("too_many_aliases") },
      maxTokens: { n: graphqlLimits.maxTokens, ...armorRefusal("too_many_tokens") },
      maxDirectives: { n: graphqlLimits.maxDirectives, ...armorRefusal("too_many_directives") },
      // Armor's cost ignores list sizes and prices each operation alone: useRequestBudget prices them.
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: services.config.production },
    }),
    ...(services.config.introspection ? [] : [disableIntrospection()]),
  ];
}

function yogaOptions(
  services: AppServices,
  parserCaches: ReturnType<typeof boundedParserCaches>,
  plugins: Plugin[],
): YogaServerOptions<ServerContext, Context> {
  return {
    schema: toSchema(),
    graphqlEndpoint: "/graphql",
    graphiql: services.config.production ? false : { title: "VidyaPath GraphQL API" },
    // Loaded on the first GraphiQL page only: the module holds the whole GraphiQL bundle as a string (~27 MB of heap).
    renderGraphiQL: async (options) => (await import("@graphql-yoga/render-graphiql")).renderGraphiQL(options),
    landingPage: false,
    // CORS is the gateway's (security.ts, CORS_ORIGINS); Yoga's default would reflect any origin on /graphql.
    cors: false,
    batching: { limit: 5 },
    logging: false,
    parserAndValidationCache: parserCaches,
    plugins,
    maskedErrors: {
      maskError(error, message, isDev) {
        const mapped = toGraphQLError(error);
        return mapped ?? maskError(error, message, isDev);
      },
    },
    context: resolverContext(services),
  };
}

/** The resolvers' context of a request: Yoga's `context` option, and trusted operations' (trusted-operations.ts). */
function resolverContext(services: AppServices) {
  return ({ viewer, client, language }: Pick<ServerContext, "viewer" | "client" | "language">) =>
    buildContext(services, viewer, client, language);
}

/** Trusted ids answered through `yoga`'s execution (trusted-operations.ts), with what that needs from its options. */
export function trustedOperationsOf(
  services: AppServices,
  parserCaches: ReturnType<typeof boundedParserCaches>,
  yoga: ReturnType<typeof createGraphqlServer>,
  price?: (request: OperationRequest) => void,
) {
  const moot = createYoga<ServerContext>(
    yogaOptions(services, parserCaches, mootForTrustedIds(services, parserCaches)),
  );
  return trustedOperations(yoga, { contextOf: resolverContext(services), price, moot });
}

/** What prices a request: its texts through Yoga's parse cache, its trusted ids through the trusted set. */
function costOptions(services: AppServices, documents: { get(query: string): DocumentNode | undefined }) {
  const trusted = trustedDocumentsOf(toSchema());
  return {
    schema: toSchema(),
    maxTokens: graphqlLimits.maxTokens,
    documents,
    persisted: (id: string) => trusted.document(id),
    budget: services.config.GRAPHQL_COST_LIMIT,
  };
}

/** Prices every operation of the request (a batch together) once Yoga has read it, before any of them runs. */
function useRequestBudget(services: AppServices, documents: { get(query: string): DocumentNode | undefined }): Plugin {
  const options = costOptions(services, documents);
  return {
    onRequestParse: () => ({
      onRequestParseDone({ requestParserResult }) {
        checkRequestCost(options, [requestParserResult].flat());
      },
    }),
  };
}

function disableIntrospection() {
  return {
    onValidate({ addValidationRule }: { addValidationRule: (rule: unknown) => void }) {
      addValidationRule((context: { reportError(error: Error): void }) => ({
        Field(node: { name: { value: string } }) {
          if (node.name.value === "__schema" || node.name.value === "__type") {
            // A GraphQLError keeps its message on the wire; an AppError here went out with no message at all.
            context.reportError(new GraphQLError("Introspection is disabled", { extensions: { code: "forbidden" } }));
          }
        },
      }));
    },
  };
}

/**
 * Refusals before Yoga (body too large or too deep, bad JSON) in the GraphQL-over-HTTP shape; the rest as elsewhere.
 * A body over the limit is an upload over it (the only large bodies here): its message names the limit.
 */
const graphqlHttpErrorHandler =
  (uploadLimitBytes: number) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    // Thrown on, to the gateway's handler (503 for a database outage, a masked 500).
    if (status < 400 || status >= 500) throw error;
    if (status === 413) {
      // Stop reading the rest of an oversized body (backpressure reaches the socket) and hang up once answered,
      // rather than reading and dropping whatever the client still has in flight.
      request.raw.pause();
      reply.header("connection", "close");
    }
    const code = error.code === JSON_TOO_DEEP ? JSON_TOO_DEEP : (httpErrorCodes[status] ?? "invalid_input");
    const message = status === 413 ? fileTooLargeMessage(uploadLimitBytes) : httpErrorMessage(error);
    return reply.status(status).send({ errors: [{ message, extensions: { code } }] });
  };

const httpErrorCodes: Record<number, string> = { 413: "payload_too_large", 415: "unsupported_media_type" };

export function registerGraphql(app: FastifyInstance, services: AppServices) {
  const parserCaches = boundedParserCaches();
  const yoga = createGraphqlServer(services, parserCaches);
  const { byUrl, remembered } = answersBeforeYoga(services, parserCaches.documentCache);
  // The fast path for trusted ids prices them as useRequestBudget prices everything else.
  const budget = costOptions(services, parserCaches.documentCache);
  const trusted = trustedOperationsOf(services, parserCaches, yoga, (request) => checkRequestCost(budget, [request]));
  // Encapsulated so GraphQL multipart uploads (uploadProfilePicture) reach Yoga as one buffer without clashing
  // with the REST upload routes' own multipart parser. Fastify refuses a body over the limit with 413 before
  // reading it (Content-Length) or as soon as it passes the limit (chunked); Yoga's default would read 25 MB.
  void app.register(async (scope) => {
    const bodyLimit = services.config.UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES;
    scope.addContentTypeParser("multipart/form-data", { parseAs: "buffer", bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler(graphqlHttpErrorHandler(services.config.UPLOAD_LIMIT_BYTES));
    const viewers = new WeakMap<FastifyRequest, Viewer | null>();
    const refusedAtOnce = executionOnlyRefusals();
    const admit = async (req: FastifyRequest, reply: FastifyReply) => {
      const busy = services.executionGate.refusal();
      const refused = busy === undefined ? undefined : refusedAtOnce(req, busy, services.executionGate);
      if (refused) return sendOperationAnswer(req, reply, refused, clientOf(req), services);
      const viewer = await resolveViewer(services, req.headers.authorization);
      if (!viewer && bearerToken(req.headers.authorization)) return sendInvalidToken(req, reply);
      // A signed-in reader's GET by its URL once the token holds, when its answer is everyone's (remembered-gets.ts).
      const known = viewer ? sendKnown(reply, await byUrl(req, viewer)) : undefined;
      if (known) return known;
      viewers.set(req, viewer);
    };
    const sendKnown = (reply: FastifyReply, known: KnownGet | undefined) => {
      if (!known) return undefined;
      services.metrics.answerCache(true, known.keptFor);
      return reply.type(known.contentType).send(known.bytes);
    };
    scope.route({
      url: "/graphql",
      method: ["GET", "POST", "OPTIONS"],
      // The viewer is known before the body is read, except for a JSON POST: its operation (in the body) decides
      // whether a busy gateway refuses it before looking the viewer up (executionOnlyRefusals).
      onRequest: async (req, reply) => {
        const known = sendKnown(reply, await byUrl(req));
        if (known) return known;
        if (!isJsonPost(req)) return admit(req, reply);
      },
      preHandler: async (req, reply) => {
        if (isJsonPost(req)) return admit(req, reply);
      },
      handler: async (req, reply) => {
        const viewer = viewers.get(req) ?? null;
        const answer = await remembered(req, viewer);
        if (answer) return reply.type(answer.contentType).send(answer.bytes);
        const client = clientOf(req);
        const serverContext = { req, reply, viewer, client, language: requestLanguage(req.headers) };
        const operation = await trusted(req, serverContext);
        if (operation) return sendOperationAnswer(req, reply, operation, client, services);
        const response = await yoga.handleNodeRequestAndResponse(req, reply, serverContext);
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => (headers[key] = value));
        // Not JSON (GraphiQL's page, an event stream): sent as it comes.
        if (!/json/.test(response.headers.get("content-type") ?? "")) {
          reply.headers(headers).status(response.status);
          if (client.retryAfter) reply.status(429).header("retry-after", String(client.retryAfter));
          return reply.send(response.body);
        }
        const body = await response.text();
        return sendOperationAnswer(req, reply, { status: response.status, headers, body }, client, services);
      },
    });
  });
  return yoga;
}

function isJsonPost(req: FastifyRequest) {
  return (
    req.method === "POST" && /^application\/(?:graphql-response\+)?json\b/i.test(req.headers["content-type"] ?? "")
  );
}

/** A JSON answer of Yoga's (whole or its operation pipeline alone), with the gateway's limits applied to it. */
function sendOperationAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: OperationAnswer,
  client: ClientRequest,
  services: AppServices,
) {
  reply.headers(answer.headers).status(answer.status);
  // A throttled operation (also one of a batch) makes the whole answer a 429, with when to try again.
  if (client.retryAfter) reply.status(429).header("retry-after", String(client.retryAfter));
  if (answer.body.length > services.config.GRAPHQL_MAX_ANSWER_BYTES)
    return sendAnswerTooLarge(req, reply, services.config.GRAPHQL_MAX_ANSWER_BYTES);
  return reply.send(services.contentCache.bytesOf(answer.body) ?? answer.body);
}

/** An answer over GRAPHQL_MAX_ANSWER_BYTES (UTF-16 units, at most its bytes) is not sent: a refusal instead. */
function sendAnswerTooLarge(req: FastifyRequest, reply: FastifyReply, limit: number) {
  const error = refusal("answer_too_large", `Answer larger than ${limit} bytes: ask for fewer fields or items`);
  const graphqlResponse = /application\/graphql-response\+json/.test(req.headers.accept ?? "");
  return reply
    .status(graphqlResponse ? 400 : 200)
    .type(`${graphqlResponse ? "application/graphql-response+json" : "application/json"}; charset=utf-8`)
    .send(JSON.stringify({ errors: [{ message: error.message, extensions: { code: error.extensions.code } }] }));
}

/**
 * A bearer token that is invalid, expired or whose session ended gets 401, as on REST, not an anonymous answer:
 * the client then refreshes its token and retries (spec section 7). The body is a GraphQL response.
 */
function sendInvalidToken(req: FastifyRequest, reply: FastifyReply) {
  const graphqlResponse = /application\/graphql-response\+json/.test(req.headers.accept ?? "");
  return reply
    .status(401)
    .header("www-authenticate", WWW_AUTHENTICATE)
    .type(`${graphqlResponse ? "application/graphql-response+json" : "application/json"}; charset=utf-8`)
    .send(JSON.stringify({ errors: [{ message: "Invalid or expired token", extensions: { code: "invalid_token" } }] }));
}
