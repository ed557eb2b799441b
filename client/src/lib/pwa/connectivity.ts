// Whether the app is offline, for the 'You are offline' banner: the browser's own signal (navigator.onLine,
// which misses a network that is up but leads nowhere) and the fate of the app's last API request (a fetch that
// failed, or an answer the service worker took from its cache because the network failed: OFFLINE_HEADER).
import { useSyncExternalStore } from "react";
import { OFFLINE_HEADER } from "./request-rules.ts";

let lastRequestFailed = false;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function setFailed(failed: boolean) {
  if (failed === lastRequestFailed) return;
  lastRequestFailed = failed;
  notify();
  if (!failed) reconnected();
}

const reconnected = () => reconnectListeners.forEach((listener) => listener());

/**
 * The app's one reconnect signal: calls `listener` when the browser says it is online again and each time a request
 * reaches the server again after one failed, the surest sign (the browser's 'online' event can come before requests
 * get through, or not at all).
 */
export function onReconnect(listener: () => void): () => void {
  if (reconnectListeners.size === 0) window.addEventListener("online", reconnected);
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
    if (reconnectListeners.size === 0) window.removeEventListener("online", reconnected);
  };
}

function subscribe(listener: () => void) {
  const online = () => setFailed(false);
  listeners.add(listener);
  window.addEventListener("online", online);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", online);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export const isOffline = () => !navigator.onLine || lastRequestFailed;

/** fetch for the API client: records whether the request reached the server. */
export const observedFetch: typeof fetch = (input, init) =>
  fetch(input, init).then(
    (response) => {
      setFailed(response.headers.get(OFFLINE_HEADER) === "1");
      return response;
    },
    (error: unknown) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) setFailed(true);
      throw error;
    },
  );

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
