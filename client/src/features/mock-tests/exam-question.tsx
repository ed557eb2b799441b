// One question with its options, in the chosen language (the English text when the question has no Hindi one).
import { FormControlLabel, Radio, RadioGroup, Typography, Alert } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { MockTestAttemptPaperFragment } from "../../gql/graphql.ts";
import { QuestionImage } from "./question-image.tsx";

type Question = MockTestAttemptPaperFragment["sections"][number]["questions"][number];

export const hasHindi = (question: Pick<Question, "textHi" | "optionsHi" | "options">) =>
  !!question.textHi && question.optionsHi.length === question.options.length;

export function ExamQuestion({
  question,
  number,
  language,
  option,
  onChoose,
}: {
  question: Question;
  number: number;
  language: "en" | "hi";
  option: number | null;
  onChoose: (option: number) => void;
}) {
  const { t } = useTranslation();
  const hindi = language === "hi" && hasHindi(question);
  const text = hindi ? question.textHi! : question.text;
  const options = hindi ? question.optionsHi : question.options;
  return (
    <section aria-labelledby={`question-${question.id}`} data-testid="exam-question" lang={hindi ? "hi" : "en"}>
      <Typography id={`question-${question.id}`} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t("mockTests:exam.question", { number })}
      </Typography>
      {language === "hi" && !hindi && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t("mockTests:exam.noHindi")}
        </Alert>
      )}
      <Typography sx={{ my: 1.5, whiteSpace: "pre-wrap" }}>{text}</Typography>
      <QuestionImage question={question} hindi={language === "hi"} lazy={false} />
      <RadioGroup
        aria-labelledby={`question-${question.id}`}
        value={option === null ? "" : String(option)}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {options.map((label, index) => (
          <FormControlLabel
            key={index}
            value={String(index)}
            control={<Radio />}
            label={`${String.fromCharCode(65 + index)}. ${label}`}
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, mx: 0, my: 0.5, pr: 1 }}
          />
        ))}
      </RadioGroup>
    </section>
  );
}
