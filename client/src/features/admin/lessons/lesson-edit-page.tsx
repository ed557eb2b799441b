import { Link as RouterLink, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Link, Typography } from "@mui/material";
import { StaffLessonDocument, type StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { serverMessage } from "../../../lib/errors.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { ContentSection } from "./content-section.tsx";
import { LessonDetailsForm } from "./lesson-details-form.tsx";
import { LessonVideo } from "./lesson-video.tsx";
import { NoteEditor } from "./note-editor.tsx";
import { QuizEditor } from "./quiz-editor.tsx";
import { SlideEditor } from "./slide-editor.tsx";

const titleOnly = (content: StaffLessonContentFragment) => <Typography>{content.title}</Typography>;
const questionSummary = (content: StaffLessonContentFragment) => (
  <>
    <Typography>{content.question?.question ?? content.title}</Typography>
    {content.question && (
      <Typography variant="body2" color="text.secondary">Correct: {content.question.options[content.question.correctAnswer]}</Typography>
    )}
  </>
);

export function LessonEditPage() {
  const { id: courseId = "", lessonId = "" } = useParams();
  const { data, loading, error } = useQuery(StaffLessonDocument, { variables: { courseId } });
  const course = data?.staffCourse;
  const lesson = course?.lessons.find((l) => l.id === lessonId);

  if (loading && !data) return <LoadingState text="Loading lesson..." />;
  if (error || !course || !lesson) {
    return (
      <>
        <SectionHeading title="Edit lesson" />
        <Alert severity="error">{error ? serverMessage(error, "Failed to load the lesson.") : "Lesson not found."}</Alert>
      </>
    );
  }

  const sectionProps = { lessonId: lesson.id, contents: lesson.contents };
  return (
    <>
      <Link component={RouterLink} to={`/admin/courses/${course.id}`} sx={{ display: "inline-block", mb: 1 }}>Back to {course.title}</Link>
      <SectionHeading title={lesson.title} />
      <LessonDetailsForm key={lesson.id} lesson={lesson} />
      <LessonVideo key={`video-${lesson.id}`} lesson={lesson} />
      <ContentSection {...sectionProps} type="note" heading="Notes" noun="note" summary={titleOnly} editor={(content, done) => <NoteEditor lessonId={lesson.id} content={content} onDone={done} />} />
      <ContentSection {...sectionProps} type="ppt" heading="Slides" noun="slide deck" summary={titleOnly} editor={(content, done) => <SlideEditor lessonId={lesson.id} content={content} onDone={done} />} />
      <ContentSection {...sectionProps} type="question" heading="Quiz" noun="question" summary={questionSummary} editor={(content, done) => <QuizEditor lessonId={lesson.id} content={content} onDone={done} />} />
    </>
  );
}
