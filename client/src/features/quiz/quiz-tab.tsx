import { Stack, Typography } from "@mui/material";
import { orderQuestions, type QuizItem } from "./quiz-order.ts";
import { QuizQuestion } from "./quiz-question.tsx";

export function QuizTab({ items }: { items: readonly QuizItem[] }) {
  const questions = orderQuestions(items).filter((item) => item.question && item.question.options.length > 0);
  if (!questions.length) return <Typography sx={{ py: 4, textAlign: "center" }}>No Quiz Available</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">Practice Questions</Typography>
      {questions.map((item, index) => <QuizQuestion key={item.id} number={index + 1} question={item.question!} />)}
    </Stack>
  );
}
