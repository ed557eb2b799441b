// The header's bell (docs/notifications.md): the unread count, read when the bell mounts, every minute while the tab
// is visible and whenever the learner comes back to it; the list loads on the first open. The header renders it
// for a signed-in learner only, as a lazy chunk (app/root-layout.tsx), so public pages carry none of it.
import { lazy, Suspense, useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Badge, Box, CircularProgress, IconButton, Popover } from "@mui/material";
import { createSvgIcon } from "@mui/material/utils";
import { useTranslation } from "react-i18next";
import { UnreadNotificationCountDocument } from "../../gql/graphql.ts";

const BellIcon = createSvgIcon(
  <path d="M12 22c1.1 0 2-.9 2-2h-4a2 2 0 0 0 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z" />,
  "Notifications",
);

const NotificationList = lazy(() =>
  import("./notification-list.tsx").then((module) => ({ default: module.NotificationList })),
);

const POLL_MS = 60_000;

export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, refetch } = useQuery(UnreadNotificationCountDocument, {
    fetchPolicy: "cache-and-network",
    pollInterval: POLL_MS,
    skipPollAttempt: () => document.hidden,
  });
  useEffect(() => {
    const refresh = () => {
      if (!document.hidden) void refetch().catch(() => undefined);
    };
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [refetch]);
  const count = data?.unreadNotificationCount ?? 0;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={count > 0 ? t("notifications:bell.labelUnread", { count }) : t("notifications:bell.label")}
        aria-haspopup="dialog"
        aria-expanded={anchor ? "true" : "false"}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notification-bell"
      >
        <Badge badgeContent={count} color="error" max={99}>
          <BellIcon />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: { role: "dialog", "aria-label": t("notifications:list.title"), sx: { width: 360, maxWidth: "95vw" } },
        }}
      >
        <Suspense
          fallback={
            <Box sx={{ p: 3, display: "flex", justifyContent: "center" }}>
              <CircularProgress size={24} />
            </Box>
          }
        >
          <NotificationList onClose={() => setAnchor(null)} />
        </Suspense>
      </Popover>
    </>
  );
}
