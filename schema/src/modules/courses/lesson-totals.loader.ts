// lessonCount and totalMinutes of courses: from the lessons a course page has loaded already, otherwise one
// aggregate statement per request for every listed course (one row per course, not one per lesson).
import DataLoader from "dataloader";
import { createContextCache } from "@pothos/core";
import type { Course } from "@app/db";
import type { Context } from "../../context.ts";

export interface LessonTotals {
  count: number;
  minutes: number;
}

const lessonTotalsLoader = createContextCache(
  (context: Context) =>
    new DataLoader(async (courseIds: readonly string[]): Promise<LessonTotals[]> => {
      const rows = await context.prisma.lesson.groupBy({
        by: ["courseId"],
        where: { courseId: { in: [...courseIds] } },
        _count: { _all: true },
        _sum: { duration: true },
      });
      const byCourse = new Map(
        rows.map((row) => [row.courseId, { count: row._count._all, minutes: row._sum.duration ?? 0 }]),
      );
      return courseIds.map((id) => byCourse.get(id) ?? { count: 0, minutes: 0 });
    }),
);

/** The `lessons` relation takes no filter, so when the parent query included it, it holds every lesson. */
const loadedLessons = (course: Course): { duration: number }[] | undefined => {
  const lessons = (course as Course & { lessons?: unknown }).lessons;
  return Array.isArray(lessons) ? lessons : undefined;
};

export function lessonTotals(context: Context, course: Course): LessonTotals | Promise<LessonTotals> {
  const lessons = loadedLessons(course);
  if (!lessons) return lessonTotalsLoader(context).load(course.id);
  return { count: lessons.length, minutes: lessons.reduce((sum, lesson) => sum + lesson.duration, 0) };
}
