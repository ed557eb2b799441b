import { useEffect, type ReactNode } from "react";
import { BrowserRouter, useLocation } from "react-router";
import { ApolloProvider } from "@apollo/client/react";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { NotificationsProvider } from "../components/notifications/notifications.tsx";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import type { AppConfig } from "../lib/config.ts";
import { createApolloClient } from "../lib/apollo/client.ts";
import { forgetTranslatedTexts } from "../lib/apollo/request-language.ts";
import { createIdentity } from "../lib/identity/identity.ts";
import { isAuthRoute } from "../lib/identity/identity-start.ts";
import { SessionProvider } from "../lib/session/session-context.tsx";
import { createSessionService, type SessionService } from "../lib/session/session-service.ts";
import { tokenStore } from "../lib/session/token-store.ts";
import { AdoptedMarkup } from "./adopted-markup.ts";
import { AppRoutes, buildRoutes, type InitialScreen } from "./router.tsx";
import { theme } from "./theme.ts";

/** Created once per page, outside React, so StrictMode never builds a second identity client. */
export interface StartOptions {
  /** The interface language's instance, its first-screen catalogues loaded. */
  i18n: I18n;
  /** The page's screen, already loaded: rendered without suspending. */
  initialScreen?: InitialScreen | null;
  /** The Apollo cache the server rendered the first screen from. */
  cacheState?: unknown;
  /** React adopts the server's markup of the first screen (hydrates it) instead of rendering its own. */
  adoptsMarkup?: boolean;
}

export function createServices(
  config: AppConfig,
  { i18n, initialScreen = null, cacheState, adoptsMarkup = false }: StartOptions,
) {
  const identity = createIdentity(config);
  // The Apollo link refreshes the backend token through the session service, which itself uses Apollo.
  let session: SessionService | null = null;
  const apollo = createApolloClient({
    apiUrl: config.apiUrl,
    getToken: tokenStore.get,
    refreshToken: () => session?.refresh() ?? Promise.resolve(null),
    language: () => i18n.language,
  });
  i18n.on("languageChanged", () => void forgetTranslatedTexts(apollo));
  if (cacheState) {
    apollo.cache.restore(cacheState as Parameters<typeof apollo.cache.restore>[0]);
    // The first render adopts markup the server rendered from this very data: no query fetches it again (a
    // cache-and-network catalogue included) until the app has taken the page over (start-app.tsx ends this).
    apollo.prioritizeCacheValues = true;
  }
  session = createSessionService(identity, apollo);
  return { apollo, session, identity, routes: buildRoutes(initialScreen), i18n, adoptsMarkup };
}

export type AppServices = ReturnType<typeof createServices>;

/**
 * Auth screens call the identity server: its client is fetched while their chunk loads, not on the first click.
 * It wraps the routes rather than standing beside them: the tree stays the server renderer's, so the ids React
 * derives from its shape (useId) are the same in the server's markup and the browser's first render.
 */
function IdentityPrefetch({ identity, children }: Pick<AppServices, "identity"> & { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isAuthRoute(pathname))
      identity.ready().catch((error: unknown) => console.error("Identity client failed to load", error));
  }, [identity, pathname]);
  return children;
}

export function App({ services }: { services: AppServices }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationsProvider>
          <ApolloProvider client={services.apollo}>
            <SessionProvider service={services.session}>
              <AdoptedMarkup value={services.adoptsMarkup}>
                <BrowserRouter>
                  <IdentityPrefetch identity={services.identity}>
                    <AppRoutes routes={services.routes} />
                  </IdentityPrefetch>
                </BrowserRouter>
              </AdoptedMarkup>
            </SessionProvider>
          </ApolloProvider>
        </NotificationsProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
