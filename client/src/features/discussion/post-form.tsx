import { useState } from "react";
import { Alert, Box, Button, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { discussionLimits } from "@app/schema/input-limits";
import { serverMessage } from "../../lib/errors.ts";
import { PostEditor } from "./post-editor.tsx";
import { bodyProblem, titleProblem } from "./post-rules.ts";

interface PostFormProps {
  /** Shows a title field (questions). */
  withTitle?: boolean;
  initialTitle?: string;
  initialBody?: string;
  submitLabel: string;
  bodyLabel: string;
  onSubmit: (values: { title: string; body: string }) => Promise<unknown>;
  onCancel?: () => void;
}

/** Asking, answering and editing: checked here with the server's limits, the server's refusal shown as it says. */
export function PostForm({
  withTitle,
  initialTitle = "",
  initialBody = "",
  submitLabel,
  bodyLabel,
  onSubmit,
  onCancel,
}: PostFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initialTitle);
  const [body, setBody] = useState(initialBody);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The editor starts anew after a post is sent, so its text is cleared.
  const [round, setRound] = useState(0);
  const titleError = withTitle && checked ? titleProblem(title) : null;
  const bodyError = checked ? bodyProblem(body) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if ((withTitle && titleProblem(title)) || bodyProblem(body)) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit({ title: title.trim(), body });
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
          onChange={(event) => setTitle(event.target.value)}
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
        initial={initialBody}
        onChange={setBody}
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
