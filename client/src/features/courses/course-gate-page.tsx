import { Navigate, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { EnrollmentStatusDocument } from "../../gql/graphql.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { tokenStore } from "../../lib/session/token-store.ts";
import { CourseDetailView } from "./course-detail.tsx";

/**
 * Enrolled learners go straight to the content; everyone else sees the detail page (spec section 2). The page
 * shows while the session and the enrollment are checked: it is what the server rendered (for a visitor, who is
 * not signed in), so the app takes it over in place; an enrolled learner is sent on once the check answers.
 */
export function CourseGatePage() {
  const { courseId } = useParams();
  const session = useSession();
  const check = useQuery(EnrollmentStatusDocument, {
    variables: { courseId: courseId ?? "" },
    skip: !courseId || !session.authenticated,
    fetchPolicy: "network-only",
  });
  if (!courseId) return <Navigate to="/courses" replace />;
  // No login or a failed check counts as not enrolled.
  const enrolled = session.authenticated && !check.error && check.data?.enrollmentStatus === true;
  if (enrolled) return <Navigate to={`/courses/${courseId}/content`} replace />;
  // A stored token means a learner who may be enrolled: enrolling waits until the session and the check answer.
  // A visitor without one (and the server, which has no storage) can act at once.
  const checking = (session.loading && tokenStore.get() !== null) || (session.authenticated && check.loading);
  // The course's own isEnrolled flag must not overrule a failed check (spec section 2 and section 8).
  return (
    <CourseDetailView courseId={courseId} enrolled={false} checking={checking} checkFailed={Boolean(check.error)} />
  );
}
