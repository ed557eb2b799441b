import { useCallback, useRef } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { CourseProgressDocument, ResetLessonProgressDocument } from "../../gql/graphql.ts";
import { progressOutbox } from "../../lib/pwa/progress-outbox.ts";
import { coursePercent } from "./progress.ts";

/**
 * Completed lessons of the course, the completion call and the reset (spec section 4). The mutation results
 * carry the lesson's progress and the course progress afresh (the spec's reload after a reset), so the cache updates
 * the bar and the profile at once. Failures are only logged (spec section 8). A completion made offline is queued
 * (lib/pwa/progress-outbox.ts) and shown as done at once; it reaches the server when the connection returns.
 */
export function useLessonCompletion(courseId: string, enabled: boolean) {
  const progress = useQuery(CourseProgressDocument, { variables: { courseId }, skip: !enabled });
  const apollo = useApolloClient();
  const [resetProgress] = useMutation(ResetLessonProgressDocument);
  const pending = useRef(new Set<string>());
  const completedIds = progress.data?.courseProgress.completedLessonIds ?? [];
  const completedKey = completedIds.join(",");

  const markComplete = useCallback(
    (lessonId: string) => {
      // Completion is one-way: a completed lesson needs no second call.
      if (completedKey.split(",").includes(lessonId) || pending.current.has(lessonId)) return;
      pending.current.add(lessonId);
      progressOutbox(apollo)
        .report({ lessonId, complete: true })
        .then((result) => {
          if (result === "queued") showCompleted(apollo, courseId, lessonId);
        })
        .catch((error: unknown) => console.warn("Lesson completion failed", error))
        .finally(() => pending.current.delete(lessonId));
    },
    [apollo, courseId, completedKey],
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

/** The queued completion as the server will count it, so the bar and the list move while offline. */
function showCompleted(apollo: ReturnType<typeof useApolloClient>, courseId: string, lessonId: string) {
  apollo.cache.updateQuery({ query: CourseProgressDocument, variables: { courseId } }, (data) => {
    const progress = data?.courseProgress;
    if (!progress || progress.completedLessonIds.includes(lessonId)) return data;
    const completedLessons = progress.completedLessons + 1;
    const percent = coursePercent(completedLessons, progress.totalLessons);
    return {
      courseProgress: {
        ...progress,
        completedLessonIds: [...progress.completedLessonIds, lessonId],
        completedLessons,
        percent,
      },
    };
  });
}
