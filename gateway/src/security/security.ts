// Security headers and CORS, configured deliberately: the CSP must allow the YouTube embed, the PDF worker
// (a blob/worker from our origin) and GraphiQL's inline bootstrap outside production.
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config/env.ts";

// Resumable staff uploads (tus 1.0, files/resumable-uploads.routes.ts) from a console on another origin.
const TUS_REQUEST_HEADERS = [
  "tus-resumable",
  "upload-length",
  "upload-offset",
  "upload-metadata",
  "upload-defer-length",
  "x-http-method-override",
];
const TUS_RESPONSE_HEADERS = [
  "location",
  "tus-resumable",
  "tus-version",
  "tus-extension",
  "tus-max-size",
  "upload-offset",
  "upload-length",
  "upload-expires",
];

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const identityOrigin = new URL(config.supabaseUrl).origin;
  // The client loads files, the PDF worker and the API from PUBLIC_URL (/config.json's apiUrl): a page opened on
  // another name of the same host (127.0.0.1 for localhost) must still show them.
  const apiOrigin = new URL(config.publicUrl).origin;
  // Razorpay's standard Checkout (docs/payments.md) loads its script, opens its frames and calls its API, only
  // where keys are configured; the built-in test provider is a page of this origin.
  const checkout = config.RAZORPAY_KEY_ID ? ["https://checkout.razorpay.com", "https://api.razorpay.com"] : [];
  const checkoutCalls = checkout.length > 0 ? [...checkout, "https://lumberjack.razorpay.com"] : [];
  // helmet's middleware is built once here: @fastify/helmet rebuilt every header middleware (and re-parsed the
  // CSP) on each request: about 5% of the gateway's CPU under load. Its headers are then taken once (staticHeaders).
  const secureHeaders = staticHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            ...checkout.slice(0, 1),
            ...(config.production ? [] : ["'unsafe-inline'", "'unsafe-eval'"]),
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", apiOrigin, "data:", "blob:", "https:"],
          fontSrc: ["'self'", "data:"],
          mediaSrc: ["'self'", apiOrigin, "blob:", "https:"],
          connectSrc: ["'self'", apiOrigin, identityOrigin, ...checkoutCalls],
          frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com", ...checkout],
          workerSrc: ["'self'", apiOrigin, "blob:"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", identityOrigin, "https://accounts.google.com"],
          frameAncestors: ["'self'"],
        },
      },
      // Videos, PDFs and the PDF worker are fetched cross-origin when the client runs on another host.
      crossOriginResourcePolicy: { policy: "cross-origin" },
      crossOriginEmbedderPolicy: false,
      hsts: config.publicUrl.startsWith("https://") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
  );
  app.addHook("onRequest", (_request, reply, done) => {
    secureHeaders(reply.raw);
    done();
  });
  const allowed = new Set(config.CORS_ORIGINS ?? [config.siteUrl, config.publicUrl]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin) || !config.production),
    credentials: true,
    allowedHeaders: [
      "apikey",
      "authorization",
      "content-type",
      "x-client-info",
      "x-supabase-api-version",
      "range",
      ...TUS_REQUEST_HEADERS,
    ],
    exposedHeaders: [
      // A refused request's wait (load shedding, decision 015): the exam screen spreads its retries by it.
      "retry-after",
      "x-supabase-api-version",
      "content-range",
      "accept-ranges",
      "content-length",
      ...TUS_RESPONSE_HEADERS,
    ],
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * What a header middleware sets, taken once and replayed on every response: helmet's eleven middlewares cost ~1.6%
 * of the gateway's busy time on a progress report (docs/performance.md, Capacity), for headers that are the same
 * on every answer. Refuses, at start, a middleware whose headers depend on the request (a CSP nonce, say).
 */
export function staticHeaders(middleware: Middleware): (res: ServerResponse) => void {
  const capture = (url: string) => {
    const set: Array<[string, string]> = [];
    const removed: string[] = [];
    const res = {
      setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
      removeHeader: (name: string) => removed.push(name),
    };
    const req = { url, method: "GET", headers: { host: url } };
    middleware(req as unknown as IncomingMessage, res as unknown as ServerResponse, (error) => {
      if (error) throw error;
    });
    return { set, removed };
  };
  const headers = capture("/a");
  if (JSON.stringify(headers) !== JSON.stringify(capture("/b?c=d"))) {
    throw new Error("security headers depend on the request: they cannot be computed once");
  }
  return (res) => {
    for (const [name, value] of headers.set) res.setHeader(name, value);
    for (const name of headers.removed) res.removeHeader(name);
  };
}
