// Loaded after the page (main.tsx), in its own chunk: registers the service worker (src/sw/service-worker.ts),
// asks before a new version takes over, refetches public reads the worker found changed, and sends progress
// queued while offline.
import type { ApolloClient } from "@apollo/client";
import { Workbox } from "workbox-window";
import { resumeCutPacks } from "./lesson-packs.ts";
import { progressOutbox } from "./progress-outbox.ts";
import { promptOnUpdate } from "./update-prompt.tsx";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerPwa(apollo: ApolloClient) {
  progressOutbox(apollo).start();
  // `vite dev` serves no worker; an older browser has no service workers: the app works without.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/service-worker.js", { scope: "/" });
  promptOnUpdate(workbox);
  workbox.addEventListener("activated", (event) => {
    if (!event.isUpdate) void workbox.messageSW({ type: "KEEP_PAGE", url: window.location.href });
  });
  navigator.serviceWorker.addEventListener(
    "message",
    (event: MessageEvent<{ type?: string; operationName?: string }>) => {
      if (event.data?.type === "public-data-updated" && event.data.operationName)
        void apollo.refetchQueries({ include: [event.data.operationName] });
    },
  );
  // Lesson packs cut by a dropped network or a closed tab go on when the app is back (sw/pack-download.ts).
  window.addEventListener("online", () => void resumeCutPacks());
  void navigator.serviceWorker.ready.then(() => resumeCutPacks());
  workbox
    .register()
    .then(() => setInterval(() => void workbox.update(), UPDATE_CHECK_MS))
    .catch((error: unknown) => console.warn("Service worker registration failed", error));
}
