// The catalogue's read without filters, as its pages select it (every scalar and the category names), in one
// statement straight through the driver (decision 007). A signed-in learner's catalogue carries `isEnrolled`, so
// the content cache cannot answer it and every such read runs this; through Prisma the query's compilation alone
// cost more CPU than the statement (docs/performance.md, Capacity). Any other selection or a filter goes through
// Prisma as before (courses.service.ts), with the same rows.
import type { Course, Database } from "@app/db";
import { listPublishedCourses, type CourseFilter, type CoursePage, type CourseQuery } from "./courses.service.ts";

/** The selection Pothos derives for a course's scalars and its `categories` field (courses.schema.ts). */
const CATEGORY_NAMES: CourseQuery = {
  include: { categories: { orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: { name: true } } },
};
const SHAPES = new Set([JSON.stringify({}), JSON.stringify(CATEGORY_NAMES)]);

type CourseRow = Course & { categories: { name: string }[] };

export async function listCatalogue(
  db: Database,
  filter: CourseFilter,
  query: CourseQuery = {},
  page: CoursePage = {},
) {
  const filtered = Boolean(filter.search?.trim() || filter.category?.trim());
  if (filtered || !SHAPES.has(JSON.stringify(query))) return listPublishedCourses(db.prisma, filter, query, page);
  const rows = await db.sql<CourseRow>`
    SELECT c."id", c."title", c."description", c."thumbnail", c."level", c."duration", c."pricePaise",
      c."teacherName", c."teacherDescription", c."learningObjectives", c."prerequisites", c."targetAudience",
      c."tags", c."published", c."archived", c."ownerId", c."createdAt", c."updatedAt",
      COALESCE((
        SELECT json_agg(json_build_object('name', cat."name") ORDER BY cat."sortOrder", cat."name")
        FROM "_CategoryToCourse" link JOIN "Category" cat ON cat."id" = link."A"
        WHERE link."B" = c."id"
      ), '[]'::json) AS "categories"
    FROM "Course" c WHERE c."published"
    ORDER BY c."createdAt", c."id"
    LIMIT ${page.limit ?? null}::int OFFSET ${page.offset ?? 0}::int`;
  const withCategories = "include" in query;
  return rows.map(({ categories, ...course }) => ({
    ...course,
    ...(withCategories ? { categories } : {}),
  }));
}
