import { useMemo, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { UpdateStaffLessonDocument, type StaffLessonFieldsFragment } from "../../../gql-admin/graphql.ts";
import { RichTextEditor } from "../editor/rich-text-editor.tsx";
import { FormField } from "../forms/form-field.tsx";
import { fieldsValidator, requiredText, translateFields } from "../forms/form-spec.ts";
import { useForm } from "../forms/use-form.ts";
import { lessonDetailsFields } from "./lesson-details-fields.ts";

export function LessonDetailsForm({ lesson }: { lesson: StaffLessonFieldsFragment }) {
  const { t } = useTranslation(["admin-lessons", "admin"]);
  const form = useForm({ title: lesson.title, duration: String(lesson.duration), description: lesson.description });
  const { values, errors, change } = form;
  const [update, { loading }] = useMutation(UpdateStaffLessonDocument);
  const fields = useMemo(() => translateFields(lessonDetailsFields, t), [t]);
  const [title, duration] = fields;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: requiredText(values.title),
      duration: Number(requiredText(values.duration) || "0"),
      description: values.description,
    };
    await form.submit(fieldsValidator(fields)(values, t), () => update({ variables: { id: lesson.id, input } }), {
      success: t("admin-lessons:details.saved"),
      failure: t("admin-lessons:details.saveFailed"),
    });
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
          <FormField
            spec={title!}
            value={values.title}
            error={errors.title}
            onChange={(v) => change("title", String(v))}
          />
          <Box sx={{ width: { sm: 220 }, flexShrink: 0 }}>
            <FormField
              spec={duration!}
              value={values.duration}
              error={errors.duration}
              onChange={(v) => change("duration", String(v))}
            />
          </Box>
        </Stack>
        <RichTextEditor
          label={t("admin-lessons:details.description")}
          value={values.description}
          onChange={(html) => change("description", html)}
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
