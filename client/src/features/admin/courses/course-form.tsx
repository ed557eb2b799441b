import { useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { Autocomplete, Box, Button, Grid, MenuItem, TextField } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { StaffCourseCategoriesDocument, type CourseInput } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { serverFieldErrors } from "../forms/server-errors.ts";
import {
  levels,
  toCourseInput,
  validateCourse,
  type CourseFormErrors,
  type CourseFormValues,
} from "./course-form-values.ts";
import { useTranslation } from "react-i18next";

interface CourseFormProps {
  initial: CourseFormValues;
  submitLabel: string;
  successMessage: string;
  /** Rejects with the server's error; the form keeps what was typed and shows the field messages. */
  save: (input: CourseInput) => Promise<unknown>;
}

type TextKey = Exclude<keyof CourseFormValues, "categories" | "tags">;

export function CourseForm({ initial, submitLabel, successMessage, save }: CourseFormProps) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CourseFormErrors>({});
  const [saving, setSaving] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const categories = useQuery(StaffCourseCategoriesDocument);

  const set = <K extends keyof CourseFormValues>(key: K, value: CourseFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCourse(values, t);
    setErrors(found);
    if (Object.keys(found).length) return enqueueSnackbar(t("admin:form.correct"), { variant: "error" });
    setSaving(true);
    try {
      await save(toCourseInput(values));
      enqueueSnackbar(successMessage, { variant: "success" });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      enqueueSnackbar(serverMessage(error, t("admin:courseForm.saveFailed")), { variant: "error" });
    } finally {
      setSaving(false);
    }
  };

  const text = (
    key: TextKey,
    label: string,
    extra: { multiline?: boolean; required?: boolean; type?: string; helper?: string } = {},
  ) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={!!errors[key]}
      helperText={errors[key] ?? extra.helper}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      type={extra.type}
      slotProps={extra.type === "number" ? { htmlInput: { min: 0, step: key === "price" ? "0.01" : "1" } } : undefined}
      fullWidth
    />
  );

  const list = (key: "categories" | "tags", label: string, options: string[], helper: string) => (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={options}
      value={values[key]}
      onChange={(_event, value) => set(key, value)}
      renderInput={(params) => (
        <TextField {...params} label={label} error={!!errors[key]} helperText={errors[key] ?? helper} />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Grid container spacing={2}>
        <Grid size={12}>{text("title", t("admin:courses.title"), { required: true })}</Grid>
        <Grid size={12}>{text("description", t("admin:courseForm.description"), { multiline: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {list(
            "categories",
            t("courses:detail.categories"),
            categories.data?.courseCategories ?? [],
            t("admin:courseForm.categoriesHelp"),
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {list("tags", t("courses:detail.tags"), [], t("admin:courseForm.tagsHelp"))}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            label={t("admin:courseForm.level")}
            value={values.level}
            onChange={(event) => set("level", event.target.value)}
            error={!!errors.level}
            helperText={errors.level}
            fullWidth
          >
            <MenuItem value="">{t("admin:courseForm.notSet")}</MenuItem>
            {[...new Set([...levels, ...(values.level ? [values.level] : [])])].map((level) => (
              <MenuItem key={level} value={level}>
                {level}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text("duration", t("admin:courseForm.duration"), { type: "number" })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {text("price", t("admin:courseForm.price"), { type: "number", helper: t("admin:courseForm.priceHelp") })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text("teacherName", t("admin:courseForm.teacherName"))}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text("teacherDescription", t("admin:courseForm.teacherDescription"), { multiline: true })}
        </Grid>
        <Grid size={12}>{text("learningObjectives", t("admin:courseForm.objectives"), { multiline: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text("prerequisites", t("courses:detail.prerequisites"), { multiline: true })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text("targetAudience", t("admin:courseForm.audience"), { multiline: true })}
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 3 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
