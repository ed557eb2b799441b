// The service worker's registration alone, without the app: a visitor's page whose app has not started yet
// (decision 023) still installs the worker after it has loaded, so the page opens again offline. The app's side
// (register-pwa.ts) uses the same registration.
import { Workbox } from "workbox-window";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface WorkerRegistration {
  workbox: Workbox;
  /** A new version has been waiting since before the app listened: its "waiting" event has passed. */
  waitedBefore(): boolean;
}

let registration: WorkerRegistration | null | undefined;

/** Registers the worker once per page; null where the browser (or `vite dev`) has none. */
export function registerWorker(): WorkerRegistration | null {
  if (registration !== undefined) return registration;
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return (registration = null);
  const workbox = new Workbox("/service-worker.js", { scope: "/" });
  let waited = false;
  workbox.addEventListener("waiting", () => (waited = true));
  workbox.addEventListener("activated", (event) => {
    if (!event.isUpdate) void workbox.messageSW({ type: "KEEP_PAGE", url: window.location.href });
  });
  workbox
    .register()
    .then(() => setInterval(() => void workbox.update(), UPDATE_CHECK_MS))
    .catch((error: unknown) => console.warn("Service worker registration failed", error));
  registration = { workbox, waitedBefore: () => waited };
  return registration;
}
