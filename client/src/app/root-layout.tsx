import { lazy, Suspense, useRef } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Outlet, useLocation, useNavigate } from "react-router";
import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Footer } from "../components/layout/footer.tsx";
import { Header } from "../components/layout/header.tsx";
import { OfflineBanner } from "../components/layout/offline-banner.tsx";
import { LoadingState } from "../components/ui/loading-state.tsx";
import { fileUrl } from "../lib/files.ts";
import { bestSrcSet } from "../lib/image-sources.ts";
import { useSession } from "../lib/session/session-context.tsx";
import { useMe } from "../lib/session/use-me.ts";
import { useAdoptedMarkup } from "./adopted-markup.ts";
import { RouteError } from "./route-error.tsx";
import { useLanguageChoice } from "./use-language-choice.ts";
import { useScrollToTop } from "./use-scroll-to-top.ts";
import { useFocusOnNavigation } from "./use-focus-on-navigation.ts";

// Signed-in learners only, loaded after sign-in: anonymous public pages never fetch its code or texts.
const NotificationBell = lazy(() =>
  import("../features/notifications/notification-bell.tsx").then((module) => ({ default: module.NotificationBell })),
);

export function RootLayout() {
  const session = useSession();
  const { me } = useMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const adoptedMarkup = useAdoptedMarkup();
  useScrollToTop();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const signedIn = session.authenticated && !!me;
  const chooseLanguage = useLanguageChoice(signedIn, me?.language);
  // The provider session alone keeps the visitor signed in while the backend sync is retried (spec section 8).
  const headerUser = session.user
    ? {
        firstName: me?.firstName || session.user.firstName,
        pictureUrl: fileUrl(me?.profilePicture),
        pictureSrcSet: bestSrcSet(me?.profilePictureSources),
        staff: me?.role === "admin" || me?.role === "instructor",
      }
    : null;

  const logOut = async () => {
    await session.signOut();
    navigate("/", { replace: true });
  };

  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      {/* The first Tab of every page offers to skip the header (WCAG 2.4.1); hidden until focused. */}
      <Box
        component="a"
        href="#main"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: "tooltip",
          px: 2,
          py: 1,
          bgcolor: "background.paper",
          color: "primary.main",
          "&:focus": { top: 8 },
        }}
      >
        {t("common:skipToContent")}
      </Box>
      <Header
        user={headerUser}
        onLogout={logOut}
        onLanguageChange={(language) => void chooseLanguage(language)}
        bell={
          signedIn && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )
        }
      />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives after the first
          paint (a lazy screen, a query) pushes nothing visible down (layout shift under 0.1). */}
      {/* Focused after a page change (use-focus-on-navigation.ts): a region, not a control, so it draws no ring. */}
      <Box
        component="main"
        id="main"
        ref={main}
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: "100vh", "&:focus, &:focus-visible": { outline: "none", boxShadow: "none" } }}
      >
        {/* A failed screen keeps the header and footer, and the next page the learner opens starts afresh. */}
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          {/* Adopted markup has its screen already; later screens load in navigation transitions, which keep the
              page on screen meanwhile. Rendered in the browser alone, a screen that is still loading shows so. */}
          {adoptedMarkup ? (
            <Outlet />
          ) : (
            <Suspense fallback={<LoadingState text={t("common:loading")} />}>
              <Outlet />
            </Suspense>
          )}
        </ErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
