import { useQuery } from "@apollo/client/react";
import {
  CourseContentDocument,
  CourseLessonContentsDocument,
  LessonContentsByLessonDocument,
  LessonProgressesDocument,
} from "../../gql/graphql.ts";
import type { SavedPlayback } from "./video/resume.ts";

/**
 * Everything the viewer shows for a course: lessons first, then the contents of all lessons (prefetched in
 * one request) and every lesson's progress once the course has loaded (spec section 4).
 */
export function useCourseViewer(courseId: string, enabled: boolean) {
  const course = useQuery(CourseContentDocument, { variables: { courseId }, skip: !enabled });
  const loaded = enabled && !!course.data?.course;
  const contents = useQuery(CourseLessonContentsDocument, { variables: { courseId }, skip: !loaded });
  const progresses = useQuery(LessonProgressesDocument, { variables: { courseId }, skip: !loaded });
  const progressOf = (lessonId: string) =>
    progresses.data?.course?.lessons.find((lesson) => lesson.id === lessonId)?.viewerProgress ?? null;
  const statusOf = (lessonId: string) => progressOf(lessonId)?.status ?? "not_started";
  /** What a lesson's video resumes from; null until the progress has loaded. */
  const savedOf = (lessonId: string): SavedPlayback | null => {
    if (!progresses.data) return null;
    const { status = "not_started", lastPosition = 0, totalDuration = 0 } = progressOf(lessonId) ?? {};
    return { status, lastPosition, totalDuration };
  };
  return { course, contents, statusOf, savedOf };
}

/** A lesson whose contents did not arrive with the prefetch is fetched on its own. */
export function useLessonContents(lessonId: string | null, prefetched: boolean) {
  return useQuery(LessonContentsByLessonDocument, {
    variables: { lessonId: lessonId ?? "" },
    skip: !lessonId || prefetched,
  });
}
