import { Box, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SafeHtml } from "../../components/ui/safe-html.tsx";
import type { DiscussionPostReport } from "../../lib/pwa/progress-queue.ts";

/**
 * A question or answer in the outbox, shown where it will be once sent (docs/offline.md). Its body is the editor's
 * own HTML, shown through the same sanitiser as the server's posts.
 */
export function WaitingPost({ post }: { post: DiscussionPostReport }) {
  const { t } = useTranslation();
  return (
    <Box
      component="article"
      aria-label={post.title ?? t("discussion:yourWaitingAnswer")}
      sx={{ pl: 2, borderLeft: 3, borderColor: "warning.main", opacity: 0.85 }}
    >
      {post.title && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {post.title}
        </Typography>
      )}
      <Chip size="small" color="warning" variant="outlined" label={t("discussion:waitingToSend")} sx={{ my: 0.5 }} />
      <SafeHtml html={post.body} sx={{ overflowWrap: "anywhere" }} />
    </Box>
  );
}
