// HTTP caching of the API's answers for CDNs and slow networks (docs/operations.md). Anonymous GET reads of /api and
// /graphql are the same for every visitor: they carry a strong ETag (a hash of their bytes, so every replica
// names one answer alike), answer a matching If-None-Match with 304, and may be kept by shared caches for a
// minute and served stale while revalidating. Everything else on /api, /graphql and /auth is personal or a
// write: `private, no-store`. Routes that set their own Cache-Control (files, documentation, the client's
// pages and assets) keep it.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";

export const PUBLIC_JSON = "public, max-age=60, stale-while-revalidate=600";
export const PERSONAL = "private, no-store";

/** Large texts are hashed once (~4 ms per 1.4 MB catalogue), not on every send. */
const MEMO_FROM = 16_384;

export function registerHttpCache(app: FastifyInstance) {
  // The content cache hands out one Buffer per remembered answer (REST and /graphql alike): known by identity.
  const bufferTags = new WeakMap<Buffer, string>();
  // Texts made afresh per request are known by value; V8 hashes a long string by its length, so a lookup
  // costs one comparison with the text it equals.
  const textTags = new LRUCache<string, string>({
    maxSize: 64 * 2 ** 20,
    sizeCalculation: (_tag, text) => text.length,
  });
  const tagOf = (body: string | Buffer) => {
    if (Buffer.isBuffer(body)) {
      // Remembered answers of every size: a lookup by identity costs less than hashing even a small one.
      let tag = bufferTags.get(body);
      if (!tag) bufferTags.set(body, (tag = hashOf(body)));
      return tag;
    }
    if (body.length < MEMO_FROM) return hashOf(body);
    let tag = textTags.get(body);
    if (!tag) textTags.set(body, (tag = hashOf(body)));
    return tag;
  };

  app.addHook("onSend", async (request, reply, payload) => {
    if (!isApi(request.url) || reply.hasHeader("cache-control")) return payload;
    if (!isPublicRead(request, reply)) {
      reply.header("cache-control", PERSONAL);
      return payload;
    }
    // A stream (incremental delivery) is not hashed; it is not kept either.
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) {
      reply.header("cache-control", PERSONAL);
      return payload;
    }
    // A GraphQL answer with errors (a bad id, an outage) is not worth keeping: its cause may pass.
    if (request.url.startsWith("/graphql") && payloadStartsWith(payload, `{"errors"`)) {
      reply.header("cache-control", "no-cache");
      return payload;
    }
    const etag = `"${tagOf(payload)}"`;
    // Answers differ with the bearer token: a shared cache must not hand an anonymous answer to a signed-in reader.
    // Course texts differ with the reader's language (docs/languages.md): nor one language's answer to another.
    reply.header("cache-control", PUBLIC_JSON).header("etag", etag).header("vary", "authorization, accept-language");
    if (!matches(request.headers["if-none-match"], etag)) return payload;
    reply.code(304).removeHeader("content-length");
    return "";
  });
}

const isApi = (url: string) => url.startsWith("/api/") || url.startsWith("/graphql") || url.startsWith("/auth/");

function isPublicRead(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (reply.statusCode !== 200 || request.headers.authorization) return false;
  // The identity server's answers (settings aside, sessions and redirects) are never shared.
  return !request.url.startsWith("/auth/");
}

const hashOf = (body: string | Buffer) => crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32);

function payloadStartsWith(payload: string | Buffer, prefix: string): boolean {
  return typeof payload === "string"
    ? payload.startsWith(prefix)
    : payload.subarray(0, prefix.length).toString() === prefix;
}

/** If-None-Match uses the weak comparison (RFC 9110, 13.1.2): a CDN may have weakened the tag on the way. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === etag;
  });
}
