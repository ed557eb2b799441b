// /tests/:testId: the instructions, 'I have read the instructions' and Start test (or Resume test while an attempt
// is in progress: the server answers the same attempt with the time it has left).
import { useState, useSyncExternalStore } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Checkbox, Container, FormControlLabel, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { MockTestInstructionsDocument, StartMockTestAttemptDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { SafeHtml } from "../../components/ui/safe-html.tsx";
import { serverMessage } from "../../lib/errors.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { MockTestFacts } from "./tests-page.tsx";
import { mockTestData } from "./mock-test-meta.ts";
import { untilNotBusy } from "../../lib/pwa/retry-rules.ts";

const noSubscription = () => () => undefined;

/**
 * The instructions' rich text is sanitised in the browser (DOMPurify needs a DOM), so the server renders the page
 * without it and the browser adds it after hydrating (useSyncExternalStore gives the server's answer while
 * hydrating, so the markup matches).
 */
function Instructions({ html }: { html: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? <SafeHtml html={html} /> : null;
}

export function TestInstructionsPage() {
  const { testId = "" } = useParams();
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const session = useSession();
  const query = useQuery(MockTestInstructionsDocument, { variables: { id: testId } });
  const [start, starting] = useMutation(StartMockTestAttemptDocument);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // From the tap until the start is answered, waits for a busy server included.
  const [beginning, setBeginning] = useState(false);
  const test = query.data?.mockTest;
  usePageMeta({
    title: test?.title ?? t("mockTests:list.title"),
    description: test?.description,
    status: query.error ? 404 : undefined,
    structuredData: test ? mockTestData(test) : undefined,
  });

  if (!test)
    return query.loading ? (
      <LoadingState text={t("common:loading")} />
    ) : (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{serverMessage(query.error, t("mockTests:list.failed"))}</Alert>
      </Container>
    );

  const open = test.myAttempts.find((attempt) => !attempt.submittedAt);
  const lastSubmitted = test.myAttempts.find((attempt) => attempt.submittedAt);
  const used = test.myAttempts.length >= test.attemptsAllowed && !open;

  const begin = async () => {
    if (!session.authenticated) return navigate("/login", { state: { returnTo: `/tests/${test.id}` } });
    setError(null);
    setBeginning(true);
    try {
      // A class starting together may find the server busy (503): the start goes again after its Retry-After
      // (lib/pwa/retry-rules.ts) rather than showing an error; a start resumes the open attempt, so it may be repeated.
      const { data } = await untilNotBusy(() => start({ variables: { testId: test.id } }));
      // The start's answer is the paper, in the cache now: the exam screen shows it without asking again.
      navigate(`/tests/${test.id}/attempts/${data!.startMockTestAttempt.id}`, { state: { justStarted: true } });
    } catch (failure) {
      setError(serverMessage(failure, t("common:errors.unknown")));
    } finally {
      setBeginning(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: "1.6rem", md: "2.2rem" } }}>
        {test.title}
      </Typography>
      <MockTestFacts test={test} />
      <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
        <Typography variant="h6" component="h2">
          {t("mockTests:instructions.sections")}
        </Typography>
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {test.sections.map((section) => (
            <li key={section.id}>
              {t("mockTests:instructions.sectionLine", {
                name: section.name,
                count: section.questionCount,
                correct: format.number(section.marksCorrect),
                wrong: format.number(section.negativeMarks),
              })}
              {section.timeLimitMinutes !== null &&
                ` ${t("mockTests:instructions.sectionLimit", { minutes: section.timeLimitMinutes })}`}
            </li>
          ))}
        </Box>
        <Typography variant="h6" component="h2">
          {t("mockTests:instructions.title")}
        </Typography>
        <Instructions html={test.instructions} />
      </Paper>
      {lastSubmitted && (
        <Stack direction="row" sx={{ alignItems: "center", gap: 2, mb: 2 }}>
          <Typography>
            {t("mockTests:instructions.lastScore", { score: format.number(lastSubmitted.score ?? 0) })}
          </Typography>
          <Button component={RouterLink} to={`/tests/${test.id}/attempts/${lastSubmitted.id}/result`}>
            {t("mockTests:instructions.viewResult")}
          </Button>
        </Stack>
      )}
      {used ? (
        <Alert severity="info">{t("mockTests:instructions.noAttemptsLeft")}</Alert>
      ) : (
        <Stack sx={{ gap: 2, alignItems: "flex-start" }}>
          {!open && (
            <FormControlLabel
              control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
              label={t("mockTests:instructions.agree")}
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <Button
            variant="contained"
            size="large"
            disabled={(!open && !agreed) || starting.loading || beginning}
            onClick={() => void begin()}
          >
            {open
              ? t("mockTests:instructions.resume")
              : session.authenticated
                ? t("mockTests:instructions.start")
                : t("mockTests:instructions.signIn")}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
