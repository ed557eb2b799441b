// The staff console's preview of any course, draft or not, through the learner's own detail components
// (issue 16: "exactly as a learner would see it"), fed with staffCourse instead of the published-only course.
import { Link as RouterLink, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Button } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { StaffCoursePreviewDocument } from "../../gql-admin/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { serverMessage } from "../../lib/errors.ts";
import { CourseDetailLayout } from "../../features/courses/course-detail.tsx";
import { EnrollCard } from "../../features/courses/course-detail-parts.tsx";

export default function AdminCoursePreview() {
  const { id = "" } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error } = useQuery(StaffCoursePreviewDocument, { variables: { id } });
  const course = data?.staffCourse;
  if (loading && !data) return <LoadingState text="Loading preview..." />;
  if (error || !course) return <Alert severity="error">{error ? serverMessage(error, "Failed to load the course.") : "Course not found."}</Alert>;

  const notice = () => enqueueSnackbar("This is a preview: enrolling is not available here.", { variant: "info" });
  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={<Button component={RouterLink} to={`/admin/courses/${id}`} color="inherit" size="small">Back to editor</Button>}
      >
        Preview{course.published ? "" : " of a draft"}: this is the course page as learners see it.
      </Alert>
      <CourseDetailLayout course={course}>
        <EnrollCard course={course} enrolled={false} pending={false} onEnroll={notice} onContinue={notice} />
      </CourseDetailLayout>
    </>
  );
}
