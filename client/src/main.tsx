import { StrictMode, useEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { App, createServices } from "./app/app.tsx";
import { loadInitialScreen } from "./app/router.tsx";
import { loadConfig } from "./lib/config.ts";
import { tokenStore } from "./lib/session/token-store.ts";
import { readFirstScreenState } from "./ssr/first-screen.ts";

const container = document.getElementById("root")!;
// The gateway rendered this page's first screen (ssr/render-first-screen.tsx), inert until the app takes over.
const serverRendered = container.hasChildNodes();
const initialScreen = loadInitialScreen(window.location.pathname);
const root = createRoot(container);

/** React replaces the server's markup in its first commit; from then on the page takes input. */
function TakeOver({ children }: { children: ReactNode }) {
  useEffect(() => container.removeAttribute("inert"), []);
  return children;
}

loadConfig()
  .then(async (config) => {
    const services = createServices(config, {
      // Rendered at once, not suspended: the server's markup stays until the same page replaces it.
      initialScreen: serverRendered ? await initialScreen : null,
      // Rendered for an anonymous visitor: a signed-in learner's own fields (isEnrolled) must be fetched.
      cacheState: serverRendered && !tokenStore.get() ? readFirstScreenState(document) : undefined,
    });
    root.render(<StrictMode><TakeOver><App services={services} /></TakeOver></StrictMode>);
    // The service worker and the offline outbox are not needed for the first screen: loaded after it.
    const startPwa = () => void import("./lib/pwa/register-pwa.ts").then(({ registerPwa }) => registerPwa(services.apollo));
    if (document.readyState === "complete") startPwa();
    else window.addEventListener("load", startPwa, { once: true });
  })
  .catch((error: unknown) => {
    console.error(error);
    container.removeAttribute("inert");
    root.render(<p role="alert">VidyaPath could not start: the configuration is unavailable. Please reload the page.</p>);
  });
