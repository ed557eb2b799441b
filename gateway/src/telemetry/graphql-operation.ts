// Names the GraphQL operation a /graphql request carries on its trace. Yoga executes with @graphql-tools/executor,
// which the graphql instrumentation does not see (it wraps graphql-js's execute: the REST routes' operations get
// their own span from it), so the request span of Fastify's instrumentation takes the operation's name, type and
// "graphql.operation.name" (OpenTelemetry's semantic conventions for GraphQL) from what the client sent:
// operationName, as Apollo sends it with a trusted id, or the name in the document's text.
import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Span } from "@opentelemetry/api";

interface Params {
  operationName?: unknown;
  query?: unknown;
}

const NAMED = /^\s*(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

export function operationOf(params: Params): { type: string; name: string } | undefined {
  const text = typeof params.query === "string" ? NAMED.exec(params.query) : null;
  const name = typeof params.operationName === "string" && params.operationName ? params.operationName : text?.[2];
  if (!name) return undefined;
  return { type: text?.[1] ?? "operation", name };
}

function name(span: Span, request: FastifyRequest) {
  const sent = request.method === "GET" ? request.query : request.body;
  // A batch (an array of operations) is named after its operations, in order.
  const operations = (Array.isArray(sent) ? sent : [sent])
    .map((params) => (params && typeof params === "object" ? operationOf(params as Params) : undefined))
    .filter((operation) => operation !== undefined);
  if (operations.length === 0) return;
  span.setAttribute("graphql.operation.name", operations.map((operation) => operation.name).join(","));
  span.setAttribute("graphql.operation.type", operations[0]!.type);
  span.updateName(operations.map((operation) => `${operation.type} ${operation.name}`).join(", "));
}

/** Every Fastify instance created from now on names its /graphql requests' spans. */
export function nameGraphqlOperations(): void {
  diagnostics.subscribe("fastify.initialization", (message) => {
    const { fastify } = message as { fastify: FastifyInstance };
    const spanOf = (request: FastifyRequest) =>
      request.routeOptions.url === "/graphql"
        ? (request as FastifyRequest & { opentelemetry?: () => { span?: Span } }).opentelemetry?.().span
        : undefined;
    // A GET's parameters are read before its remembered answer may be sent (onRequest); a POST's body after parsing.
    fastify.addHook("onRequest", async (request) => {
      const span = request.method === "GET" ? spanOf(request) : undefined;
      if (span) name(span, request);
    });
    fastify.addHook("preHandler", async (request) => {
      const span = request.method === "POST" ? spanOf(request) : undefined;
      if (span) name(span, request);
    });
  });
}
