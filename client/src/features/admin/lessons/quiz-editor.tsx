import { useState, type FormEvent } from "react";
import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import type { StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { serverErrorDetails } from "../forms/server-errors.ts";
import { useSaveContent } from "./content-save.ts";
import {
  hasQuizErrors,
  quizServerErrors,
  quizValues,
  toQuestionInput,
  validateQuiz,
  type QuizErrors,
  type QuizValues,
} from "./quiz-values.ts";

interface QuizEditorProps {
  lessonId: string;
  /** null: a new question. */
  content: StaffLessonContentFragment | null;
  onDone: () => void;
}

/** One question: four options, the correct one picked with a radio button, an optional explanation. */
export function QuizEditor({ lessonId, content, onDone }: QuizEditorProps) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const format = useFormat();
  const [values, setValues] = useState<QuizValues>(() => quizValues(content));
  const [errors, setErrors] = useState<QuizErrors>({});
  const { save, saving } = useSaveContent(lessonId);
  const { enqueueSnackbar } = useSnackbar();
  const set = (patch: Partial<QuizValues>) => setValues((current) => ({ ...current, ...patch }));
  const setOption = (index: number, text: string) =>
    set({ options: values.options.map((option, i) => (i === index ? text : option)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateQuiz(values, t);
    setErrors(found);
    if (hasQuizErrors(found)) return;
    const question = toQuestionInput(values);
    try {
      await save(content?.id ?? null, { type: "question", title: question.question.slice(0, 200), question });
      enqueueSnackbar(content ? t("admin-lessons:quiz.saved") : t("admin-lessons:quiz.added"), { variant: "success" });
      onDone();
    } catch (error) {
      setErrors(quizServerErrors(serverErrorDetails(error)));
      enqueueSnackbar(serverMessage(error, t("admin-lessons:quiz.saveFailed")), { variant: "error" });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={content ? t("admin-lessons:quiz.edit") : t("admin-lessons:quiz.new")}
      sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1 }}
    >
      <Stack spacing={2}>
        <TextField
          label={t("admin-lessons:quiz.question")}
          value={values.question}
          onChange={(event) => set({ question: event.target.value })}
          error={!!errors.question}
          helperText={errors.question}
          required
          multiline
          fullWidth
        />
        <TextField
          label={t("admin-lessons:quiz.details")}
          value={values.description}
          onChange={(event) => set({ description: event.target.value })}
          multiline
          fullWidth
        />
        <FormControl error={!!errors.correctAnswer} component="fieldset">
          <FormLabel component="legend">{t("admin-lessons:quiz.options")}</FormLabel>
          <RadioGroup
            value={values.correctAnswer === null ? "" : String(values.correctAnswer)}
            onChange={(event) => set({ correctAnswer: Number(event.target.value) })}
          >
            {values.options.map((option, index) => (
              <Box key={index} sx={{ display: "flex", alignItems: "flex-start", gap: 1, mt: 1 }}>
                <Radio
                  value={String(index)}
                  slotProps={{
                    input: { "aria-label": t("admin-lessons:quiz.isCorrect", { number: format.number(index + 1) }) },
                  }}
                />
                <TextField
                  label={t("admin-lessons:quiz.option", { number: format.number(index + 1) })}
                  value={option}
                  onChange={(event) => setOption(index, event.target.value)}
                  error={!!errors.options?.[index]}
                  helperText={errors.options?.[index]}
                  required
                  size="small"
                  fullWidth
                />
              </Box>
            ))}
          </RadioGroup>
          {errors.correctAnswer && <FormHelperText>{errors.correctAnswer}</FormHelperText>}
        </FormControl>
        <TextField
          label={t("admin-lessons:quiz.explanation")}
          value={values.explanation}
          onChange={(event) => set({ explanation: event.target.value })}
          helperText={t("admin-lessons:quiz.explanationHelp")}
          multiline
          fullWidth
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {t("admin-lessons:quiz.save")}
          </Button>
          <Button onClick={onDone} disabled={saving}>
            {t("common:actions.cancel")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
