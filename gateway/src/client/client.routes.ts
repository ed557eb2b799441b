// Serves the built client and /config.json, the runtime configuration that lets one build serve any backend.
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clientDistDir } from "../app.ts";
import type { AppServices } from "../services.ts";
import { anonKey } from "../auth/anon-key.ts";
import { loadFirstScreens, type ClientConfig, type FirstScreens } from "./first-screen.ts";

// Public pages whose first screen is rendered on the server (client/src/ssr/first-screen.ts lists the same).
const FIRST_SCREEN_ROUTES = ["/", "/courses"];

export async function registerClient(app: FastifyInstance, services: AppServices) {
  const { config } = services;
  const clientConfig = async (): Promise<ClientConfig> => ({
    supabaseUrl: config.supabaseUrl,
    supabaseAnonKey: config.hostedIdentity ? config.supabaseAnonKey : await anonKey(config.jwtSecret),
    apiUrl: config.publicUrl,
  });
  app.get("/config.json", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return clientConfig();
  });

  const dist = clientDistDir(config);
  if (!dist) app.log.warn("client/dist not found: run `npm run build` to serve the web client");
  else await registerStatic(app, dist);

  const firstScreens = dist ? loadFirstScreens(dist, services, clientConfig) : null;
  if (dist && !firstScreens) app.log.warn("client/dist-ssr not found: pages are rendered in the browser only");
  if (dist) {
    for (const url of FIRST_SCREEN_ROUTES) {
      app.get(url, (request, reply) => sendPage(request, reply, firstScreens));
    }
  }

  // Client-side routes: any HTML GET that is not an API, file or auth path gets the SPA shell.
  app.setNotFoundHandler((request, reply) => {
    // /auth/callback is a client route (spec section 2); only /auth/v1 belongs to the identity server.
    const apiLike = /^\/(api|graphql|auth\/v1|dev|files)(\/|$)/.test(request.url);
    if (dist && request.method === "GET" && !apiLike && request.headers.accept?.includes("text/html")) {
      // The not-found handler defaults to 404; a client route is a real page.
      return sendShell(reply);
    }
    return reply.status(404).send({ error: "Not found" });
  });
}

const sendShell = (reply: FastifyReply) => reply.status(200).header("cache-control", "no-cache").sendFile("index.html");

async function sendPage(request: FastifyRequest, reply: FastifyReply, firstScreens: FirstScreens | null) {
  try {
    const html = await firstScreens?.page(request.url);
    if (html) return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  } catch (error) {
    // The plain shell still works: the client then renders the page itself.
    request.log.error({ err: error }, "first screen failed");
  }
  return sendShell(reply);
}

async function registerStatic(app: FastifyInstance, dist: string) {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    // "/" is a page with a server-rendered first screen, not a file.
    index: false,
    // The client build writes .br/.gz next to each asset (client/vite.config.ts); send those when accepted.
    preCompressed: true,
    setHeaders(reply, file) {
      const immutable = file.startsWith(path.join(dist, "assets") + path.sep);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}
