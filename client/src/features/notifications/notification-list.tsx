// The notification centre's list: newest first, each in the reader's language with how long ago it came, a click
// marks it read and opens its place; "Mark all as read" clears the count.
import { useMutation, useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationListDocument,
  UnreadNotificationCountDocument,
} from "../../gql/graphql.ts";
import { notificationText } from "./notification-text.ts";
import { relativeTime } from "./relative-time.ts";

const PAGE = 20;

export function NotificationList({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation("notifications");
  const { data, loading, error, fetchMore } = useQuery(NotificationListDocument, {
    variables: { first: PAGE },
    fetchPolicy: "cache-and-network",
  });
  const recount = { refetchQueries: [UnreadNotificationCountDocument] };
  const [markRead] = useMutation(MarkNotificationReadDocument, recount);
  const [markAll, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument, {
    refetchQueries: [UnreadNotificationCountDocument, NotificationListDocument],
  });
  const page = data?.notifications;
  const items = page?.items ?? [];
  const unread = items.some((item) => !item.readAt);

  const more = () =>
    fetchMore({
      variables: { first: PAGE, after: page?.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        notifications: {
          ...fetchMoreResult.notifications,
          items: [...previous.notifications.items, ...fetchMoreResult.notifications.items],
        },
      }),
    });

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, py: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t("notifications:list.title")}
        </Typography>
        <Button size="small" disabled={!unread || markingAll} onClick={() => void markAll().catch(() => undefined)}>
          {t("notifications:list.markAllRead")}
        </Button>
      </Box>
      <Divider />
      {error && !page && <Alert severity="error">{t("notifications:list.failed")}</Alert>}
      {loading && !page && (
        <Box sx={{ p: 3, display: "flex", justifyContent: "center" }}>
          <CircularProgress size={24} />
        </Box>
      )}
      {page && items.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t("notifications:list.empty")}
        </Typography>
      )}
      {items.length > 0 && (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: "auto" }}>
          {items.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.link}
                onClick={() => {
                  if (!item.readAt) void markRead({ variables: { id: item.id } }).catch(() => undefined);
                  onClose();
                }}
                sx={{ alignItems: "flex-start", bgcolor: item.readAt ? undefined : "action.hover" }}
              >
                <ListItemText
                  primary={
                    <>
                      {!item.readAt && (
                        <Box component="span" sx={visuallyHidden}>
                          {t("notifications:list.unread")}:{" "}
                        </Box>
                      )}
                      {notificationText(t, item)}
                    </>
                  }
                  secondary={relativeTime(String(item.createdAt), i18n.language)}
                  slotProps={{ primary: { sx: { fontWeight: item.readAt ? 400 : 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {page?.hasNextPage && (
        <Box sx={{ p: 1, textAlign: "center" }}>
          <Button size="small" onClick={() => void more().catch(() => undefined)}>
            {t("notifications:list.more")}
          </Button>
        </Box>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
