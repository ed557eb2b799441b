// Loaded after the page (main.tsx), in its own chunk: registers the service worker (src/sw/service-worker.ts),
// asks before a new version takes over, refetches public reads the worker found changed, and sends progress
// queued while offline.
import type { ApolloClient } from "@apollo/client";
import { resumeCutPacks } from "../packs/lesson-packs.ts";
import { progressOutbox } from "./progress-outbox.ts";
import { promptOnUpdate } from "./update-prompt.tsx";
import { registerWorker } from "./worker-registration.ts";

export function registerPwa(apollo: ApolloClient) {
  progressOutbox(apollo).start();
  // `vite dev` serves no worker; an older browser has no service workers: the app works without.
  const registration = registerWorker();
  if (!registration) return;
  const { workbox } = registration;
  // Registered before the app started (a visitor's page, decision 023): a version that was already waiting then is
  // announced now.
  promptOnUpdate({
    addEventListener(type, listener) {
      workbox.addEventListener(type, listener);
      if (type === "waiting" && registration.waitedBefore()) listener();
    },
    messageSkipWaiting: () => workbox.messageSkipWaiting(),
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
}
