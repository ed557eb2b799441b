import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { discussionLimits } from "@app/schema/input-limits";
import { DeletePostDocument, ReportPostDocument, VoteOnPostDocument } from "../../gql/graphql.ts";
import { serverMessage } from "../../lib/errors.ts";

export interface PostLike {
  id: string;
  voteCount: number;
  viewerHasVoted: boolean;
  isMine: boolean;
  canEdit: boolean;
  byInstructor: boolean;
  awaitingModeration: boolean;
  hidden: boolean;
}

/** The badges a post carries: Instructor, Awaiting moderation, Hidden (staff only see hidden posts). */
export function PostBadges({ post }: { post: PostLike }) {
  const { t } = useTranslation();
  return (
    <>
      {post.byInstructor && <Chip size="small" color="primary" label={t("discussion:instructor")} />}
      {post.awaitingModeration && <Chip size="small" color="warning" label={t("discussion:awaitingModeration")} />}
      {post.hidden && <Chip size="small" label={t("discussion:hidden")} />}
    </>
  );
}

interface PostActionsProps {
  post: PostLike;
  onEdit: () => void;
  onChanged: () => void;
  onError: (message: string) => void;
  children?: React.ReactNode;
}

/** Vote, report, and the author's edit and delete while the 15-minute window is open. */
export function PostActions({ post, onEdit, onChanged, onError, children }: PostActionsProps) {
  const { t } = useTranslation();
  const [vote, voting] = useMutation(VoteOnPostDocument);
  const [remove, removing] = useMutation(DeletePostDocument);
  const [reporting, setReporting] = useState(false);
  const failed = (error: unknown) => onError(serverMessage(error, t("discussion:failed")));
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
      <Button
        size="small"
        variant={post.viewerHasVoted ? "contained" : "outlined"}
        disabled={post.isMine || voting.loading}
        aria-pressed={post.viewerHasVoted}
        onClick={() => vote({ variables: { postId: post.id } }).catch(failed)}
      >
        {t("discussion:votes", { count: post.voteCount })}
      </Button>
      {children}
      {post.canEdit && (
        <>
          <Button size="small" onClick={onEdit}>
            {t("discussion:edit")}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={removing.loading}
            onClick={() => remove({ variables: { postId: post.id } }).then(onChanged, failed)}
          >
            {t("discussion:delete")}
          </Button>
        </>
      )}
      {!post.isMine && (
        <Button size="small" onClick={() => setReporting(true)}>
          {t("discussion:report")}
        </Button>
      )}
      {reporting && <ReportDialog postId={post.id} onClose={() => setReporting(false)} onError={onError} />}
    </Box>
  );
}

function ReportDialog({
  postId,
  onClose,
  onError,
}: {
  postId: string;
  onClose: () => void;
  onError: (m: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [report, { loading }] = useMutation(ReportPostDocument);
  const send = () =>
    report({ variables: { postId, reason: reason.trim() } }).then(onClose, (error: unknown) => {
      onError(serverMessage(error, t("discussion:failed")));
      onClose();
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="report-title" fullWidth maxWidth="xs">
      <DialogTitle id="report-title">{t("discussion:reportTitle")}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          margin="dense"
          label={t("discussion:reportReason")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: discussionLimits.reportReason } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("discussion:cancel")}</Button>
        <Button variant="contained" disabled={!reason.trim() || loading} onClick={send}>
          {t("discussion:report")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
