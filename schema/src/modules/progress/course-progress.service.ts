// Course progress (spec section 5): round(completed / total lessons * 100). Loaded in batches so a list
// of enrollments or courses costs the same three queries whatever its length.
import type { Enrollment, PrismaClient } from "@app/db";

export interface CourseKey {
  userId: string;
  courseId: string;
}

export interface CourseProgressShape extends CourseKey {
  totalLessons: number;
  completedLessonIds: string[];
  enrollment: Enrollment | null;
}

export const coursePercent = (progress: Pick<CourseProgressShape, "totalLessons" | "completedLessonIds">) =>
  progress.totalLessons === 0 ? 0 : Math.round((progress.completedLessonIds.length / progress.totalLessons) * 100);

export const courseKey = ({ userId, courseId }: CourseKey) => `${userId}:${courseId}`;

export async function loadCourseProgress(prisma: PrismaClient, keys: readonly CourseKey[]): Promise<CourseProgressShape[]> {
  const userIds = [...new Set(keys.map((key) => key.userId))];
  const courseIds = [...new Set(keys.map((key) => key.courseId))];
  const [lessonCounts, completed, enrollments] = await Promise.all([
    prisma.lesson.groupBy({ by: ["courseId"], where: { courseId: { in: courseIds } }, _count: { _all: true } }),
    prisma.lessonProgress.findMany({
      where: { userId: { in: userIds }, courseId: { in: courseIds }, status: "completed" },
      select: { userId: true, courseId: true, lessonId: true },
      orderBy: { lessonId: "asc" },
    }),
    prisma.enrollment.findMany({ where: { userId: { in: userIds }, courseId: { in: courseIds } } }),
  ]);
  const totals = new Map(lessonCounts.map((row) => [row.courseId, row._count._all]));
  const enrollmentByKey = new Map(enrollments.map((row) => [courseKey(row), row]));
  const completedByKey = new Map<string, string[]>();
  for (const row of completed) completedByKey.set(courseKey(row), [...(completedByKey.get(courseKey(row)) ?? []), row.lessonId]);
  return keys.map((key) => ({
    ...key,
    totalLessons: totals.get(key.courseId) ?? 0,
    completedLessonIds: completedByKey.get(courseKey(key)) ?? [],
    enrollment: enrollmentByKey.get(courseKey(key)) ?? null,
  }));
}

export async function loadLessonProgress(prisma: PrismaClient, userId: string, lessonIds: readonly string[]) {
  const rows = await prisma.lessonProgress.findMany({ where: { userId, lessonId: { in: [...lessonIds] } } });
  const byLesson = new Map(rows.map((row) => [row.lessonId, row]));
  return lessonIds.map((id) => byLesson.get(id) ?? null);
}
