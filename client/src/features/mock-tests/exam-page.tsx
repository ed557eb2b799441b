// /tests/:testId/attempts/:attemptId: right after a start, shows the paper the start answered with (from the cache);
// otherwise (a reload, a resume from the list) loads the attempt from the server, so it resumes with the server's
// time left. A submitted attempt goes to its result.
import { Navigate, useLocation, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Container } from "@mui/material";
import { useTranslation } from "react-i18next";
import { MockTestAttemptDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { serverMessage } from "../../lib/errors.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { ExamScreen } from "./exam-screen.tsx";

export function ExamPage() {
  const { testId = "", attemptId = "" } = useParams();
  const { t } = useTranslation();
  const session = useSession();
  const query = useQuery(MockTestAttemptDocument, {
    variables: { id: attemptId },
    skip: !session.authenticated,
    fetchPolicy: examFetchPolicy(useLocation().state),
  });
  const attempt = query.data?.mockTestAttempt;
  usePageMeta({ title: attempt?.test.title ?? t("mockTests:list.title"), noindex: true });
  const resultPath = `/tests/${testId}/attempts/${attemptId}/result`;
  if (!session.loading && !session.authenticated)
    return <Navigate to="/login" replace state={{ returnTo: `/tests/${testId}` }} />;
  if (query.error)
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{serverMessage(query.error, t("common:errors.unknown"))}</Alert>
      </Container>
    );
  if (!attempt) return <LoadingState text={t("common:loading")} />;
  if (attempt.submittedAt) return <Navigate to={resultPath} replace />;
  return <ExamScreen key={attempt.id} attempt={attempt} title={attempt.test.title} resultPath={resultPath} />;
}

/**
 * The cache only right after this tab's start answered with the paper (its serverNow is seconds old); any other
 * arrival asks the server, whose clock and saved answers are the ones to resume from.
 */
export function examFetchPolicy(state: unknown): "cache-first" | "network-only" {
  const started = typeof state === "object" && state !== null && (state as { justStarted?: unknown }).justStarted;
  return started === true ? "cache-first" : "network-only";
}
