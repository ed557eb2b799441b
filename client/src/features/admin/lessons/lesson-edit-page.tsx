import { Link as RouterLink, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { StaffLessonDocument, type StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { serverMessage } from "../../../lib/errors.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { AssignmentEditor } from "../assignments/assignment-editor.tsx";
import { ContentSection } from "./content-section.tsx";
import { LessonDetailsForm } from "./lesson-details-form.tsx";
import { LessonVideo } from "./lesson-video.tsx";
import { NoteEditor } from "./note-editor.tsx";
import { QuizEditor } from "./quiz-editor.tsx";
import { SlideEditor } from "./slide-editor.tsx";

const titleOnly = (content: StaffLessonContentFragment) => <Typography>{content.title}</Typography>;

function QuestionSummary({ content }: { content: StaffLessonContentFragment }) {
  const { t } = useTranslation("admin-lessons");
  return (
    <>
      <Typography>{content.question?.question ?? content.title}</Typography>
      {content.question && (
        <Typography variant="body2" color="text.secondary">
          {t("admin-lessons:edit.correct", { answer: content.question.options[content.question.correctAnswer] })}
        </Typography>
      )}
    </>
  );
}
const questionSummary = (content: StaffLessonContentFragment) => <QuestionSummary content={content} />;

export function LessonEditPage() {
  const { t } = useTranslation("admin-lessons");
  const { id: courseId = "", lessonId = "" } = useParams();
  const { data, loading, error } = useQuery(StaffLessonDocument, { variables: { courseId } });
  const course = data?.staffCourse;
  const lesson = course?.lessons.find((l) => l.id === lessonId);

  if (loading && !data) return <LoadingState text={t("admin-lessons:edit.loading")} />;
  if (error || !course || !lesson) {
    return (
      <>
        <SectionHeading title={t("admin-lessons:edit.title")} />
        <Alert severity="error">
          {error ? serverMessage(error, t("admin-lessons:edit.loadFailed")) : t("admin-lessons:edit.notFound")}
        </Alert>
      </>
    );
  }

  const sectionProps = { lessonId: lesson.id, contents: lesson.contents };
  return (
    <>
      <Link component={RouterLink} to={`/admin/courses/${course.id}`} sx={{ display: "inline-block", mb: 1 }}>
        {t("admin-lessons:edit.back", { title: course.title })}
      </Link>
      <SectionHeading title={lesson.title} />
      <LessonDetailsForm key={lesson.id} lesson={lesson} />
      <LessonVideo key={`video-${lesson.id}`} lesson={lesson} />
      <ContentSection
        {...sectionProps}
        type="note"
        summary={titleOnly}
        editor={(content, done) => <NoteEditor lessonId={lesson.id} content={content} onDone={done} />}
      />
      <ContentSection
        {...sectionProps}
        type="ppt"
        summary={titleOnly}
        editor={(content, done) => <SlideEditor lessonId={lesson.id} content={content} onDone={done} />}
      />
      <ContentSection
        {...sectionProps}
        type="question"
        summary={questionSummary}
        editor={(content, done) => <QuizEditor lessonId={lesson.id} content={content} onDone={done} />}
      />
      <AssignmentEditor key={`assignment-${lesson.id}`} lessonId={lesson.id} />
    </>
  );
}
