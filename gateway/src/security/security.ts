// Security headers and CORS, configured deliberately: the CSP must allow the YouTube embed, the PDF worker
// (a blob/worker from our origin) and GraphiQL's inline bootstrap outside production.
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
  // helmet's middleware is built once here: @fastify/helmet rebuilt every header middleware (and re-parsed the
  // CSP) on each request: about 5% of the gateway's CPU under load.
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(config.production ? [] : ["'unsafe-inline'", "'unsafe-eval'"])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", apiOrigin, "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'", apiOrigin, "blob:", "https:"],
        connectSrc: ["'self'", apiOrigin, identityOrigin],
        frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
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
  });
  app.addHook("onRequest", (request, reply, done) =>
    secureHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
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
      "x-supabase-api-version",
      "content-range",
      "accept-ranges",
      "content-length",
      ...TUS_RESPONSE_HEADERS,
    ],
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
  });
}
