import { Navigate, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { EnrollmentStatusDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { CourseDetailView } from "./course-detail.tsx";
import { useTranslation } from "react-i18next";

/** Enrolled learners go straight to the content; everyone else sees the detail page (spec section 2). */
export function CourseGatePage() {
  const { courseId } = useParams();
  const session = useSession();
  const { t } = useTranslation();
  const check = useQuery(EnrollmentStatusDocument, {
    variables: { courseId: courseId ?? "" },
    skip: !courseId || !session.authenticated,
    fetchPolicy: "network-only",
  });
  if (!courseId) return <Navigate to="/courses" replace />;
  if (session.loading || (session.authenticated && check.loading)) return <LoadingState text={t("courses:gate.checking")} />;
  // No login or a failed check counts as not enrolled.
  const enrolled = session.authenticated && !check.error && check.data?.enrollmentStatus === true;
  if (enrolled) return <Navigate to={`/courses/${courseId}/content`} replace />;
  return <CourseDetailView courseId={courseId} enrolled={false} />;
}
