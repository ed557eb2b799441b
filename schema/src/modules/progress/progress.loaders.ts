// Per-request loaders for viewer-scoped fields, so lists resolve in a constant number of queries.
import DataLoader from "dataloader";
import { createContextCache } from "@pothos/core";
import type { Context } from "../../context.ts";
import { viewerOf } from "../shared/viewer.ts";
import {
  courseKey,
  loadCourseProgress,
  loadLastLessons,
  loadLessonProgress,
  type CourseKey,
} from "./course-progress.service.ts";

export const courseProgressLoader = createContextCache(
  (context: Context) =>
    new DataLoader((keys: readonly CourseKey[]) => loadCourseProgress(context.db.sql, keys), { cacheKeyFn: courseKey }),
);

export const viewerLessonProgressLoader = createContextCache(
  (context: Context) =>
    new DataLoader((lessonIds: readonly string[]) =>
      loadLessonProgress(context.db.sql, viewerOf(context).userId, lessonIds),
    ),
);

export const lastLessonLoader = createContextCache(
  (context: Context) =>
    new DataLoader((keys: readonly CourseKey[]) => loadLastLessons(context.prisma, keys), { cacheKeyFn: courseKey }),
);

/** After a progress write, later fields of the same request must see the new state. */
export function forgetProgress(context: Context) {
  courseProgressLoader(context).clearAll();
  viewerLessonProgressLoader(context).clearAll();
  lastLessonLoader(context).clearAll();
}
