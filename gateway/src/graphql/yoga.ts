// graphql-yoga at /graphql over the domain schema, with GraphiQL served locally (no CDN) and abuse limits.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError } from "graphql";
import { toSchema, type Viewer } from "@app/schema";
import type { AppServices } from "../services.ts";
import { clientOf, type ClientRequest } from "../security/password-throttle.ts";
import { bearerToken, buildContext, resolveViewer, WWW_AUTHENTICATE } from "./context.ts";
import { toGraphQLError } from "./errors.ts";

export const graphqlLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2_000,
  maxDirectives: 20,
  costLimit: 5_000,
};

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** Resolved once per HTTP request, before the body is read, for every operation of a batch. */
  viewer: Viewer | null;
  client: ClientRequest;
}

export function createGraphqlServer(services: AppServices) {
  return createYoga<ServerContext>({
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
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: graphqlLimits.maxDepth },
        maxAliases: { n: graphqlLimits.maxAliases },
        maxTokens: { n: graphqlLimits.maxTokens },
        maxDirectives: { n: graphqlLimits.maxDirectives },
        costLimit: { maxCost: graphqlLimits.costLimit },
        blockFieldSuggestion: { enabled: services.config.production },
      }),
      ...(services.config.introspection ? [] : [disableIntrospection()]),
      useContentCache(services),
    ],
    maskedErrors: {
      maskError(error, message, isDev) {
        const mapped = toGraphQLError(error);
        return mapped ?? maskError(error, message, isDev);
      },
    },
    context: ({ viewer, client }) => buildContext(services, viewer, client),
  });
}

/** Public course reads over POST /graphql share the REST routes' content cache. */
function useContentCache(services: AppServices): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(services.contentCache.wrap(executeFn));
    },
  };
}

function disableIntrospection() {
  return {
    onValidate({ addValidationRule }: { addValidationRule: (rule: unknown) => void }) {
      addValidationRule(
        (context: { reportError(error: Error): void }) => ({
          Field(node: { name: { value: string } }) {
            if (node.name.value === "__schema" || node.name.value === "__type") {
              // A GraphQLError keeps its message on the wire; an AppError here went out with no message at all.
              context.reportError(new GraphQLError("Introspection is disabled", { extensions: { code: "forbidden" } }));
            }
          },
        }),
      );
    },
  };
}

export function registerGraphql(app: FastifyInstance, services: AppServices) {
  const yoga = createGraphqlServer(services);
  // Encapsulated so GraphQL multipart uploads (uploadProfilePicture) reach Yoga unparsed without clashing
  // with the REST upload routes' own multipart parser.
  void app.register(async (scope) => {
    scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
    const viewers = new WeakMap<FastifyRequest, Viewer | null>();
    scope.route({
      url: "/graphql",
      method: ["GET", "POST", "OPTIONS"],
      onRequest: async (req, reply) => {
        const viewer = await resolveViewer(services, req.headers.authorization);
        if (!viewer && bearerToken(req.headers.authorization)) return sendInvalidToken(req, reply);
        viewers.set(req, viewer);
      },
      handler: async (req, reply) => {
        const client = clientOf(req);
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, viewer: viewers.get(req) ?? null, client });
        response.headers.forEach((value, key) => reply.header(key, value));
        reply.status(response.status);
        // A throttled operation (also one of a batch) makes the whole answer a 429, with when to try again.
        if (client.retryAfter) reply.status(429).header("retry-after", String(client.retryAfter));
        if (!/json/.test(response.headers.get("content-type") ?? "")) return reply.send(response.body);
        const text = await response.text();
        return reply.send(services.contentCache.bytesOf(text) ?? text);
      },
    });
  });
  return yoga;
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
