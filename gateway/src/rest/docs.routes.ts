// GET /api/openapi.json and GET /api/docs for third parties, both built once from the REST table.
import type { FastifyInstance } from "fastify";
import type { RestRoute } from "./rest-route.ts";
import { openApiDocument } from "./openapi.ts";
import { renderDocsPage } from "./docs-page.ts";

export function registerApiDocs(scope: FastifyInstance, routes: RestRoute[], publicUrl: () => string) {
  let cached: { json: ReturnType<typeof openApiDocument>; html: string } | undefined;
  // Built on first use: the public URL of a test server is only known once it listens.
  const docs = () => {
    if (!cached) {
      const json = openApiDocument(routes, publicUrl());
      cached = { json, html: renderDocsPage(json) };
    }
    return cached;
  };
  scope.get("/api/openapi.json", (_request, reply) => reply.header("cache-control", "no-cache").send(docs().json));
  scope.get("/api/docs", (_request, reply) =>
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(docs().html),
  );
}
