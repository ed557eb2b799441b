/// <reference lib="webworker" />
// Files under /api/files (lesson PDFs, pictures): from the network while online, kept after a full 200 answer,
// and served from that copy when the network fails. pdf.js asks for byte ranges once it knows the size: a range
// of a kept file is cut from the copy (online too: the bytes of a stored file do not change under its name).
// Videos are kept only in lesson packs the learner chose to download (pack-download.ts); other video ranges go to
// the network as they are.
import type { RouteHandlerCallbackOptions } from "workbox-core";
import { createPartialResponse } from "workbox-range-requests";
import { CacheExpiration } from "workbox-expiration";
import { isPackCache } from "../lib/packs/pack-store.ts";
import { keepPersonal, personalEpoch } from "./personal-writes.ts";

const FILES = "files";
const kept = /^(application\/pdf|image\/)/;
// Bounds the copies kept on a phone; the least recently kept go first.
const expiration = new CacheExpiration(FILES, { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 });

/**
 * Also a certificate's PDF: public by its code, but it names its learner, so it is kept here, with what signing out
 * deletes (lib/device/personal-data.ts), not with the public REST reads.
 */
export async function answerFile({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  // A picture or PDF opened while signed in is personal: not kept if the learner signed out while it came.
  const since = personalEpoch();
  // A file of a downloaded lesson pack is answered from the device, online too (it saves the learner's data).
  const packed = await packedCopy(request.url);
  if (packed) return request.headers.has("range") ? createPartialResponse(request, packed) : packed;
  const cache = await caches.open(FILES);
  const copy = await cache.match(request.url);
  if (request.headers.has("range")) return copy ? createPartialResponse(request, copy) : fetch(request);
  try {
    const response = await fetch(request, personalFile(request.url) ? { cache: "no-store" } : undefined);
    if (response.status === 200 && kept.test(response.headers.get("content-type") ?? "")) {
      const fresh = response.clone();
      (event as ExtendableEvent).waitUntil(
        keepPersonal(since, () =>
          cache
            .put(request.url, fresh)
            .then(() => expiration.updateTimestamp(request.url))
            .then(() => expiration.expireEntries()),
        ).catch(() => undefined),
      );
    }
    return response;
  } catch (error) {
    if (copy) return copy;
    throw error;
  }
}

/**
 * A certificate's PDF names its learner and the gateway lets browsers keep it a few minutes (a public REST read):
 * fetched past the browser's HTTP cache, which no sign-out can empty offline, so only the copy above holds it.
 */
const personalFile = (url: string) => new URL(url).pathname.startsWith("/api/certificates/");

/** The file as a lesson pack holds it. Only the signed-in learner's packs are on the device: signing out deletes them. */
async function packedCopy(url: string): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isPackCache)) {
    const copy = await (await caches.open(name)).match(url);
    if (copy) return copy;
  }
  return undefined;
}
