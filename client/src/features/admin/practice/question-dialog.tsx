// Writing one bank question (docs/practice.md, "The bank for staff"): the kit's fields, and beside them a preview
// of the text, options and explanation as learners will see them, TeX between $...$ typeset by KaTeX (the learner's
// MathText, handed in by the route: features do not import each other).
// A save that looks like a question already in the topic goes through with a warning naming it.
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Box, Divider, Typography } from "@mui/material";
import { FormDialog } from "../forms/form-dialog.tsx";
import { FormFields } from "../forms/form-field.tsx";
import { fieldsValidator, optionalText, type FieldSpec, type FormValues } from "../forms/form-spec.ts";
import { useForm } from "../forms/use-form.ts";
import type { SaveMessages } from "../forms/use-save.ts";
import { filledOptions, LETTERS } from "./question-fields.ts";

/** Renders a text with its TeX typeset, as the practice player does. */
export type MathRenderer = ComponentType<{ text: string }>;

function Preview({
  values,
  language,
  MathView,
}: {
  values: FormValues;
  language: "En" | "Hi";
  MathView: MathRenderer;
}) {
  const { t } = useTranslation("admin-practice");
  const text = optionalText(values[`text${language}`]);
  if (!text) return null;
  const correct = LETTERS.indexOf(values.correctOption as (typeof LETTERS)[number]);
  const explanation = optionalText(values[`explanation${language}`]);
  return (
    <Box component="section" aria-label={t(`admin-practice:form.preview${language}`)}>
      <Typography variant="subtitle2" component="h3">
        {t(`admin-practice:form.preview${language}`)}
      </Typography>
      <Typography component="p" sx={{ whiteSpace: "pre-wrap" }}>
        <MathView text={text} />
      </Typography>
      <Box component="ol" sx={{ listStyleType: "upper-alpha", pl: 3, my: 1 }}>
        {filledOptions(values, language).map((option, index) => (
          <li key={index} style={index === correct ? { fontWeight: 700 } : undefined}>
            <MathView text={option} />
            {index === correct ? ` (${t("admin-practice:form.correct")})` : ""}
          </li>
        ))}
      </Box>
      {explanation && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-wrap" }}>
          <MathView text={explanation} />
        </Typography>
      )}
    </Box>
  );
}

export function QuestionDialog({
  title,
  specsFor,
  initialValues,
  messages,
  MathView,
  onSave,
  onClose,
}: {
  title: string;
  MathView: MathRenderer;
  /** The fields in the reader's words, for the values as they stand (a picture is stored for the chosen course). */
  specsFor: (values: FormValues) => readonly FieldSpec[];
  initialValues: FormValues;
  messages: SaveMessages;
  onSave: (values: FormValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(["admin-practice", "common"]);
  const form = useForm<FormValues>(initialValues);
  const specs = specsFor(form.values);
  const save = () => form.submit(fieldsValidator(specs)(form.values, t), () => onSave(form.values), messages);

  return (
    <FormDialog title={title} maxWidth="md" onSave={save} onClose={onClose}>
      <FormFields specs={specs} values={form.values} errors={form.errors} onChange={form.change} />
      <Divider />
      <Preview values={form.values} language="En" MathView={MathView} />
      <Preview values={form.values} language="Hi" MathView={MathView} />
    </FormDialog>
  );
}
