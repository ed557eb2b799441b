// The browser's cached public reads by their URL (docs/performance.md, Capacity): a GET of a trusted document
// (decision 020) whose remembered answer (remembered-answers.ts) was sent once is known by its URL and Accept
// header and the language it reads in; the next one gets the same bytes at the same content version without its
// query string, variables or extensions being parsed (a remembered answer needs no execution: decision 015). An
// anonymous GET is answered so before the viewer and the execution gate are asked. A signed-in one is answered so
// once its viewer is resolved (an ended session still gets its 401), and only with an answer kept under the
// content cache's "shared" scope for a viewer who reads public courses (`cacheScopeFor`): the same bytes for every
// such reader, never an overlaid answer with a viewer's own fields, never one for anonymous readers only, never to
// staff who see drafts. A learner's own answer (decision 047) is named by their User id and its URL, for them
// alone, while the content cache still holds it. The read limits, security headers, HTTP validators and compression still apply, as to
// every answer (a signed-in answer stays `private, no-store`, http-cache.ts). Any other request, a document text
// or another version goes the long way.
import type { FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { cacheScopeFor, type Viewer } from "@app/schema";
import { requestLanguage } from "../../http/request-language.ts";
import type { KeptFor } from "../../metrics/metrics.ts";
import type { RememberedBytes } from "./content-cache.ts";

interface Kept extends KnownGet {
  /** The content version the bytes were answered at. */
  version: string;
  contentType: string;
  bytes: Buffer;
  /** Kept under the "shared" scope: signed-in readers of public courses may be given it too. */
  shared: boolean;
  /** A learner's own answer: theirs while this holds (the content cache's entry is still the same). */
  holds?: () => boolean;
}

export interface RememberedGet {
  contentType: string;
  bytes: Buffer;
}

/** A remembered answer found by its URL, and whose it is (the metrics' hits). */
export interface KnownGet extends RememberedGet {
  keptFor: KeptFor;
}

export interface RememberedGets {
  /**
   * The remembered answer to this GET by its URL, at the current version: for an anonymous request, or, given its
   * resolved `viewer`, for a signed-in reader of public courses when the answer is the same for every such reader.
   */
  answer(req: FastifyRequest, viewer?: Viewer | null): Promise<KnownGet | undefined> | undefined;
  /** Keeps what the long way answered to a GET of a trusted id for `viewer`, read at `version`. */
  remember(
    req: FastifyRequest,
    version: string,
    answer: RememberedGet,
    kept: Pick<RememberedBytes, "scope" | "holds">,
    viewer: Viewer | null,
  ): void;
}

/**
 * `maxBytes` bounds the URLs and the bytes they name; the bytes are the content cache's own Buffers, so they cost
 * memory again only for an answer the content cache has dropped while its URL is still here.
 */
export function rememberedGets(contentVersion: () => Promise<string>, maxBytes: number): RememberedGets {
  if (maxBytes <= 0) return { answer: () => undefined, remember: () => undefined };
  const urls = (max: number, maxSize: number) =>
    new LRUCache<string, Kept>({ max, maxSize, sizeCalculation: (kept, key) => key.length + kept.bytes.length });
  const byUrl = urls(10_000, maxBytes);
  // Learners' own, apart, as in the content cache: they never evict the URLs every reader shares.
  const ownByUrl = urls(20_000, Math.max(1, Math.floor(maxBytes / 4)));
  // The Accept header decides the media type (plainResultMediaType) and Accept-Language the course texts' language
  // (docs/languages.md): both are part of the key, which is one string. The token is not: a shared answer's
  // bytes are the same for every reader it may be given to.
  const keyOf = (req: FastifyRequest) =>
    `${req.headers.accept ?? ""}\n${requestLanguage(req.headers) ?? ""}\n${req.url}`;
  const anonymous = (req: FastifyRequest) => req.headers.authorization === undefined;

  return {
    answer(req, viewer) {
      if (req.method !== "GET") return undefined;
      const signedIn = !anonymous(req);
      if (signedIn && viewer && ownByUrl.size > 0 && cacheScopeFor("learner", viewer) === "learner") {
        const own = ownByUrl.get(`${viewer.userId}\n${keyOf(req)}`);
        if (own?.holds?.()) return current(own);
      }
      if (byUrl.size === 0) return undefined;
      if (signedIn && !(viewer && cacheScopeFor("shared", viewer) === "shared")) return undefined;
      const kept = byUrl.get(keyOf(req));
      return kept && (kept.shared || !signedIn) ? current(kept) : undefined;
    },
    remember(req, version, answer, { scope, holds }, viewer) {
      if (req.method !== "GET") return;
      if (scope === "learner" && holds && viewer && !anonymous(req)) {
        ownByUrl.set(`${viewer.userId}\n${keyOf(req)}`, {
          version,
          shared: false,
          holds,
          keptFor: "learner",
          ...answer,
        });
        return;
      }
      const shared = scope === "shared";
      // An overlaid answer read with a token carries its viewer's own fields: never named by its URL.
      if (shared || anonymous(req)) byUrl.set(keyOf(req), { version, shared, keptFor: "everyone", ...answer });
    },
  };

  async function current(kept: Kept): Promise<KnownGet | undefined> {
    return (await contentVersion()) === kept.version ? kept : undefined;
  }
}
