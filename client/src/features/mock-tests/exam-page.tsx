// /tests/:testId/attempts/:attemptId: loads the attempt from the server (a reload resumes with the time left); a
// submitted attempt goes to its result.
import { Navigate, useParams } from "react-router";
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
    fetchPolicy: "network-only",
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
