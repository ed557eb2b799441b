// Mounts the REST table under /api in its own Fastify scope: a JSON parser that accepts the spec's
// bodiless POSTs, one error handler for framework-level failures, and multipart only on upload routes.
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { execute } from "graphql";
import { toSchema } from "@app/schema";
import type { AppServices } from "../services.ts";
import { jsonBodyParser } from "../http/json-depth.ts";
import { executeRoute, sendFailure } from "./execute-route.ts";
import { loadOperations, validateOperations } from "./operations.ts";
import { registerApiDocs } from "./docs.routes.ts";
import type { RestRoute } from "./rest-route.ts";
import { restRoutes } from "./routes.ts";

export async function registerRest(server: FastifyInstance, services: AppServices, routes: RestRoute[] = restRoutes) {
  const schema = toSchema();
  const documents = loadOperations();
  // Fails the start when a document no longer matches the schema, instead of failing requests later.
  validateOperations(
    schema,
    documents,
    routes.flatMap((route) => (route.operation ? [route.operation] : [])),
  );

  const cachedExecute = services.contentCache.wrap(services.executionGate.wrap(execute));
  await server.register(async (scope) => {
    acceptEmptyJson(scope);
    scope.setErrorHandler((error, request, reply) =>
      sendFailure(request.routeOptions.config.restRoute, request, reply, error),
    );
    for (const route of routes) {
      if (route.ownHandler) continue;
      const runtime = {
        services,
        schema,
        execute: cachedExecute,
        document: route.operation ? documents.get(route.operation) : undefined,
      };
      const mount = (target: FastifyInstance) =>
        target.route({
          method: route.method,
          url: route.path,
          config: { restRoute: route },
          handler: (request, reply) => executeRoute(route, runtime, request, reply),
        });
      if (route.upload)
        await scope.register(async (uploads) => {
          await uploads.register(multipart, {
            limits: { fileSize: services.config.UPLOAD_LIMIT_BYTES, files: 1, fields: 10 },
          });
          mount(uploads);
        });
      else mount(scope);
    }
    registerApiDocs(scope, routes, () => services.config.publicUrl);
  });
}

/** Spec section 7: progress completion is POSTed with a JSON content type and no body. */
function acceptEmptyJson(scope: FastifyInstance) {
  const parseJson = jsonBodyParser(scope);
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (typeof body === "string" && body.trim() === "") return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    restRoute?: RestRoute;
  }
}
