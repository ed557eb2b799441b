import { Stack, Typography } from "@mui/material";
import { orderQuestions, type QuizItem } from "./quiz-order.ts";
import { QuizQuestion } from "./quiz-question.tsx";
import { useTranslation } from "react-i18next";

export function QuizTab({ items }: { items: readonly QuizItem[] }) {
  const { t } = useTranslation();
  const questions = orderQuestions(items).filter((item) => item.question && item.question.options.length > 0);
  if (!questions.length) return <Typography sx={{ py: 4, textAlign: "center" }}>{t("quiz:empty")}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t("quiz:title")}
      </Typography>
      {questions.map((item, index) => (
        <QuizQuestion key={item.id} number={index + 1} question={item.question!} />
      ))}
    </Stack>
  );
}
