// /tests/:testId/attempts/:attemptId/result: score with negative marking, counts, accuracy, section scores and
// time, rank and percentile, the solutions and the top 10.
import { useEffect, useState } from "react";
import { Link as RouterLink, Navigate, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { QuestionImage } from "./question-image.tsx";
import { isBusy, retryAfterOf, retryDelayMs } from "../../lib/pwa/retry-rules.ts";
import {
  MockTestResultDocument,
  MockTestSolutionsDocument,
  type MockTestResultQuery,
  type MockTestSolutionsQuery,
} from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { serverMessage } from "../../lib/errors.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { useFormat } from "../../i18n/use-format.ts";

type Result = MockTestResultQuery["mockTestResult"];
type Solution = MockTestSolutionsQuery["mockTestResult"]["solutions"][number];
const letter = (option: number) => String.fromCharCode(65 + option);

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * A read refused for load (a deadline's results all come at once, decision 015) is sent again after the server's
 * Retry-After (lib/pwa/retry-rules.ts); meanwhile the page says the answer is coming, not that it failed. Whether it is busy.
 */
function useReadAgainWhenBusy(error: unknown, refetch: () => Promise<unknown>) {
  const busy = !!error && isBusy(error);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => void refetch().catch(() => undefined), retryDelayMs(retryAfterOf(error)));
    return () => clearTimeout(timer);
  }, [busy, error, refetch]);
  return busy;
}

/**
 * The solutions come when the learner asks: with both languages and figures they are most of a result's bytes on a
 * metered connection, and at a deadline every learner reads a score first (docs/mock-tests.md). Once read they stay
 * in the cache: a submitted attempt's solutions do not change.
 */
function SolutionsSection({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const query = useQuery(MockTestSolutionsDocument, { variables: { attemptId }, skip: !asked });
  const busy = useReadAgainWhenBusy(query.error, query.refetch);
  const solutions = query.data?.mockTestResult.solutions;
  if (!asked)
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("mockTests:result.solutionsHint")}
        </Typography>
        <Button variant="outlined" onClick={() => setAsked(true)}>
          {t("mockTests:result.showSolutions")}
        </Button>
      </Box>
    );
  if (busy) return <LoadingState text={t("mockTests:result.busy")} />;
  if (query.error) return <Alert severity="error">{serverMessage(query.error, t("common:errors.unknown"))}</Alert>;
  if (!solutions) return <LoadingState text={t("common:loading")} />;
  return <Solutions solutions={solutions} />;
}

