// Server entry (built with `vite build --ssr`, run by the gateway): renders the first screen of a public page as
// an anonymous visitor sees it, with its data, so a phone on a slow network shows the page as soon as the HTML
// arrives instead of after ~200 KB of JavaScript, the screen's chunk and its queries. The client then renders
// the same tree from the same data over it and adopts the markup (main.tsx).
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ApolloClient, ApolloLink, type DocumentNode } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { NotificationsProvider } from "../components/notifications/notifications.tsx";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "../i18n/i18n.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages.ts";
import { from } from "rxjs";
import { createCache } from "../lib/apollo/cache.ts";
import { setConfig, type AppConfig } from "../lib/config.ts";
import { PageMetaCollector, type PageMeta } from "../lib/page-meta.ts";
import { SessionProvider } from "../lib/session/session-context.tsx";
import type { SessionService } from "../lib/session/session-service.ts";
import { AdoptedMarkup } from "../app/adopted-markup.ts";
import { AppRoutes, buildRoutes, loadInitialScreen, routePattern } from "../app/router.tsx";
import { theme } from "../app/theme.ts";
import { FIRST_SCREEN_PATHS } from "./first-screen.ts";
import type { FirstScreen, QueryResult, RenderTarget } from "./first-screen-protocol.ts";
import { pageHead } from "./page-head.ts";

/** Runs one query of the page in the server's process, as an anonymous viewer. */
export type ExecuteQuery = (
  query: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string,
) => Promise<QueryResult>;

// One instance per language, its catalogues loaded once: renders only read it.
const instances = new Map<Language, Promise<I18n>>();
function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) instances.set(language, (instance = createI18n(language)));
  return instance;
}

/**
 * Null for pages that are not rendered on the server (personal and staff pages). `language` is the one the browser
 * will start in (the `lang` cookie or `?lang=`, i18n/browser-language.ts), so both agree.
 */
export async function renderFirstScreen(
  { url, config, publicUrl, language = DEFAULT_LANGUAGE }: RenderTarget<AppConfig>,
  executeQuery: ExecuteQuery,
): Promise<FirstScreen | null> {
  setConfig(config);
  const pathname = new URL(url, "http://first-screen").pathname;
  if (!FIRST_SCREEN_PATHS.includes(routePattern(pathname))) return null;
  // The screen is loaded first and rendered as a plain element, as the browser will (main.tsx): a suspended lazy
  // screen would be streamed with an inline script to reveal it, which the CSP (script-src 'self') blocks.
  const routes = buildRoutes(await loadInitialScreen(pathname));
  const apollo = new ApolloClient({
    ssrMode: true,
    cache: createCache(),
    link: new ApolloLink((operation) =>
      from(executeQuery(operation.query, operation.variables, operation.operationName)),
    ),
  });
  const i18n = await i18nFor(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  let meta: PageMeta | null = null;
  const tree = (
    <PageMetaCollector value={(declared) => (meta = declared)}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <NotificationsProvider>
            <ApolloProvider client={apollo}>
              <SessionProvider service={anonymousVisitor}>
                <AdoptedMarkup value>
                  <StaticRouter location={url}>
                    <AppRoutes routes={routes} />
                  </StaticRouter>
                </AdoptedMarkup>
              </SessionProvider>
            </ApolloProvider>
          </NotificationsProvider>
        </ThemeProvider>
      </I18nextProvider>
    </PageMetaCollector>
  );
  // renderToString, not a streaming prerender: React outlines boundaries that finish after the shell and reveals
  // them with inline scripts, which the CSP blocks; with the screen loaded up front nothing needs to suspend, and
  // Apollo renders again until every query has its data.
  const { result } = await prerenderStatic({ tree, context: { client: apollo }, renderFunction: renderToString });
  return {
    html: result,
    state: apollo.extract(),
    head: pageHead(meta, { publicUrl, pathname, language: i18n.language }),
  };
}

/**
 * The server knows no session (the backend token lives in the browser's storage): it renders what a visitor
 * who is not signed in sees. Nothing here runs while rendering; only effects and handlers would call it.
 */
const notOnServer = () => {
  throw new Error("Session actions run in the browser only");
};
const anonymousVisitor = {
  auth: new Proxy({}, { get: notOnServer }),
  sync: notOnServer,
  refresh: notOnServer,
  clearLocal: notOnServer,
  beforeSignOut: notOnServer,
} as unknown as SessionService;
