// The learner's figures per topic (docs/practice.md): accuracy, average time, answers and percentile among all
// learners, the strongest and weakest topic, and a way straight into the weakest.
import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import {
  Alert,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { PracticeAnalyticsDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { nameIn } from "./names.ts";

export function AnalyticsCard() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { data, loading, error } = useQuery(PracticeAnalyticsDocument, { fetchPolicy: "cache-and-network" });
  const analytics = data?.practiceAnalytics;
  const seconds = (ms: number) =>
    t("practice:analytics.seconds", { seconds: format.number(Math.round(ms / 100) / 10) });

  return (
    <Paper component="section" aria-labelledby="practice-analytics" sx={{ p: 2 }}>
      <Typography id="practice-analytics" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t("practice:analytics.title")}
      </Typography>
      {loading && !analytics ? (
        <LoadingState text={t("common:loading")} />
      ) : error && !analytics ? (
        <Alert severity="error">{t("practice:analytics.failed")}</Alert>
      ) : !analytics?.topics.length ? (
        <Typography color="text.secondary">{t("practice:analytics.none")}</Typography>
      ) : (
        <>
          {analytics.strongest && (
            <Typography data-testid="practice-strongest">
              {t("practice:analytics.strongest", { topic: nameIn(analytics.strongest.topic, i18n.language) })}
            </Typography>
          )}
          {analytics.weakest && (
            <Box sx={{ mb: 1 }}>
              <Typography data-testid="practice-weakest">
                {t("practice:analytics.weakest", { topic: nameIn(analytics.weakest.topic, i18n.language) })}
              </Typography>
              <Button
                component={RouterLink}
                to={`/practice/topics/${analytics.weakest.topic.id}`}
                variant="contained"
                sx={{ mt: 1, minHeight: 48 }}
              >
                {t("practice:analytics.practiseWeakest")}
              </Button>
            </Box>
          )}
          {/* On a phone the table scrolls sideways: the region takes focus so a keyboard can scroll it too. */}
          <TableContainer tabIndex={0} role="region" aria-labelledby="practice-analytics">
            <Table size="small" aria-labelledby="practice-analytics">
              <TableHead>
                <TableRow>
                  <TableCell>{t("practice:analytics.topic")}</TableCell>
                  <TableCell align="right">{t("practice:analytics.accuracy")}</TableCell>
                  <TableCell align="right">{t("practice:analytics.averageTime")}</TableCell>
                  <TableCell align="right">{t("practice:analytics.attempts")}</TableCell>
                  <TableCell align="right">{t("practice:analytics.percentile")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {analytics.topics.map((row) => (
                  <TableRow key={row.topic.id}>
                    <TableCell component="th" scope="row">
                      {nameIn(row.topic, i18n.language)}
                      <Typography variant="body2" color="text.secondary">
                        {nameIn(row.topic.subject, i18n.language)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{format.percent(row.accuracy)}</TableCell>
                    <TableCell align="right">{seconds(row.avgTimeMs)}</TableCell>
                    <TableCell align="right">{format.number(row.attempts)}</TableCell>
                    <TableCell align="right">
                      {row.percentile === null ? "–" : format.number(Math.round(row.percentile))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Paper>
  );
}
