// The staff console's preview of any course, draft or not, through the learner's own detail components
// ("exactly as a learner would see it", docs/staff-console.md), fed with staffCourse instead of the published-only course.
import { Link as RouterLink, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { StaffCoursePreviewDocument } from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { serverMessage } from "../../../lib/errors.ts";
import { CourseDetailLayout } from "../../../features/courses/course-detail.tsx";
import { EnrollCard } from "../../../features/courses/course-detail-parts.tsx";

export default function AdminCoursePreview() {
  const { id = "" } = useParams();
  const { t } = useTranslation("admin");
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error } = useQuery(StaffCoursePreviewDocument, { variables: { id } });
  const course = data?.staffCourse;
  if (loading && !data) return <LoadingState text={t("admin:preview.loading")} />;
  if (error || !course)
    return (
      <Alert severity="error">
        {error ? serverMessage(error, t("admin:preview.loadFailed")) : t("admin:preview.notFound")}
      </Alert>
    );

  const notice = () => enqueueSnackbar(t("admin:preview.enrollDisabled"), { variant: "info" });
  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          <Button component={RouterLink} to={`/admin/courses/${id}`} color="inherit" size="small">
            {t("admin:preview.back")}
          </Button>
        }
      >
        {t(course.published ? "admin:preview.notice" : "admin:preview.noticeDraft")}
      </Alert>
      <CourseDetailLayout course={course}>
        <EnrollCard course={course} enrolled={false} pending={false} onEnroll={notice} onContinue={notice} />
      </CourseDetailLayout>
    </>
  );
}
