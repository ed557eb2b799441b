import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { App, createServices } from "./app/app.tsx";
import { loadInitialScreen } from "./app/router.tsx";
import { initialLanguage, rememberLanguage } from "./i18n/browser-language.ts";
import { createI18n } from "./i18n/i18n.ts";
import i18next from "i18next";
import { loadConfig } from "./lib/config.ts";
import { tokenStore } from "./lib/session/token-store.ts";
import { readFirstScreenState } from "./ssr/first-screen.ts";

const container = document.getElementById("root")!;
// The gateway rendered this page's first screen (ssr/render-first-screen.tsx), inert until the app takes over.
const serverRendered = container.hasChildNodes();
// The server rendered what a visitor who is not signed in sees: React adopts that markup (hydrates) for them; a
// signed-in learner's first render differs (their name, enrolled buttons), so it replaces the markup instead.
const adoptMarkup = serverRendered && !tokenStore.get();
const initialScreen = loadInitialScreen(window.location.pathname);
let root: Root | undefined;

/** React adopts (or replaces) the server's markup in its first commit; from then on the page takes input. */
function TakeOver({ children }: { children: ReactNode }) {
  useEffect(() => container.removeAttribute("inert"), []);
  return children;
}

/** React rendered the page afresh where the server's markup differed: still correct, only slower. */
function reportHydrationMismatch(error: unknown) {
  console.warn("The server-rendered page differed from the app's first render; it was rendered again", error);
}

const language = initialLanguage();
rememberLanguage(language);
// The catalogues load alongside the configuration: the first render is already in the learner's language.
Promise.all([loadConfig(), createI18n(language, i18next)])
  .then(async ([config, i18n]) => {
    const services = createServices(config, {
      i18n,
      // Rendered at once, not suspended: the server's markup stays until the same page replaces it.
      initialScreen: serverRendered ? await initialScreen : null,
      // Rendered for an anonymous visitor: a signed-in learner's own fields (isEnrolled) must be fetched.
      cacheState: adoptMarkup ? readFirstScreenState(document) : undefined,
      adoptsMarkup: adoptMarkup,
    });
    const app = <StrictMode><TakeOver><App services={services} /></TakeOver></StrictMode>;
    // In a transition React renders (or hydrates) in slices and yields to the browser between them, instead of
    // one long task; the server's markup stays on screen meanwhile.
    startTransition(() => {
      if (adoptMarkup) {
        root = hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
      } else {
        root = createRoot(container);
        root.render(app);
      }
    });
    // The service worker and the offline outbox are not needed for the first screen: loaded after it.
    const startPwa = () => void import("./lib/pwa/register-pwa.ts").then(({ registerPwa }) => registerPwa(services.apollo));
    if (document.readyState === "complete") startPwa();
    else window.addEventListener("load", startPwa, { once: true });
  })
  .catch((error: unknown) => {
    console.error(error);
    container.removeAttribute("inert");
    root ??= createRoot(container);
    root.render(<p role="alert">VidyaPath could not start: the configuration is unavailable. Please reload the page.</p>);
  });
