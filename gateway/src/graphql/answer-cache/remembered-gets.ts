// The browser's cached public reads by their URL (docs/performance.md, Capacity): an anonymous GET of a trusted
// document (decision 020) whose remembered answer (remembered-answers.ts) was sent once is known by its URL and
// Accept header and the language it reads in; the next one gets the same bytes at the same content version without its query string, variables
// or extensions being parsed, and before the viewer and the execution gate are asked (a remembered answer needs no
// execution: decision 015). The read limits, security headers, HTTP validators and compression still apply, as
// to every answer. A request with an Authorization header, a document text or another version goes the long way.
import type { FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { requestLanguage } from "../../http/request-language.ts";

interface Kept {
  /** The content version the bytes were answered at. */
  version: string;
  contentType: string;
  bytes: Buffer;
}

export interface RememberedGet {
  contentType: string;
  bytes: Buffer;
}

export interface RememberedGets {
  /** The remembered answer to this request if it is an anonymous GET known by its URL, at the current version. */
  answer(req: FastifyRequest): Promise<RememberedGet | undefined> | undefined;
  /** Keeps what the long way answered to an anonymous GET of a trusted id, read at `version`. */
  remember(req: FastifyRequest, version: string, answer: RememberedGet): void;
}

/**
 * `maxBytes` bounds the URLs and the bytes they name; the bytes are the content cache's own Buffers, so they cost
 * memory again only for an answer the content cache has dropped while its URL is still here.
 */
export function rememberedGets(contentVersion: () => Promise<string>, maxBytes: number): RememberedGets {
  if (maxBytes <= 0) return { answer: () => undefined, remember: () => undefined };
  const byUrl = new LRUCache<string, Kept>({
    max: 10_000,
    maxSize: maxBytes,
    sizeCalculation: (kept, key) => key.length + kept.bytes.length,
  });
  // The Accept header decides the media type (plainResultMediaType) and Accept-Language the course texts' language
  // (docs/languages.md): both are part of the key, which is one string.
  const keyOf = (req: FastifyRequest) =>
    `${req.headers.accept ?? ""}\n${requestLanguage(req.headers) ?? ""}\n${req.url}`;
  const anonymousGet = (req: FastifyRequest) => req.method === "GET" && req.headers.authorization === undefined;

  return {
    answer(req) {
      if (!anonymousGet(req) || byUrl.size === 0) return undefined;
      const kept = byUrl.get(keyOf(req));
      return kept && current(kept);
    },
    remember(req, version, answer) {
      if (anonymousGet(req)) byUrl.set(keyOf(req), { version, ...answer });
    },
  };

  async function current(kept: Kept): Promise<RememberedGet | undefined> {
    return (await contentVersion()) === kept.version ? kept : undefined;
  }
}
