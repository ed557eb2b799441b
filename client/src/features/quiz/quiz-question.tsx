import { useState } from "react";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import { answer, type AnswerState, type QuizItem } from "./quiz-order.ts";

type Question = NonNullable<QuizItem["question"]>;

function optionColours(index: number, question: Question, state: AnswerState) {
  if (!state) return {};
  if (index === question.correctAnswer) return { bgcolor: "success.main", color: "common.white", borderColor: "success.main" };
  if (index === state.chosen) return { bgcolor: "error.main", color: "common.white", borderColor: "error.main" };
  return {};
}

function optionSuffix(index: number, question: Question, state: AnswerState) {
  if (!state) return "";
  if (index === question.correctAnswer) return " (Correct Answer)";
  if (index === state.chosen) return " (Your Answer)";
  return "";
}

export function QuizQuestion({ number, question }: { number: number; question: Question }) {
  const [state, setState] = useState<AnswerState>(null);
  return (
    <Paper variant="outlined" data-testid="quiz-question" data-correct-index={question.correctAnswer} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">{number}. {question.question}</Typography>
      {question.description && <Typography color="text.secondary" sx={{ mt: 0.5 }}>{question.description}</Typography>}
      <Stack spacing={1} sx={{ mt: 2 }}>
        {question.options.map((option, index) => (
          <Button
            key={index}
            variant="outlined"
            onClick={() => setState((current) => answer(current, index, question.correctAnswer))}
            aria-disabled={!!state}
            sx={{ justifyContent: "flex-start", textAlign: "left", ...optionColours(index, question, state), "&:hover": optionColours(index, question, state) }}
          >
            {String.fromCharCode(65 + index)}. {option}
            {optionSuffix(index, question, state)}
          </Button>
        ))}
      </Stack>
      {state && (
        <Box sx={{ mt: 2 }}>
          <Alert severity={state.correct ? "success" : "error"}>
            {state.correct ? "✅ Correct!" : "❌ Incorrect. The correct answer is highlighted in green."}
          </Alert>
          {question.correctOptionDesc && <Typography sx={{ mt: 1 }}><strong>Explanation:</strong> {question.correctOptionDesc}</Typography>}
        </Box>
      )}
    </Paper>
  );
}
