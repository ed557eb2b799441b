// Part of the entry chunk (main.tsx): the worker's registration, loaded once the page has loaded, for a visitor's
// page whose app waits for the visitor (decision 023); the app's own start registers it too, once.
export function registerWorkerAfterLoad() {
  const register = () => void import("./worker-registration.ts").then(({ registerWorker }) => registerWorker());
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
