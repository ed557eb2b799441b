import { useMemo, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Stack, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { UpdateStaffLessonDocument, type StaffLessonFieldsFragment } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { RichTextEditor } from "../editor/rich-text-editor.tsx";
import { fieldsValidator, translateFields, type FieldErrors } from "../forms/form-spec.ts";
import { serverFieldErrors } from "../forms/server-errors.ts";
import { lessonDetailsFields } from "./lesson-details-fields.ts";

export function LessonDetailsForm({ lesson }: { lesson: StaffLessonFieldsFragment }) {
  const { t } = useTranslation(["admin-lessons", "admin"]);
  const [title, setTitle] = useState(lesson.title);
  const [duration, setDuration] = useState(String(lesson.duration));
  const [description, setDescription] = useState(lesson.description);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, { loading }] = useMutation(UpdateStaffLessonDocument);
  const { enqueueSnackbar } = useSnackbar();
  const validate = useMemo(() => fieldsValidator(translateFields(lessonDetailsFields, t)), [t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ title, duration, description }, t);
    setErrors(found);
    if (Object.keys(found).length) return enqueueSnackbar(t("admin:form.correct"), { variant: "error" });
    try {
      const input = { title: title.trim(), duration: Number(duration.trim() || "0"), description };
      await update({ variables: { id: lesson.id, input } });
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
