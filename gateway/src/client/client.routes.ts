// Serves the built client and /config.json, the runtime configuration that lets one build serve any backend.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clientDistDir } from "../app.ts";
import type { AppServices } from "../services.ts";
import { anonKey } from "../auth/anon-key.ts";
import { loadFirstScreens, type ClientConfig, type FirstScreens } from "./first-screen.ts";
import { CLIENT_PAGES, isApiPath, isPublishedCourse } from "./client-pages.ts";
import { registerSeo } from "./seo.routes.ts";
import { pageLanguage, withLanguage } from "./page-language.ts";

// Public pages whose first screen is rendered on the server (client/src/ssr/first-screen.ts lists the same).
const FIRST_SCREEN_ROUTES = ["/", "/courses"];

export async function registerClient(app: FastifyInstance, services: AppServices) {
  const { config } = services;
  // Served by the API's own origin (SITE_URL = PUBLIC_URL), the client loads the API, files, the PDF worker and the
  // embedded identity server relative to the page ("" = this origin): a phone opening a LAN address, or 127.0.0.1
  // while PUBLIC_URL says localhost, stays on the origin it opened (issue 17). PUBLIC_URL remains what leaves the
  // browser: links in emails, certificate PDFs, OpenAPI servers.
  const sameOrigin = config.siteUrl === config.publicUrl;
  const clientConfig = async (): Promise<ClientConfig> => ({
    supabaseUrl: config.hostedIdentity || !sameOrigin ? config.supabaseUrl : "",
    supabaseAnonKey: config.hostedIdentity ? config.supabaseAnonKey : await anonKey(config.jwtSecret),
    apiUrl: sameOrigin ? "" : config.publicUrl,
  });
  app.get("/config.json", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return clientConfig();
  });

  const dist = clientDistDir(config);
  if (!dist) app.log.warn("client/dist not found: run `npm run build` to serve the web client");
  else await registerStatic(app, dist);

  const sendShell = dist ? shellSender(dist) : null;
  const firstScreens = dist ? loadFirstScreens(dist, services, clientConfig) : null;
  if (dist && !firstScreens) app.log.warn("client/dist-ssr not found: pages are rendered in the browser only");
  registerSeo(app, services);
  if (sendShell) {
    for (const url of FIRST_SCREEN_ROUTES) {
      app.get(url, (request, reply) => sendPage(request, reply, firstScreens, sendShell));
    }
    for (const url of CLIENT_PAGES.filter((page) => !FIRST_SCREEN_ROUTES.includes(page))) {
      app.get(url, async (request, reply) => {
        const { courseId } = request.params as { courseId?: string };
        // A course page that cannot show a course is a 404 page (the client shows 'Course not found' in it).
        const found = courseId === undefined || (await isPublishedCourse(services.db, courseId));
        return sendShell(request, reply, found ? 200 : 404);
      });
    }
  }

  // Any other path: a JSON 404 for the API, a 404 page for everything else that asks with GET.
  app.setNotFoundHandler((request, reply) => {
    // /auth/callback is a client route (spec section 2); only /auth/v1 belongs to the identity server.
    if (sendShell && (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url)) return sendShell(request, reply, 404);
    return reply.status(404).send({ error: "Not found" });
  });
}

type SendShell = (request: FastifyRequest, reply: FastifyReply, status?: number) => FastifyReply;

/** The shell is small and read once; each answer carries the visitor's language in <html lang>. */
function shellSender(dist: string): SendShell {
  const shell = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  return (request, reply, status = 200) =>
    reply.status(status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(withLanguage(shell, pageLanguage(request)));
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, firstScreens: FirstScreens | null, sendShell: SendShell) {
  try {
    const html = await firstScreens?.page(request.url, pageLanguage(request));
    if (html) return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  } catch (error) {
    // The plain shell still works: the client then renders the page itself.
    request.log.error({ err: error }, "first screen failed");
  }
  return sendShell(request, reply);
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
