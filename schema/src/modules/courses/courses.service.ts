// The course catalogue (spec sections 2 and 7): published courses, search, categories.
import type { Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { containsPattern, equalsText } from "../shared/text-filters.ts";
import { visibleCourseWhere } from "./course-visibility.ts";

// The selection Pothos derives from the GraphQL query, so only requested relations load.
export type CourseQuery = Pick<Prisma.CourseFindManyArgs, "include" | "select">;

// Spec section 9: shown when no published course has a category yet.
export const FALLBACK_CATEGORIES = [
  "Programming",
  "Web Development",
  "Data Science",
  "Soft Skills",
  "Competitive Exams",
];

export interface CourseFilter {
  search?: string | null;
  category?: string | null;
}

/** A page of the catalogue (listLimits.courses): all courses when both are absent. */
export interface CoursePage {
  limit?: number | null;
  offset?: number | null;
}

export async function listPublishedCourses(
  prisma: PrismaClient,
  filter: CourseFilter,
  query: CourseQuery = {},
  page: CoursePage = {},
) {
  const search = filter.search?.trim();
  const category = filter.category?.trim();
  const where: Prisma.CourseWhereInput = { published: true };
  if (search) where.id = { in: await publishedCourseIdsMatching(prisma, search) };
  if (category) where.categories = { some: { name: equalsText(category) } };
  return prisma.course.findMany({
    ...query,
    where,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: page.limit ?? undefined,
    skip: page.offset ?? undefined,
  });
}

// Prisma cannot match scalar-list entries case-insensitively, so the whole matching rule (title,
// description, category names, tags) lives in one SQL statement.
async function publishedCourseIdsMatching(prisma: PrismaClient, search: string): Promise<string[]> {
  const pattern = containsPattern(search);
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT c."id" FROM "Course" c
    WHERE c."published" AND (
      c."title" ILIKE ${pattern}
      OR c."description" ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM unnest(c."tags") AS tag WHERE tag ILIKE ${pattern})
      OR EXISTS (
        SELECT 1 FROM "_CategoryToCourse" link JOIN "Category" cat ON cat."id" = link."A"
        WHERE link."B" = c."id" AND cat."name" ILIKE ${pattern}
      )
    )`;
  return rows.map((row) => row.id);
}

export async function listCourseCategories(prisma: PrismaClient): Promise<string[]> {
  const categories = await prisma.category.findMany({
    where: { courses: { some: { published: true } } },
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    select: { name: true },
  });
  return categories.length > 0 ? categories.map((category) => category.name) : FALLBACK_CATEGORIES;
}

export function findCourse(prisma: PrismaClient, id: string, viewer: Viewer | null, query: CourseQuery = {}) {
  return prisma.course.findFirst({ ...query, where: { id, ...visibleCourseWhere(viewer) } });
}

/** Whether a visitor can open the course's page: it exists and is published. An id no row can have is false. */
export async function isPublishedCourse(prisma: PrismaClient, id: string): Promise<boolean> {
  if (id.length > 64 || id.includes("\0")) return false;
  return (await findCourse(prisma, id, null, { select: { id: true } })) !== null;
}

/** The courses a visitor sees, in catalogue order, with when each last changed (the sitemap lists them). */
export function listPublishedCourseDates(prisma: PrismaClient): Promise<{ id: string; updatedAt: Date }[]> {
  return prisma.course.findMany({
    where: visibleCourseWhere(null),
    select: { id: true, updatedAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

export interface CourseData {
  title: string;
  description?: string;
  thumbnail?: string | null;
  level?: string;
  duration?: number;
  /** Paise (decision 030). */
  pricePaise?: number;
  teacherName?: string;
  teacherDescription?: string;
  learningObjectives?: string;
  prerequisites?: string;
  targetAudience?: string;
  categories?: string[];
  tags?: string[];
  published?: boolean;
}
