// /tests: the published mock tests (server-rendered like the other public listings, decision 006), each with its
// duration, questions, marks and the learner's attempts.
import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Button, Card, CardActions, CardContent, Chip, Container, Grid, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { MockTestsDocument, type MockTestCardFragment } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { mockTestsData } from "./mock-test-meta.ts";

export function MockTestFacts({ test }: { test: MockTestCardFragment }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, my: 1 }}>
      <Chip size="small" label={t("mockTests:list.duration", { value: format.number(test.durationMinutes) })} />
      <Chip size="small" label={t("mockTests:list.questions", { value: format.number(test.questionCount) })} />
      <Chip size="small" label={t("mockTests:list.marks", { value: format.number(test.totalMarks) })} />
      {/* Outlined in the warning colour, the text in the body's: warning orange on white is under 4.5:1. */}
      <Chip
        size="small"
        variant="outlined"
        sx={{ borderColor: "warning.main" }}
        label={t("mockTests:list.marking", {
          correct: format.number(test.marksCorrect),
          wrong: format.number(test.negativeMarks),
        })}
      />
    </Stack>
  );
}

function TestCard({ test }: { test: MockTestCardFragment }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="mock-test-card" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardContent sx={{ flexGrow: 1 }}>
        {test.examCategory && (
          <Chip size="small" color="primary" variant="outlined" label={test.examCategory} sx={{ mb: 1 }} />
        )}
        <Typography variant="h6" component="h2">
          {test.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {test.description}
        </Typography>
        <MockTestFacts test={test} />
        {test.myAttempts.length > 0 && (
          <Typography variant="body2">
            {t("mockTests:list.attempts", { used: test.myAttempts.length, allowed: test.attemptsAllowed })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button component={RouterLink} to={`/tests/${test.id}`} variant="contained" fullWidth>
          {t("mockTests:list.open")}
        </Button>
      </CardActions>
    </Card>
  );
}

export function MockTestsPage() {
  const { t } = useTranslation();
  const tests = useQuery(MockTestsDocument);
  const list = tests.data?.mockTests ?? [];
  usePageMeta({
    title: t("mockTests:list.title"),
    description: t("mockTests:list.metaDescription"),
    structuredData: list.length ? mockTestsData(list) : undefined,
  });
  return (
    <>
      <PageHero compact title={t("mockTests:list.title")} subtitle={t("mockTests:list.subtitle")} />
      <Container sx={{ py: 4 }}>
        {tests.loading && !tests.data ? (
          <LoadingState text={t("common:loading")} />
        ) : tests.error && !list.length ? (
          <Alert severity="error">{t("mockTests:list.failed")}</Alert>
        ) : !list.length ? (
          <Alert severity="info">{t("mockTests:list.empty")}</Alert>
        ) : (
          <Grid container spacing={3}>
            {list.map((test) => (
              <Grid key={test.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <TestCard test={test} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </>
  );
}
