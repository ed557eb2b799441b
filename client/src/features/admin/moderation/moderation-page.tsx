import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  ModeratePostDocument,
  ModerationQueueDocument,
  type ModeratedPostFieldsFragment,
  type ModerationAction,
  type ModerationFilter,
} from "../../../gql-admin/graphql.ts";
import { SafeHtml } from "../../../components/ui/safe-html.tsx";
import { loadErrorMessage, serverMessage } from "../../../lib/errors.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { SuspendDialog } from "./suspend-dialog.tsx";

const filters: ModerationFilter[] = ["REPORTED", "HELD", "RECENT"];
const PAGE = 25;

/** The console's Moderation section (docs/discussions.md): reported, held and recent posts of the staff's courses. */
export function ModerationPage() {
  const { t } = useTranslation(["admin-moderation", "admin"]);
  const [filter, setFilter] = useState<ModerationFilter>("REPORTED");
  const queue = useQuery(ModerationQueueDocument, {
    variables: { filter, limit: PAGE, offset: 0 },
    fetchPolicy: "cache-and-network",
  });
  const page = queue.data?.moderationQueue;
  return (
    <Box>
      <SectionHeading title={t("admin-moderation:title")} />
      <Tabs value={filter} onChange={(_event, value: ModerationFilter) => setFilter(value)} sx={{ mb: 2 }}>
        {filters.map((value) => (
          <Tab key={value} value={value} label={t(`admin-moderation:filters.${value}`)} />
        ))}
      </Tabs>
      {queue.error && <Alert severity="error">{loadErrorMessage(queue.error)}</Alert>}
      {page && page.items.length === 0 && <Typography>{t("admin-moderation:empty")}</Typography>}
      <Stack spacing={2}>
        {page?.items.map((post) => (
          <ModeratedPost key={post.id} post={post} onChanged={() => void queue.refetch()} />
        ))}
      </Stack>
    </Box>
  );
}

function ModeratedPost({ post, onChanged }: { post: ModeratedPostFieldsFragment; onChanged: () => void }) {
  const { t } = useTranslation(["admin-moderation", "admin"]);
  const format = useFormat();
  const [moderate, { loading }] = useMutation(ModeratePostDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const act = (action: ModerationAction) =>
    moderate({ variables: { postId: post.id, action } }).then(onChanged, (error: unknown) =>
      setFailure(serverMessage(error, t("admin-moderation:failed"))),
    );
  const actions: { action: ModerationAction; show: boolean }[] = [
    { action: "APPROVE", show: post.held },
    { action: post.hidden ? "UNHIDE" : "HIDE", show: true },
    { action: post.locked ? "UNLOCK" : "LOCK", show: post.isQuestion },
    { action: "DISMISS_REPORTS", show: post.openReports > 0 },
  ];
  return (
    <Card variant="outlined" component="article" aria-label={post.title}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {post.courseTitle} · {post.lessonTitle}
        </Typography>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {post.isQuestion ? post.title : t("admin-moderation:answerTo", { title: post.title })}
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, my: 1, alignItems: "center" }}>
          <Typography variant="body2">
            {t("admin-moderation:byline", { name: post.authorName, date: format.date(post.createdAt, "dateTime") })}
          </Typography>
          {post.held && <Chip size="small" color="warning" label={t("admin-moderation:held")} />}
          {post.hidden && <Chip size="small" label={t("admin-moderation:hidden")} />}
          {post.locked && <Chip size="small" label={t("admin-moderation:locked")} />}
          {post.openReports > 0 && (
            <Chip size="small" color="error" label={t("admin-moderation:reports", { count: post.openReports })} />
          )}
        </Box>
        <SafeHtml html={post.body} sx={{ overflowWrap: "anywhere", "& pre": { overflowX: "auto" } }} />
        {post.reportReasons.length > 0 && (
          <Box component="ul" sx={{ pl: 3 }}>
            {post.reportReasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </Box>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
          {actions
            .filter((item) => item.show)
            .map(({ action }) => (
              <Button key={action} size="small" variant="outlined" disabled={loading} onClick={() => void act(action)}>
                {t(`admin-moderation:actions.${action}`)}
              </Button>
            ))}
          <Button size="small" color="error" variant="outlined" onClick={() => setConfirmDelete(true)}>
            {t("admin-moderation:actions.DELETE")}
          </Button>
          <Button size="small" color="error" onClick={() => setSuspending(true)}>
            {t("admin-moderation:actions.suspend")}
          </Button>
        </Box>
      </CardContent>
      {confirmDelete && (
        <ConfirmDialog
          title={t("admin-moderation:deleteTitle")}
          confirmLabel={t("admin-moderation:actions.DELETE")}
          danger
          busy={loading}
          onConfirm={() => void act("DELETE").then(() => setConfirmDelete(false))}
          onClose={() => setConfirmDelete(false)}
        >
          {t("admin-moderation:deleteText")}
        </ConfirmDialog>
      )}
      {suspending && (
        <SuspendDialog userId={post.authorId} name={post.authorName} onClose={() => setSuspending(false)} />
      )}
    </Card>
  );
}
