// Normalized cache: every screen reads the same Course, Enrollment, LessonProgress, CourseProgress and User
// objects, so mutation results (enroll, completeLesson, updateProfile ...) update them all without refetching.
import { InMemoryCache, type FieldFunctionOptions } from "@apollo/client";

// Root fields that fetch one object by argument read it from the cache first (cache redirects).
function redirect(typename: string, argument: string) {
  return (existing: unknown, { args, toReference }: FieldFunctionOptions) =>
    existing ?? (args?.[argument] ? toReference({ __typename: typename, id: String(args[argument]) }) : undefined);
}

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          course: { read: redirect("Course", "id") },
          lesson: { read: redirect("Lesson", "id") },
          // Viewer-scoped objects keyed by the lesson or course id (contract); the cache is cleared on sign-out.
          lessonProgress: { read: redirect("LessonProgress", "lessonId") },
          courseProgress: { read: redirect("CourseProgress", "courseId") },
          // A start answers with its attempt's paper; the exam screen reads it from here right after the start.
          mockTestAttempt: { read: redirect("MockTestAttempt", "id") },
        },
      },
      LessonProgress: { keyFields: ["id"] },
      CourseProgress: { keyFields: ["id"] },
      AboutContent: { keyFields: ["id"] },
      // Parsed question content has no id of its own; it belongs to its LessonContent.
      Question: { keyFields: false },
      User: { keyFields: ["id"] },
      // A result has no id: its first view and its solutions are two reads of the same mockTestResult field, merged.
      MockTestResult: { merge: true },
      // The viewer's one practice progress (docs/practice.md): a singleton, so setPracticeGoal's answer updates it.
      PracticeProgress: { keyFields: [] },
    },
  });
}
