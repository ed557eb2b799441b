import { useCallback, useRef } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { CompleteLessonDocument, CourseProgressDocument, ResetLessonProgressDocument } from "../../gql/graphql.ts";

/**
 * Completed lessons of the course, the completion call and the reset (spec section 4). The mutation results
 * carry the lesson's progress and the course progress afresh (the spec's reload after a reset), so the cache updates
 * the bar and the profile at once. Failures are only logged (spec section 8).
 */
export function useLessonCompletion(courseId: string, enabled: boolean) {
  const progress = useQuery(CourseProgressDocument, { variables: { courseId }, skip: !enabled });
  const [complete] = useMutation(CompleteLessonDocument);
  const [resetProgress] = useMutation(ResetLessonProgressDocument);
  const pending = useRef(new Set<string>());
  const completedIds = progress.data?.courseProgress.completedLessonIds ?? [];
  const completedKey = completedIds.join(",");

  const markComplete = useCallback(
    (lessonId: string) => {
      // Completion is one-way: a completed lesson needs no second call.
      if (completedKey.split(",").includes(lessonId) || pending.current.has(lessonId)) return;
      pending.current.add(lessonId);
      complete({ variables: { lessonId } })
        .catch((error: unknown) => console.warn("Lesson completion failed", error))
        .finally(() => pending.current.delete(lessonId));
    },
    [complete, completedKey],
  );

  const reset = useCallback(
    (lessonId: string) =>
      resetProgress({ variables: { lessonId } }).then(
        () => true,
        (error: unknown) => {
          console.warn("Lesson reset failed", error);
          return false;
        },
      ),
    [resetProgress],
  );

  return { completedIds, markComplete, reset };
}
