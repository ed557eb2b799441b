// Enrollment (spec sections 4 and 7): one row per learner and course, enforced by a unique index.
import { isUniqueViolation, type Database, type Prisma, type PrismaClient } from "@app/db";
import { CourseNotFoundError } from "../courses/courses.errors.ts";
import { PaymentRequiredError } from "../payments/payments.errors.ts";
import { AlreadyEnrolledError } from "./enrollment.errors.ts";

export type EnrollmentQuery = Pick<Prisma.EnrollmentFindManyArgs, "include" | "select">;

export async function enroll(
  prisma: PrismaClient,
  { userId, courseId }: { userId: string; courseId: string },
  query: EnrollmentQuery = {},
) {
  const course = await prisma.course.findFirst({
    where: { id: courseId, published: true },
    select: { id: true, pricePaise: true },
  });
  if (!course) throw new CourseNotFoundError();
  // Free stays free; a paid course is bought (decision 030, docs/payments.md).
  if (course.pricePaise > 0) throw new PaymentRequiredError();
  try {
    return await prisma.enrollment.create({ ...query, data: { userId, courseId } });
  } catch (error) {
    // Two parallel requests both pass any read-first check; the unique index picks the winner.
    if (isUniqueViolation(error)) throw new AlreadyEnrolledError();
    throw error;
  }
}

export function listEnrollments(prisma: PrismaClient, userId: string, query: EnrollmentQuery = {}) {
  return prisma.enrollment.findMany({ ...query, where: { userId }, orderBy: [{ enrolledAt: "desc" }, { id: "asc" }] });
}

/**
 * Which of `courseIds` the learner is enrolled in: the catalogue's one viewer-dependent statement, run on every
 * signed-in catalogue read (the content cache cannot answer those), so it goes straight through the driver
 * (decision 007): Prisma's query compilation cost more CPU than the statement.
 */
export async function enrolledCourseIds(db: Database, userId: string, courseIds: readonly string[]) {
  const rows = await db.sql<{ courseId: string }>`
    SELECT "courseId" FROM "Enrollment" WHERE "userId" = ${userId} AND "courseId" = ANY(${[...courseIds]}::text[])`;
  return new Set(rows.map((row) => row.courseId));
}
