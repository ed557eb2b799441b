// Lessons and their contents (spec section 3): reads for the viewer, admin writes with HTML sanitised.
import { isUniqueViolation, type ContentType, type Prisma, type PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
import { CourseNotFoundError } from "../courses/courses.errors.ts";
import { visibleCourseWhere } from "../courses/course-visibility.ts";
import { sanitizeRichText } from "../shared/sanitize-html.ts";
import { LessonNotFoundError } from "./lessons.errors.ts";

export type LessonQuery = Pick<Prisma.LessonFindManyArgs, "include" | "select">;
export type ContentQuery = Pick<Prisma.LessonContentFindManyArgs, "include" | "select">;

// Spec section 4: quiz questions (and every other content list) by createdAt, then id as text.
export const contentOrder: Prisma.LessonContentOrderByWithRelationInput[] = [{ createdAt: "asc" }, { id: "asc" }];

export function findLesson(prisma: PrismaClient, id: string, viewer: Viewer | null, query: LessonQuery = {}) {
  return prisma.lesson.findFirst({ ...query, where: { id, course: visibleCourseWhere(viewer) } });
}

export function listLessonContents(
  prisma: PrismaClient,
  { lessonId, type, viewer }: { lessonId: string; type: ContentType; viewer: Viewer | null },
  query: ContentQuery = {},
) {
  return prisma.lessonContent.findMany({
    ...query,
    where: { lessonId, type, lesson: { course: visibleCourseWhere(viewer) } },
    orderBy: contentOrder,
  });
}

export interface LessonData {
  title: string;
  description?: string;
  duration?: number;
  videoUrl?: string | null;
  url?: string | null;
  position?: number;
}

export async function createLesson(prisma: PrismaClient, courseId: string, data: LessonData, query: LessonQuery = {}) {
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: { id: true } });
  if (!course) throw new CourseNotFoundError();
  const last = await prisma.lesson.aggregate({ where: { courseId }, _max: { position: true } });
  const position = data.position ?? (last._max.position ?? 0) + 1;
  return withPositionCheck(() =>
    prisma.lesson.create({ ...query, data: { ...cleanLesson(data), courseId, position } }),
  );
}

export async function updateLesson(prisma: PrismaClient, id: string, data: LessonData, query: LessonQuery = {}) {
  const existing = await prisma.lesson.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw new LessonNotFoundError();
  return withPositionCheck(() => prisma.lesson.update({ ...query, where: { id }, data: cleanLesson(data) }));
}

const cleanLesson = (data: LessonData) =>
  data.description === undefined ? data : { ...data, description: sanitizeRichText(data.description) };

async function withPositionCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError("invalid_input", "Another lesson of this course already has this position", {
      position: "already taken",
    });
  }
}

export interface ContentData {
  type: ContentType;
  title: string;
  url?: string | null;
  content?: string | null;
  position?: number;
}

// Question content is JSON text (validated by the input type); every other type is rich HTML.
const cleanContent = (data: ContentData): ContentData =>
  data.type === "question" || !data.content ? data : { ...data, content: sanitizeRichText(data.content) };

export async function createLessonContent(prisma: PrismaClient, lessonId: string, data: ContentData, query: ContentQuery = {}) {
  const lesson = await prisma.lesson.findUnique({ where: { id: lessonId }, select: { id: true } });
  if (!lesson) throw new LessonNotFoundError();
  return prisma.lessonContent.create({ ...query, data: { ...cleanContent(data), lessonId } });
}

export async function updateLessonContent(prisma: PrismaClient, id: string, data: ContentData, query: ContentQuery = {}) {
  const existing = await prisma.lessonContent.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw notFound("Lesson content");
  return prisma.lessonContent.update({ ...query, where: { id }, data: cleanContent(data) });
}
