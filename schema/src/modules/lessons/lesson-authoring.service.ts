// Staff writes to lessons and their contents (docs/staff-console.md): ownership through course-access.ts, rich text
// sanitised as everywhere, each write audited in the same transaction. Writes answer the written row's id.
import { isUniqueViolation, type ContentType, type Prisma, type PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { authorContent, authorCourse, authorLesson } from "../courses/course-access.ts";
import { removeUnreferencedFiles, storedKeys } from "../courses/course-files.ts";
import { checkCourseFileFields } from "../files/course-file-fields.ts";
import { droppedKeys, releaseDropped } from "../files/file-release.ts";
import { liveKeys } from "../files/live-keys.ts";
import { sanitizeRichText } from "../shared/sanitize-html.ts";
import { notifyNewLesson } from "../notifications/lesson-notifications.ts";

export interface LessonData {
  title: string;
  description?: string;
  duration?: number;
  videoUrl?: string | null;
  url?: string | null;
  position?: number;
}

export interface ContentData {
  type: ContentType;
  title: string;
  url?: string | null;
  content?: string | null;
  position?: number;
}

const cleanLesson = (data: LessonData) =>
  data.description === undefined ? data : { ...data, description: sanitizeRichText(data.description) };

// Question content is JSON text (validated by the input type); every other type is rich HTML.
const cleanContent = (data: ContentData): ContentData =>
  data.type === "question" || !data.content ? data : { ...data, content: sanitizeRichText(data.content) };

// The console lists courses by when they last changed: a lesson or content write changes its course too.
const touchCourse = (tx: Prisma.TransactionClient, courseId: string) =>
  tx.course.update({ where: { id: courseId }, data: { updatedAt: new Date() }, select: { id: true } });

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

export function createLesson(
  prisma: PrismaClient,
  viewer: Viewer,
  courseId: string,
  data: LessonData,
): Promise<string> {
  return withPositionCheck(() =>
    prisma.$transaction(async (tx) => {
      const course = await authorCourse(tx, viewer, courseId);
      await checkCourseFileFields(tx, courseId, { videoUrl: data.videoUrl, url: data.url });
      const last = await tx.lesson.aggregate({ where: { courseId }, _max: { position: true } });
      const position = data.position ?? (last._max.position ?? 0) + 1;
      const lesson = await tx.lesson.create({ data: { ...cleanLesson(data), courseId, position } });
      await touchCourse(tx, courseId);
      await recordAudit(tx, viewer, { action: "create", entity: "Lesson", entityId: lesson.id, after: lesson });
      await notifyNewLesson(tx, viewer, course, lesson);
      return lesson.id;
    }),
  );
}

/** A replaced video or link's stored file goes once the write has committed and nothing else names it. */
export async function updateLesson(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  id: string,
  data: LessonData,
): Promise<string> {
  const { before, after } = await withPositionCheck(() =>
    prisma.$transaction(async (tx) => {
      const before = await authorLesson(tx, viewer, id);
      await checkCourseFileFields(tx, before.courseId, { videoUrl: data.videoUrl, url: data.url });
      const after = await tx.lesson.update({ where: { id }, data: cleanLesson(data) });
      await touchCourse(tx, before.courseId);
      await recordAudit(tx, viewer, { action: "update", entity: "Lesson", entityId: id, before, after });
      return { before, after };
    }),
  );
  const dropped = droppedKeys(storedKeys([before.videoUrl, before.url]), storedKeys([after.videoUrl, after.url]));
  await removeUnreferencedFiles(prisma, files, before.courseId, dropped);
  return id;
}

/**
 * Its contents and learners' progress on it go with it; so do the stored files its rows named (videos, renditions,
 * captions, notes, pictures in its text), once no row anywhere names them (live-keys.ts).
 */
export async function deleteLesson(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  id: string,
): Promise<string> {
  const { courseId, named } = await prisma.$transaction(async (tx) => {
    const before = await authorLesson(tx, viewer, id);
    const named = await liveKeys(tx, { courseId: before.courseId });
    await tx.lesson.delete({ where: { id } });
    await touchCourse(tx, before.courseId);
    await recordAudit(tx, viewer, { action: "delete", entity: "Lesson", entityId: id, before });
    return { courseId: before.courseId, named };
  });
  await releaseDropped(prisma, files, courseId, named, await liveKeys(prisma, { courseId }));
  return id;
}

/** A list that names every item of `current` exactly once, or invalid_input on `field`. */
function checkPermutation(ids: string[], current: string[], field: string) {
  const given = new Set(ids);
  const complete = given.size === ids.length && ids.length === current.length && current.every((id) => given.has(id));
  if (!complete) {
    const message = `must list each of the ${current.length} items exactly once`;
    throw new AppError("invalid_input", `${field} ${message}`, { [field]: message });
  }
}

/**
 * Positions are unique per course and PostgreSQL checks that per row, so the lessons first move to zero or
 * negative positions (negation keeps them unique) and then take 1..n in the given order, in one transaction.
 */
export function reorderLessons(
  prisma: PrismaClient,
  viewer: Viewer,
  courseId: string,
  lessonIds: string[],
): Promise<string> {
  return prisma.$transaction(async (tx) => {
    await authorCourse(tx, viewer, courseId);
    const lessons = await tx.lesson.findMany({
      where: { courseId },
      select: { id: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    const before = lessons.map((lesson) => lesson.id);
    checkPermutation(lessonIds, before, "lessonIds");
    await tx.lesson.updateMany({ where: { courseId }, data: { position: { multiply: -1 } } });
    for (const [index, id] of lessonIds.entries())
      await tx.lesson.update({ where: { id }, data: { position: index + 1 } });
    await touchCourse(tx, courseId);
    await recordAudit(tx, viewer, {
      action: "reorder",
      entity: "Course",
      entityId: courseId,
      before: { lessonIds: before },
      after: { lessonIds },
    });
    return courseId;
  });
}

export function createLessonContent(
  prisma: PrismaClient,
  viewer: Viewer,
  lessonId: string,
  data: ContentData,
): Promise<string> {
  return prisma.$transaction(async (tx) => {
    const lesson = await authorLesson(tx, viewer, lessonId);
    await checkCourseFileFields(tx, lesson.courseId, { url: data.url });
    // New items go after the others of their list (a reordered list has positions 1..n).
    const last = await tx.lessonContent.aggregate({ where: { lessonId, type: data.type }, _max: { position: true } });
    const position = data.position ?? (last._max.position ?? 0) + 1;
    const content = await tx.lessonContent.create({ data: { ...cleanContent(data), lessonId, position } });
    await touchCourse(tx, lesson.courseId);
    await recordAudit(tx, viewer, { action: "create", entity: "LessonContent", entityId: content.id, after: content });
    return content.id;
  });
}

/** A replaced note or deck's stored file goes once the write has committed and nothing else names it. */
export async function updateLessonContent(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  id: string,
  data: ContentData,
): Promise<string> {
  const { before, after, courseId } = await prisma.$transaction(async (tx) => {
    const { content: before, courseId } = await authorContent(tx, viewer, id);
    await checkCourseFileFields(tx, courseId, { url: data.url });
    const after = await tx.lessonContent.update({ where: { id }, data: cleanContent(data) });
    await touchCourse(tx, courseId);
    await recordAudit(tx, viewer, { action: "update", entity: "LessonContent", entityId: id, before, after });
    return { before, after, courseId };
  });
  await removeUnreferencedFiles(
    prisma,
    files,
    courseId,
    droppedKeys(storedKeys([before.url]), storedKeys([after.url])),
  );
  return id;
}

export async function deleteLessonContent(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  id: string,
): Promise<string> {
  const before = await prisma.$transaction(async (tx) => {
    const { content, courseId } = await authorContent(tx, viewer, id);
    await tx.lessonContent.delete({ where: { id } });
    await touchCourse(tx, courseId);
    await recordAudit(tx, viewer, { action: "delete", entity: "LessonContent", entityId: id, before: content });
    return { content, courseId };
  });
  await removeUnreferencedFiles(prisma, files, before.courseId, storedKeys([before.content.url]));
  return id;
}

export function reorderLessonContents(
  prisma: PrismaClient,
  viewer: Viewer,
  { lessonId, type, contentIds }: { lessonId: string; type: ContentType; contentIds: string[] },
): Promise<string> {
  return prisma.$transaction(async (tx) => {
    const lesson = await authorLesson(tx, viewer, lessonId);
    const contents = await tx.lessonContent.findMany({
      where: { lessonId, type },
      select: { id: true },
      orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    });
    const before = contents.map((content) => content.id);
    checkPermutation(contentIds, before, "contentIds");
    for (const [index, id] of contentIds.entries())
      await tx.lessonContent.update({ where: { id }, data: { position: index + 1 } });
    await touchCourse(tx, lesson.courseId);
    await recordAudit(tx, viewer, {
      action: "reorder",
      entity: "Lesson",
      entityId: lessonId,
      before: { [type]: before },
      after: { [type]: contentIds },
    });
    return lessonId;
  });
}
