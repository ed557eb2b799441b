// Staff writes to courses (docs/staff-console.md): ownership checked in course-access.ts, each write audited in its own
// transaction. Writes return the course id; the schema re-reads the course with the GraphQL selection.
import type { Course, Prisma, PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { authorCourse, authoredCourses } from "./course-access.ts";
import { releaseDropped } from "../files/file-release.ts";
import { liveKeys } from "../files/live-keys.ts";
import { CourseArchivedError, CourseHasEnrollmentsError } from "./courses.errors.ts";
import type { CourseData, CourseQuery } from "./courses.service.ts";

type Tx = Prisma.TransactionClient;

export interface StaffCourseFilter {
  search?: string | null;
  status?: "draft" | "published" | null;
  includeArchived?: boolean | null;
}

export function listStaffCourses(
  prisma: PrismaClient,
  viewer: Viewer,
  filter: StaffCourseFilter,
  query: CourseQuery = {},
) {
  const search = filter.search?.trim();
  const where: Prisma.CourseWhereInput = {
    AND: [
      authoredCourses(viewer),
      filter.includeArchived ? {} : { archived: false },
      filter.status ? { published: filter.status === "published" } : {},
      search
        ? {
            OR: [
              { title: { contains: search, mode: "insensitive" } },
              { description: { contains: search, mode: "insensitive" } },
              { categories: { some: { name: { contains: search, mode: "insensitive" } } } },
              { tags: { has: search } },
            ],
          }
        : {},
    ],
  };
  return prisma.course.findMany({ ...query, where, orderBy: [{ updatedAt: "desc" }, { id: "asc" }] });
}

/** A course the viewer authors, drafts included; null when missing or someone else's. */
export function findStaffCourse(prisma: PrismaClient, viewer: Viewer, id: string, query: CourseQuery = {}) {
  return prisma.course.findFirst({ ...query, where: { id, ...authoredCourses(viewer) } });
}

const connectCategories = (names: string[]) =>
  [...new Set(names)].map((name) => ({ where: { name }, create: { name } }));

/** The row as the audit log shows it: scalar columns plus category names. */
async function snapshot(tx: Tx, id: string) {
  const course = await tx.course.findUniqueOrThrow({
    where: { id },
    include: { categories: { select: { name: true } } },
  });
  return { ...course, categories: course.categories.map((category) => category.name).sort() };
}

export async function createCourse(prisma: PrismaClient, viewer: Viewer, data: CourseData): Promise<string> {
  const { categories = [], ...fields } = data;
  return prisma.$transaction(async (tx) => {
    const course = await tx.course.create({
      data: { ...fields, ownerId: viewer.userId, categories: { connectOrCreate: connectCategories(categories) } },
    });
    await recordAudit(tx, viewer, {
      action: "create",
      entity: "Course",
      entityId: course.id,
      after: await snapshot(tx, course.id),
    });
    return course.id;
  });
}

/** Fields left out keep their value; `categories`, when given, replaces the whole list. */
export async function updateCourse(
  prisma: PrismaClient,
  viewer: Viewer,
  id: string,
  data: CourseData,
): Promise<string> {
  const { categories, ...fields } = data;
  return write(prisma, viewer, id, "update", (course) => {
    if (fields.published && course.archived) throw new CourseArchivedError();
    return {
      ...fields,
      ...(categories ? { categories: { set: [], connectOrCreate: connectCategories(categories) } } : {}),
    };
  });
}

export function setCoursePublished(prisma: PrismaClient, viewer: Viewer, id: string, published: boolean) {
  return write(prisma, viewer, id, published ? "publish" : "unpublish", (course) => {
    if (published && course.archived) throw new CourseArchivedError();
    return { published };
  });
}

/** Archiving also unpublishes: an archived course is out of the catalogue until unarchived and published again. */
export function setCourseArchived(prisma: PrismaClient, viewer: Viewer, id: string, archived: boolean) {
  return write(prisma, viewer, id, archived ? "archive" : "unarchive", () =>
    archived ? { archived, published: false } : { archived },
  );
}

async function write(
  prisma: PrismaClient,
  viewer: Viewer,
  id: string,
  action: string,
  change: (course: Course) => Prisma.CourseUpdateInput,
): Promise<string> {
  return prisma.$transaction(async (tx) => {
    const course = await authorCourse(tx, viewer, id);
    const before = await snapshot(tx, id);
    await tx.course.update({ where: { id }, data: change(course) });
    await recordAudit(tx, viewer, { action, entity: "Course", entityId: id, before, after: await snapshot(tx, id) });
    return id;
  });
}

/**
 * Refused while anyone is enrolled (their progress and certificates hang on it); the stored files its rows named go
 * with it once no row anywhere names them (live-keys.ts).
 */
export async function deleteCourse(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  id: string,
): Promise<string> {
  const named = await prisma.$transaction(async (tx) => {
    await authorCourse(tx, viewer, id);
    if ((await tx.enrollment.count({ where: { courseId: id } })) > 0) throw new CourseHasEnrollmentsError();
    const before = await snapshot(tx, id);
    const named = await liveKeys(tx, { courseId: id });
    await tx.course.delete({ where: { id } });
    await recordAudit(tx, viewer, { action: "delete", entity: "Course", entityId: id, before });
    return named;
  });
  await releaseDropped(prisma, files, id, named, await liveKeys(prisma, { courseId: id }));
  return id;
}
