// Lessons and their contents (spec section 3): reads for the viewer (staff writes: lesson-authoring.service.ts).
import type { ContentType, Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { visibleCourseWhere } from "../courses/course-visibility.ts";
import { take } from "../shared/list-limit.ts";

export type LessonQuery = Pick<Prisma.LessonFindManyArgs, "include" | "select">;
export type ContentQuery = Pick<Prisma.LessonContentFindManyArgs, "include" | "select">;

// Spec section 4: quiz questions (and every other content list) by createdAt, then id as text; staff may
// reorder a list (reorderLessonContents), which sets positions, so the position comes first.
export const contentOrder: Prisma.LessonContentOrderByWithRelationInput[] = [
  { position: "asc" },
  { createdAt: "asc" },
  { id: "asc" },
];

export function findLesson(prisma: PrismaClient, id: string, viewer: Viewer | null, query: LessonQuery = {}) {
  return prisma.lesson.findFirst({ ...query, where: { id, course: visibleCourseWhere(viewer) } });
}

export function listLessonContents(
  prisma: PrismaClient,
  {
    lessonId,
    type,
    viewer,
    limit,
  }: { lessonId: string; type: ContentType; viewer: Viewer | null; limit?: number | null },
  query: ContentQuery = {},
) {
  return prisma.lessonContent.findMany({
    ...query,
    where: { lessonId, type, lesson: { course: visibleCourseWhere(viewer) } },
    orderBy: contentOrder,
    take: take(limit),
  });
}
