// Serves the built client and /config.json, the runtime configuration that lets one build serve any backend.
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { clientDistDir } from "../app.ts";
import type { Config } from "../config/env.ts";
import { anonKey } from "../auth/anon-key.ts";

export async function registerClient(app: FastifyInstance, config: Config) {
  app.get("/config.json", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return {
      supabaseUrl: config.supabaseUrl,
      supabaseAnonKey: config.hostedIdentity ? config.supabaseAnonKey : await anonKey(config.jwtSecret),
      apiUrl: config.publicUrl,
    };
  });

  const dist = clientDistDir(config);
  if (!dist) app.log.warn("client/dist not found: run `npm run build` to serve the web client");
  else await registerStatic(app, dist);

  // Client-side routes: any HTML GET that is not an API, file or auth path gets the SPA shell.
  app.setNotFoundHandler((request, reply) => {
    // /auth/callback is a client route (spec section 2); only /auth/v1 belongs to the identity server.
    const apiLike = /^\/(api|graphql|auth\/v1|dev|files)(\/|$)/.test(request.url);
    if (dist && request.method === "GET" && !apiLike && request.headers.accept?.includes("text/html")) {
      // The not-found handler defaults to 404; a client route is a real page.
      return reply.status(200).header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ error: "Not found" });
  });
}

async function registerStatic(app: FastifyInstance, dist: string) {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    // The client build writes .br/.gz next to each asset (client/vite.config.ts); send those when accepted.
    preCompressed: true,
    setHeaders(reply, file) {
      const immutable = file.startsWith(path.join(dist, "assets") + path.sep);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}
