// The app's last boot stage (main.tsx): its services, then React adopting or replacing the server's markup.
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { ApolloClient } from "@apollo/client";
import type { i18n as I18n } from "i18next";
import type { AppConfig } from "../lib/config.ts";
import { prepareFormatters } from "../i18n/format.ts";
import { yieldToBrowser } from "../lib/yield-to-browser.ts";
import { App, createServices } from "./app.tsx";
import type { InitialScreen } from "./router.tsx";
import { readFirstScreenState } from "../ssr/first-screen.ts";

export interface Start {
  config: AppConfig;
  i18n: I18n;
  /** The page's screen when the server rendered it: rendered at once, so the server's markup stays until replaced. */
  initialScreen: InitialScreen | null;
  /** React adopts the server's markup (an anonymous visitor's page) instead of rendering its own. */
  adoptMarkup: boolean;
  /** Called once the app has taken the page over (hands it what the visitor did before, main.tsx). */
  onTakeOver?: () => void;
}

/**
 * React adopts (or replaces) the server's markup in its first commit; from then on the page takes input, and
 * queries fetch as their policies say.
 */
function TakeOver({
  container,
  apollo,
  onTakeOver,
  children,
}: {
  container: HTMLElement;
  apollo: ApolloClient;
  onTakeOver?: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    container.removeAttribute("inert");
    // What the e2e journeys wait for: the page is the app's from here on.
    container.dataset.app = "started";
    apollo.prioritizeCacheValues = false;
    if (!onTakeOver) return;
    // After the frame: the updates that hydration's own ref callbacks scheduled (MUI's Select learns its element
    // so) have rendered by then, so a press handed over finds the controls as a later press would.
    const frame = requestAnimationFrame(() => setTimeout(onTakeOver));
    return () => cancelAnimationFrame(frame);
  }, [container, apollo, onTakeOver]);
  return children;
}

/** React rendered the page afresh where the server's markup differed: still correct, only slower. */
function reportHydrationMismatch(error: unknown) {
  console.warn("The server-rendered page differed from the app's first render; it was rendered again", error);
}

export async function startApp(container: HTMLElement, start: Start) {
  const services = createServices(start.config, {
    i18n: start.i18n,
    initialScreen: start.initialScreen,
    // The data of markup rendered for an anonymous visitor; a signed-in learner's own fields (isEnrolled) are fetched.
    cacheState: start.adoptMarkup ? readFirstScreenState(document) : undefined,
    adoptsMarkup: start.adoptMarkup,
  });
  await yieldToBrowser();
  prepareFormatters(start.i18n.language);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <TakeOver container={container} apollo={services.apollo} onTakeOver={start.onTakeOver}>
        <App services={services} />
      </TakeOver>
    </StrictMode>
  );
  // In a transition React renders (or hydrates) in slices and yields to the browser between them, instead of
  // one long task; the server's markup stays on screen meanwhile.
  startTransition(() => {
    if (start.adoptMarkup) {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
    } else {
      createRoot(container).render(app);
    }
  });
  // The service worker and the offline outbox are not needed for the first screen: loaded after it.
  const startPwa = () =>
    void import("../lib/pwa/register-pwa.ts").then(({ registerPwa }) => registerPwa(services.apollo));
  if (document.readyState === "complete") startPwa();
  else window.addEventListener("load", startPwa, { once: true });
}
