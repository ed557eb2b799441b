import { Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigate } from "react-router";
import { Box } from "@mui/material";
import { Footer } from "../components/layout/footer.tsx";
import { Header } from "../components/layout/header.tsx";
import { OfflineBanner } from "../components/layout/offline-banner.tsx";
import { LoadingState } from "../components/ui/loading-state.tsx";
import { fileUrl } from "../lib/files.ts";
import { bestSrcSet } from "../lib/image-sources.ts";
import { useSession } from "../lib/session/session-context.tsx";
import { useMe } from "../lib/session/use-me.ts";

export function RootLayout() {
  const session = useSession();
  const { me } = useMe();
  const navigate = useNavigate();
  const headerUser =
    session.authenticated && session.user
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
      <Header user={headerUser} onLogout={logOut} />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives after the first
          paint (a lazy screen, a query) pushes nothing visible down (issue 19: layout shift under 0.1). */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: "100vh" }}>
        <Suspense fallback={<LoadingState text="Loading..." />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
