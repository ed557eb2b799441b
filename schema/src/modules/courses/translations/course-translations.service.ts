// A course's title and description per interface language (docs/languages.md). Staff who author the course write
// them (course-access.ts), audited with the course; readers get them through `translatedTexts`, one statement per
// request for every course listed.
import DataLoader from "dataloader";
import { createContextCache } from "@pothos/core";
import type { Course, CourseTranslation, PrismaClient } from "@app/db";
import type { Context, Viewer } from "../../../context.ts";
import type { Language } from "../../../languages.ts";
import { recordAudit } from "../../audit/audit.service.ts";
import { authorCourse, canAuthor } from "../course-access.ts";

export interface TranslationInput {
  language: Language;
  title: string;
  description?: string | null;
}

const languageOrder = { orderBy: { language: "asc" as const } };

/** Every translation of a course the viewer authors. */
export async function listCourseTranslations(prisma: PrismaClient, viewer: Viewer, courseId: string) {
  await authorCourse(prisma, viewer, courseId);
  return prisma.courseTranslation.findMany({ where: { courseId }, ...languageOrder });
}

/** Adds the course's text in `language`, or replaces it. */
export function upsertCourseTranslation(
  prisma: PrismaClient,
  viewer: Viewer,
  courseId: string,
  { language, title, description }: TranslationInput,
): Promise<CourseTranslation> {
  const text = { title, description: description ?? "" };
  return prisma.$transaction(async (tx) => {
    await authorCourse(tx, viewer, courseId);
    const where = { courseId_language: { courseId, language } };
    const before = await tx.courseTranslation.findUnique({ where });
    const saved = await tx.courseTranslation.upsert({ where, create: { courseId, language, ...text }, update: text });
    await recordAudit(tx, viewer, {
      action: "translate",
      entity: "Course",
      entityId: courseId,
      before: before && auditedText(before),
      after: auditedText(saved),
    });
    return saved;
  });
}

/** Removes the course's text in `language`: readers of that language see the course's own text again. */
export function deleteCourseTranslation(prisma: PrismaClient, viewer: Viewer, courseId: string, language: Language) {
  return prisma.$transaction(async (tx) => {
    await authorCourse(tx, viewer, courseId);
    const removed = await tx.courseTranslation.deleteMany({ where: { courseId, language } });
    if (removed.count > 0)
      await recordAudit(tx, viewer, {
        action: "delete translation",
        entity: "Course",
        entityId: courseId,
        before: { language },
      });
    return removed.count > 0;
  });
}

const auditedText = ({ language, title, description }: CourseTranslation) => ({ language, title, description });

type Text = Pick<CourseTranslation, "title" | "description">;

const translationLoader = createContextCache(
  (context: Context) =>
    new DataLoader(async (courseIds: readonly string[]): Promise<(Text | null)[]> => {
      const rows = await context.prisma.courseTranslation.findMany({
        where: { courseId: { in: [...courseIds] }, language: context.language },
        select: { courseId: true, title: true, description: true },
      });
      const byCourse = new Map(rows.map((row) => [row.courseId, row]));
      return courseIds.map((id) => byCourse.get(id) ?? null);
    }),
);

/**
 * The course's title and description in the request's language, else its own (docs/languages.md). Staff who author the course read its
 * own text everywhere: the console edits it, and shows the translations beside it.
 */
export function translatedTexts(context: Context, course: Course): Text | Promise<Text> {
  if (!context.language || canAuthor(context.viewer, course)) return course;
  return translationLoader(context)
    .load(course.id)
    .then((translation) =>
      // A translation may leave the description out: the course's own stands in for it.
      translation ? { title: translation.title, description: translation.description || course.description } : course,
    );
}
