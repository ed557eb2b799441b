// Who sees a course's content: its lessons and their contents, its totals, the viewer's progress in
// it and its descriptive fields. Published courses are open to everyone. A draft is open only to the viewers its
// grants name; to anyone else it shows nothing but what verifies a certificate (id, title, state and dates), and
// the reads that find courses, lessons or progress by id answer not-found as for a missing course. Every path to
// course content asks this module: the Prisma `where`, the raw SQL condition and the check of a loaded course
// below all come from `draftGrants`, so widening who sees drafts is a change there alone.
import { Prisma } from "@app/db";
import type { Viewer } from "../../context.ts";

/** The course columns the rule reads (a loaded Course row has them all). */
export interface CourseFacts {
  id: string;
  published: boolean;
  ownerId: string | null;
}

/** Column equalities of which any one opens a draft; "all" opens every draft. */
type DraftGrants = "all" | Partial<CourseFacts>[];

function draftGrants(viewer: Viewer | null): DraftGrants {
  if (viewer?.role === "admin") return "all";
  // Instructors author their own drafts (course-access.ts) and preview them as learners would.
  if (viewer?.role === "instructor") return [{ ownerId: viewer.userId }];
  return [];
}

export function canSeeCourseContent(viewer: Viewer | null, course: CourseFacts): boolean {
  if (course.published) return true;
  const grants = draftGrants(viewer);
  return grants === "all" || grants.some((grant) => matches(course, grant));
}

const matches = (course: CourseFacts, grant: Partial<CourseFacts>) =>
  Object.entries(grant).every(([column, value]) => course[column as keyof CourseFacts] === value);

/** The courses whose content the viewer sees, as a Prisma filter (kept to `{ published: true }` for the public). */
export function visibleCourseWhere(viewer: Viewer | null): Prisma.CourseWhereInput {
  const grants = draftGrants(viewer);
  if (grants === "all") return {};
  return grants.length === 0 ? { published: true } : { OR: [{ published: true }, ...grants] };
}

/** The same filter for raw SQL over the course table aliased `alias`. */
export function visibleCourseSql(viewer: Viewer | null, alias: string): Prisma.Sql {
  const grants = draftGrants(viewer);
  if (grants === "all") return Prisma.sql`TRUE`;
  const column = (name: string) => Prisma.raw(`"${alias}"."${name}"`);
  const conditions = grants.map((grant) =>
    Prisma.join(
      Object.entries(grant).map(([name, value]) => Prisma.sql`${column(name)} = ${value}`),
      " AND ",
    ),
  );
  return Prisma.sql`(${Prisma.join([Prisma.sql`${column("published")}`, ...conditions], " OR ")})`;
}

/** True when the viewer sees exactly what an anonymous visitor sees, so public answers may be shared with them. */
export function seesPublicCourses(viewer: Viewer | null): boolean {
  const grants = draftGrants(viewer);
  return grants !== "all" && grants.length === 0;
}
