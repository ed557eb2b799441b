// The browser's entry. A cheap phone evaluating the whole app in one task would not respond to a tap for half a
// second, so the entry only starts what waits on the network, then evaluates the app in stages (React, Emotion,
// MUI and the theme, i18next, Apollo, the app) with a yield to the browser between them: each stage is a task of its own.
// Each stage has a chunk of its own, preloaded from the HTML (client/scripts/boot-stages.ts).
import { initialLanguage, languageFromUrl, rememberLanguage } from "./i18n/browser-language.ts";
import { isLanguage } from "./i18n/languages.ts";
import { registerScriptFont } from "./i18n/script-fonts.ts";
import { loadConfig } from "./lib/config.ts";
import { registerWorkerAfterLoad } from "./lib/pwa/register-worker-after-load.ts";
import { tokenStore } from "./lib/session/token-store.ts";
import { startOnInteraction, type HeldInput } from "./lib/start-on-interaction.ts";
import { yieldToBrowser } from "./lib/yield-to-browser.ts";

const container = document.getElementById("root")!;
// The gateway rendered this page's first screen (ssr/render-first-screen.tsx), inert: a signed-in learner's stays so
// until the app replaces it, a visitor's is made usable at once (below).
const serverRendered = container.hasChildNodes();
// The server rendered what a visitor who is not signed in sees: React adopts that markup (hydrates) for them; a
// signed-in learner's first render differs (their name, enrolled buttons), so it replaces the markup instead.
const adoptMarkup = serverRendered && !tokenStore.get();
// Such a visitor's page is whole as it arrived: the app starts when the visitor starts using it, and what they do
// meanwhile is held for it (decision 023); the chunks still download now, at low priority.
let visitorStarted: Promise<HeldInput> | null = null;
if (adoptMarkup) {
  container.removeAttribute("inert");
  // Which language the app starts in is read at the start: a renderer's first read of document.cookie waits on the
  // browser (docs/performance.md, item 15). The server rendered the page in the language <html lang> names
  // (gateway/src/client/page-language.ts), so its script's font is wanted now; one named on the URL is remembered
  // now too, so that the next page the server renders is in it.
  const named = languageFromUrl(window.location.search);
  const rendered = document.documentElement.lang;
  if (named) rememberLanguage(named);
  else if (isLanguage(rendered)) registerScriptFont(rendered);
  visitorStarted = startOnInteraction(container);
  registerWorkerAfterLoad();
}
// The configuration loads while the app's modules are evaluated.
const configLoaded = loadConfig();

/** Awaits `load` in a task of its own. */
async function stage<T>(load: () => Promise<T>): Promise<T> {
  await yieldToBrowser();
  return load();
}

async function start() {
  const held = await visitorStarted;
  const language = initialLanguage();
  rememberLanguage(language);
  await stage(() => import("react-dom/client"));
  // Emotion adopts the server's styles as its cache is created, then MUI's theme is built.
  await stage(() => import("@emotion/react"));
  await stage(() => import("./app/theme.ts"));
  const [{ createI18n }, i18next] = await stage(() => Promise.all([import("./i18n/i18n.ts"), import("i18next")]));
  // The catalogues load alongside the configuration: the first render is already in the learner's language.
  const i18nLoaded = createI18n(language, i18next.default);
  // Apollo's cache and client, which the app's services create.
  await stage(() => import("@apollo/client/cache"));
  const { loadInitialScreen } = await stage(() => import("./app/router.tsx"));
  const initialScreen = serverRendered ? loadInitialScreen(window.location.pathname) : null;
  const { startApp } = await stage(() => import("./app/start-app.tsx"));
  const [config, i18n, screen] = await Promise.all([configLoaded, i18nLoaded, initialScreen]);
  await startApp(container, { config, i18n, initialScreen: screen, adoptMarkup, onTakeOver: held?.release });
}

start().catch((error: unknown) => {
  console.error(error);
  const alert = document.createElement("p");
  alert.setAttribute("role", "alert");
  alert.textContent = "VidyaPath could not start: the configuration is unavailable. Please reload the page.";
  container.removeAttribute("inert");
  container.replaceChildren(alert);
});
