import { Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Box } from "@mui/material";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { AccessDenied } from "./access-denied.tsx";
import { AdminNav } from "./admin-nav.tsx";
import { mayOpen } from "./admin-sections.ts";
import { useStaffAccess } from "./use-staff-role.ts";
import { useTranslation } from "react-i18next";

/**
 * The console's frame and guard. The pages (and their staff queries) render only for staff allowed into the
 * section: students and instructors outside their sections get the refusal without any staff request.
 */
export function AdminLayout() {
  const access = useStaffAccess();
  const location = useLocation();
  const { t } = useTranslation("admin");
  if (access.state === "loading") return <LoadingState text={t("common:loading")} />;
  if (access.state === "anonymous") {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  if (access.state === "refused") return <AccessDenied />;
  return (
    <Box sx={{ display: "flex", flexDirection: { xs: "column", md: "row" }, minHeight: { md: "70vh" } }}>
      <AdminNav role={access.role} />
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        {mayOpen(access.role, location.pathname) ? (
          <Suspense fallback={<LoadingState text={t("common:loading")} />}>
            <Outlet context={access} />
          </Suspense>
        ) : (
          <AccessDenied />
        )}
      </Box>
    </Box>
  );
}
