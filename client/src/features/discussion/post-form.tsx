import { useState } from "react";
import { Alert, Box, Button, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { discussionLimits } from "@app/schema/input-limits";
import { codedMessage, serverMessage } from "../../lib/errors.ts";
import { readDraft, saveDraft, type DraftPlace, type PostDraft } from "../../lib/pwa/post-drafts.ts";
import { PostEditor } from "./post-editor.tsx";
import { bodyProblem, titleProblem } from "./post-rules.ts";
import type { PostDelivery } from "./use-post-outbox.ts";

/** Where a new post's draft is kept on the device (lib/pwa/post-drafts.ts); absent for edits. */
export interface DraftTarget {
  userId: string | null;
  place: DraftPlace;
}

interface PostFormProps {
  /** Shows a title field (questions). */
  withTitle?: boolean;
  initialTitle?: string;
  initialBody?: string;
  submitLabel: string;
  bodyLabel: string;
  /** A new post's delivery through the outbox: refused for good, the text stays (the draft says why). */
  onSubmit: (values: { title: string; body: string }) => Promise<PostDelivery | void>;
  onCancel?: () => void;
  draft?: DraftTarget;
}

const readSaved = (draft?: DraftTarget) => (draft?.userId ? readDraft(draft.userId, draft.place) : null);

/** Asking, answering and editing: checked here with the server's limits, the server's refusal shown as it says. */
export function PostForm({
  withTitle,
  initialTitle = "",
  initialBody = "",
  submitLabel,
  bodyLabel,
  onSubmit,
  onCancel,
  draft,
}: PostFormProps) {
  const { t } = useTranslation();
  // Read once: the form is mounted anew (its key) when a refusal put a post back as the draft.
  const [saved] = useState(() => readSaved(draft));
  const [title, setTitle] = useState(saved?.title || initialTitle);
  const [body, setBody] = useState(saved?.body || initialBody);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(() =>
    saved?.refused ? (codedMessage(saved.refused.code, saved.refused.message) ?? t("discussion:failed")) : null,
  );
  const [saving, setSaving] = useState(false);
  // The editor starts anew after a post is sent, so its text is cleared.
  const [round, setRound] = useState(0);
  const keep = (next: PostDraft | null) => draft?.userId && saveDraft(draft.userId, draft.place, next);
  const changeTitle = (value: string) => (setTitle(value), keep({ title: value, body }));
  const changeBody = (value: string) => (setBody(value), keep({ title, body: value }));
  const titleError = withTitle && checked ? titleProblem(title) : null;
  const bodyError = checked ? bodyProblem(body) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if ((withTitle && titleProblem(title)) || bodyProblem(body)) return;
    setSaving(true);
    setFailure(null);
    try {
      const delivery = await onSubmit({ title: title.trim(), body });
      if (delivery === "dropped") return;
      if (delivery === "signed-out") return setFailure(t("discussion:failed"));
      keep(null);
      setTitle("");
      setBody("");
      setChecked(false);
      setRound((value) => value + 1);
    } catch (error) {
      setFailure(serverMessage(error, t("discussion:failed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 1.5 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      {withTitle && (
        <TextField
          label={t("discussion:titleLabel")}
          value={title}
          onChange={(event) => changeTitle(event.target.value)}
          error={!!titleError}
          helperText={
            titleError ? t(`discussion:problems.${titleError}`, { min: discussionLimits.title.min }) : undefined
          }
          slotProps={{ htmlInput: { maxLength: discussionLimits.title.max } }}
          required
        />
      )}
      <PostEditor
        key={round}
        label={bodyLabel}
        initial={round === 0 ? saved?.body || initialBody : initialBody}
        onChange={changeBody}
        error={bodyError ? t(`discussion:problems.${bodyError}`) : null}
      />
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
        {onCancel && <Button onClick={onCancel}>{t("discussion:cancel")}</Button>}
        <Button type="submit" variant="contained" disabled={saving}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
