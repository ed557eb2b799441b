import { useState } from "react";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import { answer, type AnswerState, type QuizItem } from "./quiz-order.ts";
import { useTranslation } from "react-i18next";

type Question = NonNullable<QuizItem["question"]>;

function optionColours(index: number, question: Question, state: AnswerState) {
  if (!state) return {};
  if (index === question.correctAnswer)
    return { bgcolor: "success.main", color: "common.white", borderColor: "success.main" };
  if (index === state.chosen) return { bgcolor: "error.main", color: "common.white", borderColor: "error.main" };
  return {};
}

function optionSuffix(index: number, question: Question, state: AnswerState) {
  if (!state) return null;
  if (index === question.correctAnswer) return "quiz:correctAnswer";
  if (index === state.chosen) return "quiz:yourAnswer";
  return null;
}

export function QuizQuestion({ number, question }: { number: number; question: Question }) {
  const [state, setState] = useState<AnswerState>(null);
  const { t } = useTranslation();
  const suffix = (index: number) => {
    const key = optionSuffix(index, question, state);
    return key ? ` (${t(key)})` : "";
  };
  return (
    <Paper variant="outlined" data-testid="quiz-question" data-correct-index={question.correctAnswer} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {number}. {question.question}
      </Typography>
      {question.description && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {question.description}
        </Typography>
      )}
      <Stack spacing={1} sx={{ mt: 2 }}>
        {question.options.map((option, index) => (
          <Button
            key={index}
            variant="outlined"
            onClick={() => setState((current) => answer(current, index, question.correctAnswer))}
            aria-disabled={!!state}
            sx={{
              justifyContent: "flex-start",
              textAlign: "left",
              ...optionColours(index, question, state),
              "&:hover": optionColours(index, question, state),
            }}
          >
            {String.fromCharCode(65 + index)}. {option}
            {suffix(index)}
          </Button>
        ))}
      </Stack>
      {state && (
        <Box sx={{ mt: 2 }}>
          <Alert severity={state.correct ? "success" : "error"}>
            {state.correct ? t("quiz:correct") : t("quiz:incorrect")}
          </Alert>
          {question.correctOptionDesc && (
            <Typography sx={{ mt: 1 }}>
              <strong>{t("quiz:explanation")}</strong> {question.correctOptionDesc}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
