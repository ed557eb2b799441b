// Serves the built client and /config.json, the runtime configuration that lets one build serve any backend.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clientDistDir } from "./client-dist.ts";
import type { AppServices } from "../services.ts";
import { anonKey } from "../auth/anon-key.ts";
import { phoneSignInEnabled } from "../auth/phone-codes.ts";
import { loadFirstScreens, type ClientConfig, type FirstScreens } from "./first-screen.ts";
import {
  CLIENT_PAGES,
  FIRST_SCREEN_PAGES,
  isApiPath,
  isKnownCertificate,
  isPublishedCourse,
  withoutTrailingSlash,
} from "./client-pages.ts";
import { registerSeo } from "./seo.routes.ts";
import { pageLanguage, withLanguage } from "./page-language.ts";

export async function registerClient(app: FastifyInstance, services: AppServices) {
  const { config } = services;
  // Served by the API's own origin (SITE_URL = PUBLIC_URL), the client loads the API, files, the PDF worker and the
  // embedded identity server relative to the page ("" = this origin): a phone opening a LAN address, or 127.0.0.1
  // while PUBLIC_URL says localhost, stays on the origin it opened. PUBLIC_URL remains what leaves the
  // browser: links in emails, certificate PDFs, OpenAPI servers.
  const sameOrigin = config.siteUrl === config.publicUrl;
  const clientConfig = async (): Promise<ClientConfig> => ({
    supabaseUrl: config.hostedIdentity || !sameOrigin ? config.supabaseUrl : "",
    supabaseAnonKey: config.hostedIdentity ? config.supabaseAnonKey : await anonKey(config.jwtSecret),
    apiUrl: sameOrigin ? "" : config.publicUrl,
    phoneSignIn: phoneSignInEnabled(services),
  });
  app.get("/config.json", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return clientConfig();
  });

  const dist = clientDistDir(config);
  if (!dist) app.log.warn("client/dist not found: run `npm run build` to serve the web client");
  else await registerStatic(app, dist, config.sourceMaps);

  const firstScreens = dist ? loadFirstScreens(dist, services, clientConfig) : null;
  if (dist && !firstScreens) app.log.warn("client/dist-ssr not found: pages are rendered in the browser only");
  registerSeo(app, services);
  const pages: Pages | null = dist ? { services, firstScreens, sendShell: shellSender(dist) } : null;
  if (pages) {
    for (const url of CLIENT_PAGES) app.get(url, (request, reply) => sendPage(pages, request, reply));
  }

  // Any other path: a JSON 404 for the API, the 404 page for everything else that asks with GET.
  app.setNotFoundHandler((request, reply) => {
    // /auth/callback is a client route (spec section 2); only /auth/v1 belongs to the identity server.
    if (pages && (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url))
      return sendPage(pages, request, reply, true);
    return reply.status(404).send({ error: "Not found" });
  });
}

type SendShell = (request: FastifyRequest, reply: FastifyReply, status?: number) => FastifyReply;

interface Pages {
  services: AppServices;
  firstScreens: FirstScreens | null;
  sendShell: SendShell;
}

/** The shell is small and read once; each answer carries the visitor's language in <html lang>. */
function shellSender(dist: string): SendShell {
  const shell = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  return (request, reply, status = 200) =>
    reply
      .status(status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(withLanguage(shell, pageLanguage(request)));
}

/** A page with its server-rendered first screen and the status it declared, or the plain shell. */
async function sendPage(
  { services, firstScreens, sendShell }: Pages,
  request: FastifyRequest,
  reply: FastifyReply,
  notFound = false,
) {
  // The client's router opens `/about/` as `/about`: say so with a real redirect to the one address.
  const canonical = withoutTrailingSlash(request.url);
  if (canonical) return reply.redirect(canonical, 301);
  if (firstScreens && (notFound || FIRST_SCREEN_PAGES.includes(request.routeOptions.url ?? ""))) {
    try {
      const page = await firstScreens.page(request.url, pageLanguage(request));
      if (page)
        return reply
          .status(page.status)
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8")
          .send(page.html);
    } catch (error) {
      // The plain shell still works: the client then renders the page itself.
      request.log.error({ err: error }, "first screen failed");
    }
  }
  return sendShell(request, reply, notFound ? 404 : await shellStatus(services, request));
}

/** Without a first screen the status comes from the data: a course or certificate page needs its course or code. */
async function shellStatus({ db }: AppServices, request: FastifyRequest): Promise<number> {
  const { courseId, code } = request.params as { courseId?: string; code?: string };
  if (courseId !== undefined && !(await isPublishedCourse(db, courseId))) return 404;
  if (code !== undefined && !(await isKnownCertificate(db, code))) return 404;
  return 200;
}

async function registerStatic(app: FastifyInstance, dist: string, sourceMaps: boolean) {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    // The build writes a map beside every script without naming it in the script (client/vite.config.ts): where
    // SOURCE_MAPS is off they are not served at all, where it is on each script names its map in a header.
    allowedPath: (pathname) => sourceMaps || !pathname.endsWith(".map"),
    // "/" is a page with a server-rendered first screen, not a file.
    index: false,
    // The client build writes .br/.gz next to each asset (client/vite.config.ts); send those when accepted.
    preCompressed: true,
    setHeaders(reply, file) {
      const immutable = file.startsWith(path.join(dist, "assets") + path.sep);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      const script = file.replace(/\.(br|gz)$/, "");
      if (sourceMaps && script.endsWith(".js") && fs.existsSync(`${script}.map`)) {
        reply.header("sourcemap", `/${path.relative(dist, script).split(path.sep).join("/")}.map`);
      }
    },
  });
}
