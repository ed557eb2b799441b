import { useParams } from "react-router";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Typography } from "@mui/material";
import { StaffCourseDocument, UpdateStaffCourseDocument } from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { serverMessage } from "../../../lib/errors.ts";
import { LessonList } from "../lessons/lesson-list.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { CourseForm } from "./course-form.tsx";
import { courseFormValues } from "./course-form-values.ts";
import { CourseStatusActions } from "./course-status-actions.tsx";
import { CourseThumbnail } from "./course-thumbnail.tsx";
import { CourseTranslations } from "./course-translations.tsx";
import { useTranslation } from "react-i18next";

export function CourseEditPage() {
  const { id = "" } = useParams();
  const { data, loading, error } = useQuery(StaffCourseDocument, { variables: { id } });
  const [update] = useMutation(UpdateStaffCourseDocument);
  const course = data?.staffCourse;
  const { t } = useTranslation("admin");

  if (loading && !data) return <LoadingState text={t("admin:courseForm.loading")} />;
  if (error || !course) {
    return (
      <>
        <SectionHeading title={t("admin:courseForm.edit")} />
        <Alert severity="error">
          {error ? serverMessage(error, t("admin:courseForm.loadFailed")) : t("admin:courseForm.notFound")}
        </Alert>
      </>
    );
  }

  return (
    <>
      <SectionHeading title={course.title} />
      <CourseStatusActions course={course} />
      <CourseThumbnail courseId={course.id} thumbnail={course.thumbnail} title={course.title} />
      <Box component="section" aria-labelledby="details-heading">
        <Typography id="details-heading" variant="h6" component="h2" gutterBottom>
          {t("admin:courseForm.details")}
        </Typography>
        <CourseForm
          key={course.id}
          initial={courseFormValues(course)}
          submitLabel={t("admin:courseForm.save")}
          successMessage={t("admin:courseForm.saved")}
          save={(input) => update({ variables: { id: course.id, input } })}
        />
      </Box>
      <CourseTranslations courseId={course.id} />
      <LessonList courseId={course.id} lessons={course.lessons} />
    </>
  );
}
