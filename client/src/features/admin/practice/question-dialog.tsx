// Writing one bank question (docs/practice.md, "The bank for staff"): the kit's fields, and beside them a preview
// of the text, options and explanation as learners will see them, TeX between $...$ typeset by KaTeX (the learner's
// MathText, handed in by the route: features do not import each other).
// A save that looks like a question already in the topic goes through with a warning naming it.
import { useId, useState, type ComponentType, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { FormField } from "../forms/form-field.tsx";
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
    <Box component="section" aria-label={t(`admin-practice:form.preview${language}`)} sx={{ mb: 2 }}>
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
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const specs = specsFor(form.values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = await form.submit(fieldsValidator(specs)(form.values, t), () => onSave(form.values), messages);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {specs.map((spec) => (
              <FormField
                key={spec.name}
                spec={spec}
                value={form.values[spec.name]}
                error={form.errors[spec.name]}
                onChange={(value) => form.change(spec.name, value)}
              />
            ))}
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Preview values={form.values} language="En" MathView={MathView} />
          <Preview values={form.values} language="Hi" MathView={MathView} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t("common:actions.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