function Solutions({ solutions }: { solutions: Solution[] }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<"en" | "hi">(i18n.language === "hi" ? "hi" : "en");
  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_e, value) => value && setLanguage(value)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="en" lang="en">
          English
        </ToggleButton>
        <ToggleButton value="hi" lang="hi">
          हिंदी
        </ToggleButton>
      </ToggleButtonGroup>
      <Stack sx={{ gap: 2 }}>
        {solutions.map((solution, index) => {
          const hindi = language === "hi" && !!solution.textHi && solution.optionsHi.length === solution.options.length;
          const options = hindi ? solution.optionsHi : solution.options;
          const explanation = hindi ? solution.explanationHi || solution.explanation : solution.explanation;
          return (
            <Paper
              key={solution.questionId}
              variant="outlined"
              sx={{ p: 2 }}
              data-testid="solution"
              data-outcome={solution.outcome}
            >
              <Stack direction="row" sx={{ justifyContent: "space-between", gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{t("mockTests:exam.question", { number: index + 1 })}</Typography>
                <Chip
                  size="small"
                  label={t(`mockTests:result.${solution.outcome}`)}
                  color={
                    solution.outcome === "correct" ? "success" : solution.outcome === "wrong" ? "error" : "default"
                  }
                />
              </Stack>
              <Typography sx={{ my: 1 }} lang={hindi ? "hi" : "en"}>
                {hindi ? solution.textHi : solution.text}
              </Typography>
              <QuestionImage question={solution} hindi={language === "hi"} lazy={index > 0} />
              <Box component="ol" type="A" sx={{ pl: 3, my: 1 }}>
                {options.map((option, i) => (
                  <li key={i} style={{ fontWeight: i === solution.correctOption ? 700 : 400 }}>
                    {option}
                  </li>
                ))}
              </Box>
              <Typography variant="body2">
                {t("mockTests:result.yourAnswer", {
                  answer:
                    solution.chosenOption === null ? t("mockTests:result.notAnswered") : letter(solution.chosenOption),
                })}
                {" · "}
                {t("mockTests:result.correctAnswer", { answer: letter(solution.correctOption) })}
              </Typography>
              {explanation && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t("mockTests:result.explanation")}: {explanation}
                </Typography>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}

export function ResultView({ result, attemptId }: { result: Result; attemptId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = (seconds: number) =>
    t("mockTests:result.minutes", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }} data-testid="mock-test-result">
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: "1.6rem", md: "2.2rem" } }}>
        {result.test.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 2 }}>
        {t("mockTests:result.title")}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Stat
            testId="result-score"
            label={t("mockTests:result.score")}
            value={t("mockTests:result.scoreOf", {
              score: format.number(result.score),
              max: format.number(result.maxScore),
            })}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Stat
            testId="result-rank"
            label={t("mockTests:result.rank")}
            value={t("mockTests:result.rankOf", {
              rank: format.number(result.rank),
              total: format.number(result.totalAttempts),
            })}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Stat
            testId="result-percentile"
            label={t("mockTests:result.percentile")}
            value={format.number(result.percentile)}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Stat testId="result-correct" label={t("mockTests:result.correct")} value={format.number(result.correct)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Stat testId="result-wrong" label={t("mockTests:result.wrong")} value={format.number(result.wrong)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Stat
            testId="result-unattempted"
            label={t("mockTests:result.unattempted")}
            value={format.number(result.unattempted)}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Stat
            testId="result-accuracy"
            label={t("mockTests:result.accuracy")}
            value={`${format.number(result.accuracy)}%`}
          />
        </Grid>
      </Grid>
      {result.papersDiffer && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="result-papers-differ">
          {t("mockTests:result.papersDiffer")}
        </Alert>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t("mockTests:result.sections")}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t("mockTests:result.sections")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("mockTests:result.section")}</TableCell>
              <TableCell align="right">{t("mockTests:result.score")}</TableCell>
              <TableCell align="right">{t("mockTests:result.correct")}</TableCell>
              <TableCell align="right">{t("mockTests:result.wrong")}</TableCell>
              <TableCell align="right">{t("mockTests:result.time")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.sections.map((section) => (
              <TableRow key={section.sectionId} data-testid="section-score">
                <TableCell>{section.name}</TableCell>
                <TableCell align="right">
                  {format.number(section.score)} / {format.number(section.maxScore)}
                </TableCell>
                <TableCell align="right">{format.number(section.correct)}</TableCell>
                <TableCell align="right">{format.number(section.wrong)}</TableCell>
                <TableCell align="right">{duration(section.timeSpentSeconds)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t("mockTests:result.leaderboard")}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t("mockTests:result.leaderboard")}>
          <TableBody>
            {result.leaderboard.map((row, index) => (
              <TableRow key={index} selected={row.isViewer} data-testid="leader">
                <TableCell>{format.number(row.rank)}</TableCell>
                <TableCell>
                  {row.name}
                  {row.isViewer ? ` (${t("mockTests:result.you")})` : ""}
                </TableCell>
                <TableCell align="right">{format.number(row.score)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t("mockTests:result.solutions")}
      </Typography>
      <SolutionsSection attemptId={attemptId} />
      <Button component={RouterLink} to="/tests" sx={{ mt: 3 }}>
        {t("mockTests:result.backToTests")}
      </Button>
    </Container>
  );
}

export function ResultPage() {
  const { testId = "", attemptId = "" } = useParams();
  const { t } = useTranslation();
  const session = useSession();
  const query = useQuery(MockTestResultDocument, {
    variables: { attemptId },
    skip: !session.authenticated,
    fetchPolicy: "network-only",
  });
  usePageMeta({ title: t("mockTests:result.title"), noindex: true });
  const busy = useReadAgainWhenBusy(query.error, query.refetch);
  if (!session.loading && !session.authenticated)
    return <Navigate to="/login" replace state={{ returnTo: `/tests/${testId}` }} />;
  if (busy) return <LoadingState text={t("mockTests:result.busy")} />;
  if (query.error)
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{serverMessage(query.error, t("common:errors.unknown"))}</Alert>
      </Container>
    );
  if (!query.data) return <LoadingState text={t("common:loading")} />;
  return <ResultView result={query.data.mockTestResult} attemptId={attemptId} />;
}
