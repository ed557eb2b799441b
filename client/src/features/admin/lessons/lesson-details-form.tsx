import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Stack, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { UpdateStaffLessonDocument, type StaffLessonFieldsFragment } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { RichTextEditor } from "../editor/rich-text-editor.tsx";
import { serverFieldErrors } from "../forms/server-errors.ts";

const MAX_TITLE = 200;
const MAX_MINUTES = 10_000;

export function LessonDetailsForm({ lesson }: { lesson: StaffLessonFieldsFragment }) {
  const { t } = useTranslation(["admin-lessons", "admin"]);
  const format = useFormat();
  const [title, setTitle] = useState(lesson.title);
  const [duration, setDuration] = useState(String(lesson.duration));
  const [description, setDescription] = useState(lesson.description);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { loading }] = useMutation(UpdateStaffLessonDocument);
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const minutes = Number(duration || "0");
    if (!title.trim()) found.title = t("admin:validation.titleRequired");
    else if (title.trim().length > MAX_TITLE) found.title = t("admin:validation.maxChars", { max: MAX_TITLE });
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_MINUTES) {
      found.duration = t("admin-lessons:details.durationRange", {
        min: format.number(0),
        max: format.number(MAX_MINUTES),
      });
    }
    setErrors(found);
    if (Object.keys(found).length) return enqueueSnackbar(t("admin:form.correct"), { variant: "error" });
    try {
      await update({ variables: { id: lesson.id, input: { title: title.trim(), duration: minutes, description } } });
      enqueueSnackbar(t("admin-lessons:details.saved"), { variant: "success" });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      enqueueSnackbar(serverMessage(error, t("admin-lessons:details.saveFailed")), { variant: "error" });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t("admin-lessons:details.label")}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label={t("admin-lessons:details.title")}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={!!errors.title}
            helperText={errors.title}
            required
            fullWidth
          />
          <TextField
            label={t("admin:courseForm.duration")}
            type="number"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            error={!!errors.duration}
            helperText={errors.duration}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            sx={{ width: { sm: 220 } }}
          />
        </Stack>
        <RichTextEditor
          label={t("admin-lessons:details.description")}
          value={description}
          onChange={setDescription}
          error={errors.description}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={loading}>
            {t("admin-lessons:details.save")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
