/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest, registered by lib/pwa/register-pwa.ts). docs/offline.md:
// the app shell is precached; pages, /config.json and GraphQL reads fall back to what was last seen when the
// network fails; anonymous (public) reads are served stale-while-revalidate; PDFs opened once open again
// offline. A new version waits until the learner chooses 'Reload' (registerType 'prompt').
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { answerFile } from "./file-cache.ts";
import { answerGraphql } from "./graphql-cache.ts";
import { downloadPack, pauseEveryPack, pausePack, PDF_WORKER_CACHE, removePack, resumePacks } from "./pack-download.ts";
import { announcePacks } from "../lib/packs/pack-store.ts";
import { closeEpoch } from "./personal-writes.ts";
import { browserStorage, wipePersonalData } from "../lib/device/personal-data.ts";
import { isAppNavigation } from "../lib/pwa/request-rules.ts";
import { openPushLink, showPush } from "./push-notifications.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const PAGES = "pages";
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// "/" is a server-rendered page, not the precached shell: no directory index, so the navigation route below
// takes it (and keeps its embedded first screen for offline reloads).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();

// Lesson packs (pack-download.ts): the page plans a pack and asks; the worker downloads, pauses and deletes it.
self.addEventListener("message", (event) => {
  const message = event.data as { type?: string; id?: string; partition?: string } | null;
  if (message?.type === "PACK_DOWNLOAD" && message.id) event.waitUntil(downloadPack(message.id));
  if (message?.type === "PACK_PAUSE" && message.id) event.waitUntil(pausePack(message.id));
  if (message?.type === "PACK_DELETE" && message.id) event.waitUntil(removePack(message.id));
  if (message?.type === "PACK_RESUME" && message.partition) event.waitUntil(resumePacks(message.partition));
});

self.addEventListener("message", (event) => {
  const message = event.data as { type?: string; url?: string } | null;
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  // The page the worker was installed from was loaded before it: kept now so it reloads offline too.
  if (message?.type === "KEEP_PAGE" && message.url) {
    const url = new URL(message.url);
    if (sameOrigin(url) && isAppNavigation(url.pathname))
      event.waitUntil(caches.open(PAGES).then((cache) => cache.add(url.href)));
  }
});

// Pages kept by an older version name that version's assets, which its precache no longer holds.
self.addEventListener("activate", (event) => event.waitUntil(caches.delete(PAGES)));

// Notifications pushed by the gateway (push-notifications.ts, docs/notifications.md).
self.addEventListener("push", (event) => event.waitUntil(showPush(self, event.data?.text())));
self.addEventListener("notificationclick", (event) => event.waitUntil(openPushLink(self, event.notification)));
// A first install takes the open pages at once (they are of its own version); an update waits for 'Reload'.
clientsClaim();

registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && isAppNavigation(url.pathname),
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 6,
    plugins: [{ handlerDidError: async () => (await matchPrecache("/index.html")) ?? Response.error() }],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === "/config.json",
  new NetworkFirst({ cacheName: "config", networkTimeoutSeconds: 6 }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === "/pdf.worker.min.mjs",
  new StaleWhileRevalidate({ cacheName: PDF_WORKER_CACHE }),
);

registerRoute(({ url }) => sameOrigin(url) && url.pathname === "/graphql", answerGraphql, "POST");
registerRoute(({ url }) => sameOrigin(url) && url.pathname === "/graphql", answerGraphql, "GET");

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith("/api/files/") || url.pathname.startsWith("/api/certificates/")) &&
    !request.headers.has("authorization"),
  answerFile,
);

// Public REST reads (catalogue, courses, listings) for pages or tools on this origin; personal ones carry a token.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    url.pathname.startsWith("/api/") &&
    !url.pathname.startsWith("/api/files/") &&
    !url.pathname.startsWith("/api/certificates/") &&
    !request.headers.has("authorization"),
  new StaleWhileRevalidate({ cacheName: "public-api" }),
);

// Signing out (lib/device/sign-out.ts asks, and waits for the answer on the message's port): reads of the learner
// still on their way are kept out of the caches, downloads stop, and everything personal on the device goes
// (lib/device/personal-data.ts). A shared phone in a family is common.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type !== "SIGN_OUT") return;
  const reply = event.ports[0];
  event.waitUntil(
    (async () => {
      await closeEpoch();
      await pauseEveryPack();
      await wipePersonalData(browserStorage());
      announcePacks();
    })().then(
      () => reply?.postMessage({ done: true }),
      (error: unknown) => reply?.postMessage({ done: false, error: String(error) }),
    ),
  );
});
