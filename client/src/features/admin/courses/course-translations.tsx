// A course's title and description per interface language (docs/languages.md): learners reading in a language see
// its translation, everyone else the course's own text above. One language at a time, on the forms kit.
import { useId, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { courseLimits } from "@app/schema/input-limits";
import {
  DeleteCourseTranslationDocument,
  SaveCourseTranslationDocument,
  StaffCourseTranslationsDocument,
  type StaffCourseTranslationFragment,
} from "../../../gql-admin/graphql.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../i18n/languages.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { FormFields } from "../forms/form-field.tsx";
import { fieldsValidator, optionalText, requiredText, translateFields, type FieldSpec } from "../forms/form-spec.ts";
import { useForm } from "../forms/use-form.ts";
import { useSave } from "../forms/use-save.ts";

const SPECS: readonly FieldSpec[] = [
  { name: "title", label: "admin:courseTranslations.title", kind: "text", required: true, max: courseLimits.title },
  {
    name: "description",
    label: "admin:courseForm.description",
    helperText: "admin:courseTranslations.descriptionHelp",
    kind: "multiline",
    max: courseLimits.description,
  },
];

export function CourseTranslations({ courseId }: { courseId: string }) {
  const { t } = useTranslation("admin");
  const headingId = useId();
  const [language, setLanguage] = useState<Language>("hi");
  const { data } = useQuery(StaffCourseTranslationsDocument, { variables: { id: courseId } });
  const translations = data?.staffCourse?.translations ?? [];
  const current = translations.find((translation) => translation.language === language);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t("admin:courseTranslations.heading")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("admin:courseTranslations.intro")}
      </Typography>
      <Tabs
        value={language}
        onChange={(_event, chosen: Language) => setLanguage(chosen)}
        variant="scrollable"
        aria-label={t("admin:courseTranslations.languages")}
      >
        {LANGUAGES.map((code) => {
          const done = translations.some((translation) => translation.language === code);
          const name = LANGUAGE_NAMES[code];
          return (
            <Tab key={code} value={code} label={done ? t("admin:courseTranslations.translated", { name }) : name} />
          );
        })}
      </Tabs>
      <TranslationForm key={`${language}:${current?.updatedAt ?? ""}`} {...{ courseId, language, current }} />
    </Box>
  );
}

interface TranslationFormProps {
  courseId: string;
  language: Language;
  current: StaffCourseTranslationFragment | undefined;
}

function TranslationForm({ courseId, language, current }: TranslationFormProps) {
  const { t } = useTranslation("admin");
  const specs = translateFields(SPECS, t);
  const form = useForm({ title: current?.title ?? "", description: current?.description ?? "" });
  const refetchQueries = [{ query: StaffCourseTranslationsDocument, variables: { id: courseId } }];
  const [save, saving] = useMutation(SaveCourseTranslationDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useMutation(DeleteCourseTranslationDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [confirming, setConfirming] = useState(false);
  const report = useSave();
  const name = LANGUAGE_NAMES[language];

  const submit = () =>
    form.submit(
      fieldsValidator(specs)(form.values, t),
      () => {
        const { title, description } = form.values;
        const input = { language, title: requiredText(title), description: optionalText(description) };
        return save({ variables: { courseId, input } });
      },
      { success: t("admin:courseTranslations.saved", { name }), failure: t("admin:courseTranslations.saveFailed") },
    );

  const confirmDelete = async () => {
    const messages = {
      success: t("admin:courseTranslations.deleted", { name }),
      failure: t("admin:courseTranslations.deleteFailed"),
    };
    await report(() => remove({ variables: { courseId, language } }), messages);
    setConfirming(false);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ mt: 2 }}
    >
      <Stack spacing={2}>
        <FormFields
          specs={specs}
          values={form.values}
          errors={form.errors}
          onChange={(field, value) => form.change(field as "title" | "description", String(value))}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving.loading}>
            {t("admin:courseTranslations.save", { name })}
          </Button>
          {current && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t("admin:courseTranslations.delete")}
            </Button>
          )}
        </Stack>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={t("admin:courseTranslations.deleteTitle", { name })}
          confirmLabel={t("admin:courseTranslations.delete")}
          danger
          busy={removing.loading}
          onConfirm={() => void confirmDelete()}
          onClose={() => setConfirming(false)}
        >
          {t("admin:courseTranslations.deleteText", { name })}
        </ConfirmDialog>
      )}
    </Box>
  );
}
