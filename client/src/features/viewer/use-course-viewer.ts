import { useQuery } from "@apollo/client/react";
import {
  CourseContentDocument,
  CourseLessonContentsDocument,
  LessonContentsByLessonDocument,
  LessonProgressesDocument,
} from "../../gql/graphql.ts";

/**
 * Everything the viewer shows for a course: lessons first, then the contents of all lessons (prefetched in
 * one request) and every lesson's progress once the course has loaded (spec section 4).
 */
export function useCourseViewer(courseId: string, enabled: boolean) {
  const course = useQuery(CourseContentDocument, { variables: { courseId }, skip: !enabled });
  const loaded = enabled && !!course.data?.course;
  const contents = useQuery(CourseLessonContentsDocument, { variables: { courseId }, skip: !loaded });
  const progresses = useQuery(LessonProgressesDocument, { variables: { courseId }, skip: !loaded });
  const statusOf = (lessonId: string) =>
    progresses.data?.course?.lessons.find((lesson) => lesson.id === lessonId)?.viewerProgress?.status ?? "not_started";
  return { course, contents, statusOf };
}

/** A lesson whose contents did not arrive with the prefetch is fetched on its own. */
export function useLessonContents(lessonId: string | null, prefetched: boolean) {
  return useQuery(LessonContentsByLessonDocument, { variables: { lessonId: lessonId ?? "" }, skip: !lessonId || prefetched });
}
