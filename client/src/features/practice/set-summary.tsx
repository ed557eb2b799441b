// The end of a set: the score, the average time and each question's verdict; the day's progress is read again so
// the goal and the streak shown elsewhere include this set.
import { useEffect, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useApolloClient } from "@apollo/client/react";
import { Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PracticeProgressDocument, type PracticeSetFieldsFragment } from "../../gql/graphql.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { MathText } from "./math-text.tsx";
import { answerOf, summaryOf, type PracticeRun } from "./practice-run.ts";
import { optionLetter, questionIn } from "./question-language.ts";

export function SetSummary({
  set,
  run,
  again,
}: {
  set: PracticeSetFieldsFragment;
  run: PracticeRun;
  again: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const apollo = useApolloClient();
  const summary = summaryOf(run);
  useEffect(() => {
    void apollo.refetchQueries({ include: [PracticeProgressDocument] }).catch(() => undefined);
  }, [apollo]);

  return (
    <Paper
      component="section"
      aria-labelledby="practice-summary"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="practice-summary"
    >
      <Typography id="practice-summary" variant="h5" component="h2" gutterBottom>
        {t("practice:summary.title")}
      </Typography>
      <Typography sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
        {t("practice:summary.score", {
          correct: format.number(summary.correct),
          total: format.number(set.questions.length),
        })}
      </Typography>
      <Typography color="text.secondary">
        {t("practice:summary.averageTime", { seconds: format.number(summary.averageSeconds) })}
      </Typography>
      <List>
        {set.questions.map((question, index) => {
          const given = answerOf(run, question.id);
          const shown = questionIn(question, i18n.language === "hi" ? "hi" : "en");
          return (
            <ListItem key={question.id} divider disableGutters>
              <ListItemText
                primary={
                  <Box component="span" lang={shown.language}>
                    {`${index + 1}. `}
                    <MathText text={shown.text} />
                  </Box>
                }
                secondary={
                  given && !given.correct
                    ? `${t("practice:summary.yourAnswer", { option: optionLetter(given.choice) })} · ${t("practice:summary.correctAnswer", { option: optionLetter(question.correctIndex) })}`
                    : t("practice:player.correct")
                }
              />
            </ListItem>
          );
        })}
      </List>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 2 }}>
        {again}
        <Button component={RouterLink} to="/practice" variant="outlined" sx={{ minHeight: 48 }}>
          {t("practice:summary.back")}
        </Button>
      </Stack>
    </Paper>
  );
}
