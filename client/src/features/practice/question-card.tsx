// One practice question: the text and options in the learner's language (switchable per question when it has both),
// options as large touch targets, and after the answer: right or wrong, the correct option, the explanation and the
// time taken (docs/practice.md). Bookmark and 'Report an error' sit with the question.
import { useEffect, useRef } from "react";
import { Alert, Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { PracticeQuestionFieldsFragment } from "../../gql/graphql.ts";
import { fileUrl } from "../../lib/files.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { MathText } from "./math-text.tsx";
import type { RunAnswer } from "./practice-run.ts";
import { languagesOf, optionLetter, questionIn, type QuestionLanguage } from "./question-language.ts";

interface Props {
  question: PracticeQuestionFieldsFragment;
  number: number;
  total: number;
  language: QuestionLanguage;
  onLanguage: (language: QuestionLanguage) => void;
  given: RunAnswer | null;
  onChoose: (choice: number) => void;
  actions: React.ReactNode;
}

export function QuestionCard({ question, number, total, language, onLanguage, given, onChoose, actions }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = questionIn(question, language);
  const languages = languagesOf(question);
  const heading = `practice-question-${question.id}`;
  const feedback = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the verdict once they answer, and it is read out.
  useEffect(() => {
    if (given) feedback.current?.focus();
  }, [given]);

  return (
    <Box component="section" aria-labelledby={heading} data-testid="practice-question">
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography id={heading} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t("practice:player.question", { number: format.number(number), total: format.number(total) })}
        </Typography>
        {languages.length > 1 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={shown.language}
            aria-label={t("practice:player.language")}
            onChange={(_event, value: QuestionLanguage | null) => value && onLanguage(value)}
          >
            <ToggleButton value="en" lang="en" sx={{ minHeight: 48, minWidth: 48 }}>
              English
            </ToggleButton>
            <ToggleButton value="hi" lang="hi" sx={{ minHeight: 48, minWidth: 48 }}>
              हिन्दी
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      {language === "hi" && shown.language !== "hi" && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t("practice:player.noHindi")}
        </Alert>
      )}
      <Typography
        component="div"
        lang={shown.language}
        sx={{ my: 1.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
      >
        <MathText text={shown.text} />
      </Typography>
      {question.imageUrl && (
        <Box
          component="img"
          src={pictureSrc(question.imageUrl)}
          alt={question.imageAlt ?? ""}
          sx={{ display: "block", maxWidth: "100%", height: "auto", objectFit: "contain", my: 1 }}
        />
      )}
      {question.source && (
        <Typography variant="body2" color="text.secondary">
          {t("practice:player.source", { source: question.source, year: question.year ?? "" })}
        </Typography>
      )}
      <Stack role="group" aria-labelledby={heading} lang={shown.language} spacing={1} sx={{ my: 2 }}>
        {shown.options.map((option, index) =>
          given ? (
            <AnsweredOption
              key={index}
              index={index}
              text={option}
              correct={index === question.correctIndex}
              chosen={index === given.choice}
            />
          ) : (
            <Button
              key={index}
              variant="outlined"
              onClick={() => onChoose(index)}
              data-testid="practice-option"
              sx={{ minHeight: 56, justifyContent: "flex-start", textAlign: "left", textTransform: "none", py: 1.5 }}
            >
              <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
                {optionLetter(index)}.
              </Box>
              <MathText text={option} />
            </Button>
          ),
        )}
      </Stack>
      {given && (
        <Box ref={feedback} tabIndex={-1} role="status" data-testid="practice-feedback" sx={{ outline: "none" }}>
          <Alert severity={given.correct ? "success" : "error"}>
            <Typography sx={{ fontWeight: 700 }}>
              {given.correct ? t("practice:player.correct") : t("practice:player.wrong")}
            </Typography>
            {!given.correct && (
              <Typography>{t("practice:player.answerWas", { option: optionLetter(question.correctIndex) })}</Typography>
            )}
            <Typography variant="body2">
              {t("practice:player.time", { seconds: format.number(Math.round(given.timeMs / 100) / 10) })}
            </Typography>
          </Alert>
          {shown.explanation && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h3">
                {t("practice:player.explanation")}
              </Typography>
              <Typography
                component="div"
                lang={shown.language}
                sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
              >
                <MathText text={shown.explanation} />
              </Typography>
            </Box>
          )}
        </Box>
      )}
      <Box sx={{ mt: 2 }}>{actions}</Box>
    </Box>
  );
}

/** An option after the answer: its state in words as well as colour (WCAG 1.4.1). */
function AnsweredOption({
  index,
  text,
  correct,
  chosen,
}: {
  index: number;
  text: string;
  correct: boolean;
  chosen: boolean;
}) {
  const { t } = useTranslation();
  const color = correct ? "success.main" : chosen ? "error.main" : "divider";
  return (
    <Box
      data-testid="practice-option"
      data-correct={correct || undefined}
      data-chosen={chosen || undefined}
      sx={{ minHeight: 56, border: 2, borderColor: color, borderRadius: 1, px: 2, py: 1.5, display: "flex", gap: 1 }}
    >
      <Box component="span" sx={{ fontWeight: 700 }}>
        {optionLetter(index)}.
      </Box>
      <Box component="span" sx={{ flexGrow: 1 }}>
        <MathText text={text} />
        {(correct || chosen) && (
          <Typography component="span" variant="body2" sx={{ display: "block", fontWeight: 700 }}>
            {correct
              ? t("practice:summary.correctAnswer", { option: optionLetter(index) })
              : t("practice:summary.yourAnswer", { option: optionLetter(index) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * A seeded diagram travels in the set as a data: URL, so a set kept for offline shows it (docs/practice.md); stored
 * pictures are files. A data: URL is taken whole: fileUrl reads a comma-separated list, and SVG text has commas.
 */
const pictureSrc = (url: string) => (/^data:/i.test(url) ? url : (fileUrl(url) ?? undefined));
