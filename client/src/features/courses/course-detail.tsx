import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Container, Grid, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { CourseDetailDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { serverMessage } from "../../lib/errors.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import {
  CourseHero,
  CourseSections,
  EnrollCard,
  IncludesCard,
  InstructorCard,
  type CourseDetail,
} from "./course-detail-parts.tsx";
import { courseMeta } from "./course-meta.ts";
import { useEnroll } from "./use-enroll.ts";
import { useTranslation } from "react-i18next";

interface CourseDetailViewProps {
  courseId: string;
  enrolled: boolean;
  /** A signed-in learner's enrollment is still being checked: enrolling waits for the answer. */
  checking?: boolean;
  /** The enrollment check failed: the learner counts as not enrolled (spec section 2). */
  checkFailed?: boolean;
}

export function CourseDetailView({ courseId, enrolled, checking = false, checkFailed = false }: CourseDetailViewProps) {
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error } = useQuery(CourseDetailDocument, { variables: { id: courseId } });
  const [enroll, enrollment] = useEnroll();
  const [enrollError, setEnrollError] = useState<string | null>(null);
  const contentPath = `/courses/${courseId}/content`;
  const { t } = useTranslation();
  const course = data?.course;
  // The server's answer for a course that does not exist or is not published is the 404 page (with this text).
  usePageMeta(
    course
      ? courseMeta(course, t)
      : loading
        ? { title: t("courses:meta.course") }
        : error
          ? { title: t("courses:detail.errorTitle"), status: 503, noindex: true }
          : { title: t("courses:detail.notFound"), status: 404, noindex: true },
  );

  if (loading && !data) return <LoadingState text={t("courses:detail.loading")} />;
  if (error || !course) {
    return (
      <Container sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t("courses:detail.errorTitle")}
        </Typography>
        <Alert severity="error">
          {error ? serverMessage(error, t("courses:detail.fetchFailed")) : t("courses:detail.notFound")}
        </Alert>
      </Container>
    );
  }

  const startEnroll = async () => {
    if (!authenticated) return navigate(`/login?returnTo=${encodeURIComponent(`/courses/${courseId}`)}`);
    setEnrollError(null);
    try {
      await enroll({ variables: { courseId } });
      enqueueSnackbar(t("courses:detail.enrolledToast"), { variant: "success" });
      navigate(contentPath);
    } catch (failure) {
      setEnrollError(serverMessage(failure, t("courses:detail.enrollFailed")));
      enqueueSnackbar(serverMessage(failure, t("courses:detail.enrollFailedToast")), { variant: "error" });
    }
  };

  return (
    <CourseDetailLayout course={course}>
      {enrollError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {enrollError}
        </Alert>
      )}
      <EnrollCard
        course={course}
        enrolled={enrolled || (authenticated && !checking && !checkFailed && course.isEnrolled)}
        pending={enrollment.loading}
        checking={checking}
        onEnroll={() => void startEnroll()}
        onContinue={() => navigate(contentPath)}
      />
    </CourseDetailLayout>
  );
}

/** The detail page around its enrol card (`children`); the staff console previews drafts with it too. */
export function CourseDetailLayout({ course, children }: { course: CourseDetail; children: ReactNode }) {
  return (
    <>
      <CourseHero course={course} />
      <Container sx={{ py: 4 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <CourseSections course={course} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ position: { md: "sticky" }, top: { md: 88 } }}>
              {children}
              <IncludesCard course={course} />
              <InstructorCard course={course} />
            </Box>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
