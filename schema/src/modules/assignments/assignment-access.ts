// Who may do what with an assignment: the course's staff (course-access.ts: its owner, or any admin) set, read and
// grade it; learners enrolled in the course read it and submit their own work (docs/assignments.md).
import type { Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { canAuthor } from "../courses/course-access.ts";
import { NotEnrolledError } from "../enrollment/enrollment.errors.ts";
import { assignmentNotFound } from "./assignments.errors.ts";

export type Db = PrismaClient | Prisma.TransactionClient;

const withCourse = { lesson: { select: { courseId: true, course: { select: { ownerId: true } } } } } as const;

/** The assignment with its course; not_found when missing. */
export async function assignmentWithCourse(db: Db, assignmentId: string) {
  const assignment = await db.assignment.findUnique({ where: { id: assignmentId }, include: withCourse });
  if (!assignment) throw assignmentNotFound();
  return assignment;
}

export const forbiddenToGrade = () => new AppError("forbidden", "Only the course's staff may do this");

/** The assignment, when the viewer is staff of its course. */
export async function staffAssignment(db: Db, viewer: Viewer, assignmentId: string) {
  const assignment = await assignmentWithCourse(db, assignmentId);
  if (!canAuthor(viewer, assignment.lesson.course)) throw forbiddenToGrade();
  return assignment;
}

/** Refuses a learner who is not enrolled in the course. */
export async function requireEnrolled(db: Db, userId: string, courseId: string): Promise<void> {
  const enrollment = await db.enrollment.findUnique({
    where: { userId_courseId: { userId, courseId } },
    select: { id: true },
  });
  if (!enrollment) throw new NotEnrolledError();
}

/** Whether the viewer is staff of the course or a learner enrolled in it; refuses anyone else. */
export async function readerRole(
  db: Db,
  viewer: Viewer,
  course: { id: string; ownerId: string | null },
): Promise<"staff" | "learner"> {
  if (canAuthor(viewer, course)) return "staff";
  await requireEnrolled(db, viewer.userId, course.id);
  return "learner";
}
