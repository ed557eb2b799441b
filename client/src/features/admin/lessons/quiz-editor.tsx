import { Box, FormControl, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import { InlineForm } from "../forms/inline-form.tsx";
import { useForm } from "../forms/use-form.ts";
import type { ContentEditorProps } from "./content-form.tsx";
import { useSaveContent } from "./content-save.ts";
import { optionField, quizField, quizValues, toQuestionInput, validateQuiz, type QuizValues } from "./quiz-values.ts";

/** One question: four options, the correct one picked with a radio button, an optional explanation. */
export function QuizEditor({ lessonId, content, onDone }: ContentEditorProps) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const format = useFormat();
  const form = useForm<QuizValues>(() => quizValues(content));
  const { values, errors, change } = form;
  const save = useSaveContent(lessonId);
  const setOption = (index: number, text: string) => {
    change(
      "options",
      values.options.map((option, i) => (i === index ? text : option)),
    );
    form.setErrors(({ [optionField(index)]: _fixed, ...rest }) => rest);
  };

  const submit = () => {
    const question = toQuestionInput(values);
    return form.submit(
      validateQuiz(values, t),
      () => save(content?.id ?? null, { type: "question", title: question.question.slice(0, 200), question }),
      {
        success: content ? t("admin-lessons:quiz.saved") : t("admin-lessons:quiz.added"),
        failure: t("admin-lessons:quiz.saveFailed"),
        fieldOf: quizField,
      },
    );
  };

  return (
    <InlineForm
      label={content ? t("admin-lessons:quiz.edit") : t("admin-lessons:quiz.new")}
      saveLabel={t("admin-lessons:quiz.save")}
      onSave={submit}
      onDone={onDone}
    >
      <TextField
        label={t("admin-lessons:quiz.question")}
        value={values.question}
        onChange={(event) => change("question", event.target.value)}
        error={!!errors.question}
        helperText={errors.question}
        required
        multiline
        fullWidth
      />
      <TextField
        label={t("admin-lessons:quiz.details")}
        value={values.description}
        onChange={(event) => change("description", event.target.value)}
        multiline
        fullWidth
      />
      <FormControl error={!!errors.correctAnswer} component="fieldset">
        <FormLabel component="legend">{t("admin-lessons:quiz.options")}</FormLabel>
        <RadioGroup
          value={values.correctAnswer === null ? "" : String(values.correctAnswer)}
          onChange={(event) => change("correctAnswer", Number(event.target.value))}
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
                error={!!errors[optionField(index)]}
                helperText={errors[optionField(index)]}
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
        onChange={(event) => change("explanation", event.target.value)}
        helperText={t("admin-lessons:quiz.explanationHelp")}
        multiline
        fullWidth
      />
    </InlineForm>
  );
}
