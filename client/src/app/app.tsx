import { RouterProvider } from "react-router";
import { ApolloProvider } from "@apollo/client/react";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { MaterialDesignContent, SnackbarProvider } from "notistack";
import { styled } from "@mui/material/styles";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import type { AppConfig } from "../lib/config.ts";
import { createApolloClient } from "../lib/apollo/client.ts";
import { createIdentity } from "../lib/identity/identity.ts";
import { isAuthRoute } from "../lib/identity/identity-start.ts";
import { SessionProvider } from "../lib/session/session-context.tsx";
import { createSessionService, type SessionService } from "../lib/session/session-service.ts";
import { tokenStore } from "../lib/session/token-store.ts";
import { createRouter, type InitialScreen } from "./router.tsx";
import { theme } from "./theme.ts";

/** Created once per page, outside React, so StrictMode never builds a second identity client. */
export interface StartOptions {
  /** The interface language's instance, its first-screen catalogues loaded. */
  i18n: I18n;
  /** The page's screen, already loaded: rendered without suspending. */
  initialScreen?: InitialScreen | null;
  /** The Apollo cache the server rendered the first screen from. */
  cacheState?: unknown;
}

export function createServices(config: AppConfig, { i18n, initialScreen = null, cacheState }: StartOptions) {
  const identity = createIdentity(config);
  // The Apollo link refreshes the backend token through the session service, which itself uses Apollo.
  let session: SessionService | null = null;
  const apollo = createApolloClient({
    apiUrl: config.apiUrl,
    getToken: tokenStore.get,
    refreshToken: () => session?.refresh() ?? Promise.resolve(null),
  });
  if (cacheState) apollo.cache.restore(cacheState as Parameters<typeof apollo.cache.restore>[0]);
  session = createSessionService(identity, apollo);
  const router = createRouter(initialScreen);
  // Auth screens call the identity server: fetch its client while their chunk loads, not on the first click.
  router.subscribe(({ location }) => {
    if (isAuthRoute(location.pathname)) identity.ready().catch((error: unknown) => console.error("Identity client failed to load", error));
  });
  return { apollo, session, router, i18n };
}

export type AppServices = ReturnType<typeof createServices>;

// notistack's default greens and oranges fail WCAG AA contrast with white text; use the theme's dark shades.
const Toast = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  "&.notistack-MuiContent-success": { backgroundColor: palette.success.dark },
  "&.notistack-MuiContent-error": { backgroundColor: palette.error.dark },
  "&.notistack-MuiContent-warning": { backgroundColor: palette.warning.dark, color: palette.common.black },
  "&.notistack-MuiContent-info": { backgroundColor: palette.info.dark },
}));
const toastComponents = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

export function App({ services }: { services: AppServices }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider anchorOrigin={{ vertical: "top", horizontal: "right" }} autoHideDuration={5000} maxSnack={4} Components={toastComponents}>
          <ApolloProvider client={services.apollo}>
            <SessionProvider service={services.session}>
              <RouterProvider router={services.router} />
            </SessionProvider>
          </ApolloProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
