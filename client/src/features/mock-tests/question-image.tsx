// A question's figure (a diagram, a chart), in the exam screen and the solutions alike.
import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";

export function QuestionImage({ url, number }: { url: string | null | undefined; number: number }) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={t("mockTests:exam.figure", { number })}
      loading="lazy"
      data-testid="question-image"
      sx={{ display: "block", maxWidth: "100%", maxHeight: 360, my: 1, borderRadius: 1 }}
    />
  );
}
