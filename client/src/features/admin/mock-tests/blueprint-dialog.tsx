// The blueprint editor (docs/mock-tests.md, "Editing a blueprint"; decision 038): a fixed list or papers drawn from
// the practice bank, one paper per sitting or per learner, and per section its topics, count and easy/medium/hard
// mix. Values and errors are the forms kit's (useForm, FormFields); the server checks the bank and names the row.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import {
  AdminBlueprintTopicsDocument,
  AdminMockTestBlueprintEditorDocument,
  AdminSaveMockTestBlueprintDocument,
  type AdminBlueprintTopicsQuery,
  type AdminMockTestBlueprintFragment,
} from "../../../gql-admin/graphql.ts";
import { FormFields } from "../forms/form-field.tsx";
import { translateFields, type FieldErrors, type FormValues } from "../forms/form-spec.ts";
import { useForm } from "../forms/use-form.ts";
import {
  blueprintChoiceFields,
  blueprintFieldOf,
  blueprintInput,
  blueprintValues,
  checkBlueprint,
  drawingSections,
  rowField,
  rowFields,
  translatedServerErrors,
} from "./blueprint-form.ts";
import { DrawPreview } from "./draw-preview.tsx";

interface Topic {
  id: string;
  name: string;
  subject: string;
  questionCount: number;
}

function topicsOf(data: AdminBlueprintTopicsQuery | undefined, hindi: boolean): Topic[] {
  return (data?.practiceSubjects ?? []).flatMap((subject) =>
    subject.topics.map((topic) => ({
      id: topic.id,
      name: (hindi && topic.nameHi) || topic.nameEn,
      subject: (hindi && subject.nameHi) || subject.nameEn,
      questionCount: topic.questionCount,
    })),
  );
}

interface RowProps {
  section: AdminMockTestBlueprintFragment["sections"][number];
  topics: Topic[];
  values: FormValues;
  errors: FieldErrors;
  change: (name: string, value: FormValues[string]) => void;
}

function SectionRow({ section, topics, values, errors, change }: RowProps) {
  const { t } = useTranslation("admin-mock-tests");
  const specs = useMemo(() => translateFields(rowFields(section.id), t), [section.id, t]);
  const chosen = values[rowField(section.id, "topics")] as string[];
  const byId = new Map(topics.map((topic) => [topic.id, topic]));
  const published = chosen.reduce((sum, id) => sum + (byId.get(id)?.questionCount ?? 0), 0);
  const topicsError = errors[rowField(section.id, "topics")];
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {section.name}
      </Typography>
      <Autocomplete
        multiple
        options={topics}
        groupBy={(topic) => topic.subject}
        getOptionLabel={(topic) => topic.name}
        value={chosen.map((id) => byId.get(id)).filter((topic): topic is Topic => !!topic)}
        onChange={(_event, picked) =>
          change(
            rowField(section.id, "topics"),
            picked.map((topic) => topic.id),
          )
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("admin-mock-tests:blueprint.topics")}
            error={!!topicsError}
            helperText={topicsError ?? t("admin-mock-tests:blueprint.published", { count: published })}
          />
        )}
      />
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(4, 1fr)" }, gap: 1.5, mt: 2 }}>
        <FormFields specs={specs} values={values} errors={errors} onChange={change} />
      </Box>
      {errors[rowField(section.id, "mix")] && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {errors[rowField(section.id, "mix")]}
        </Typography>
      )}
    </Box>
  );
}

function BlueprintForm({ test, onClose }: { test: AdminMockTestBlueprintFragment; onClose: () => void }) {
  const { t, i18n } = useTranslation(["admin-mock-tests", "admin"]);
  const { values, errors, setErrors, change, submit } = useForm(() => blueprintValues(test));
  const topics = useQuery(AdminBlueprintTopicsDocument);
  const [save, saving] = useMutation(AdminSaveMockTestBlueprintDocument);
  const choices = useMemo(() => translateFields(blueprintChoiceFields, t), [t]);
  const sectionIds = test.sections.map((section) => section.id);
  const locked = test.attemptCount > 0;
  const hindi = i18n.language === "hi";
  const topicList = useMemo(() => topicsOf(topics.data, hindi), [topics.data, hindi]);

  const onSave = async () => {
    const found = checkBlueprint(values, sectionIds, t);
    const sent = values.mode === "BLUEPRINT" ? drawingSections(values, sectionIds) : [];
    const ok = await submit(
      found,
      () => save({ variables: { testId: test.id, input: blueprintInput(values, sectionIds) } }),
      {
        success: t("admin-mock-tests:blueprint.saved"),
        failure: t("admin-mock-tests:blueprint.saveFailed"),
        fieldOf: blueprintFieldOf(sent),
      },
    );
    if (!ok && Object.keys(found).length === 0)
      setErrors((current) => translatedServerErrors(current, t, i18n.language));
  };

  return (
    <>
      <DialogContent dividers>
        {locked && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t("admin-mock-tests:blueprint.locked")}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mb: 2 }}>
          <FormFields specs={choices} values={values} errors={errors} onChange={change} />
        </Stack>
        {values.mode === "BLUEPRINT" && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t("admin-mock-tests:blueprint.rowsHelp")}
            </Typography>
            {errors.sections && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errors.sections}
              </Alert>
            )}
            {test.sections.map((section) => (
              <SectionRow
                key={section.id}
                section={section}
                topics={topicList}
                values={values}
                errors={errors}
                change={change}
              />
            ))}
            {test.sections.length === 0 && (
              <Alert severity="warning">{t("admin-mock-tests:blueprint.noSections")}</Alert>
            )}
            <DrawPreview testId={test.id} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("admin-mock-tests:questions.close")}</Button>
        <Button variant="contained" disabled={locked || saving.loading} onClick={() => void onSave()}>
          {t("admin-mock-tests:blueprint.save")}
        </Button>
      </DialogActions>
    </>
  );
}

export function BlueprintDialog({ test, onClose }: { test: { id: string; title: string }; onClose: () => void }) {
  const { t } = useTranslation("admin-mock-tests");
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const { data, error } = useQuery(AdminMockTestBlueprintEditorDocument, {
    variables: { id: test.id },
    fetchPolicy: "network-only",
  });
  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={fullScreen} maxWidth="md" aria-labelledby="blueprint-title">
      <DialogTitle id="blueprint-title">{t("admin-mock-tests:blueprint.title", { title: test.title })}</DialogTitle>
      {error && <Alert severity="error">{t("admin-mock-tests:blueprint.loadFailed")}</Alert>}
      {data && <BlueprintForm test={data.staffMockTest} onClose={onClose} />}
    </Dialog>
  );
}
