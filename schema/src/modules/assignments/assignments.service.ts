// Staff set an assignment on a lesson of a course they author (docs/assignments.md); every write is audited
// (audit/audited-write.ts). One assignment per lesson: the lesson's unique key refuses a second one.
import { Prisma, type Assignment, type PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { auditedCreate, auditedDelete, auditedUpdate } from "../audit/audited-write.ts";
import { authorLesson, canAuthor } from "../courses/course-access.ts";
import { sanitizeRichText } from "../shared/sanitize-html.ts";
import { LessonNotFoundError } from "../lessons/lessons.errors.ts";
import { notifyNewAssignment } from "../notifications/assignment-notifications.ts";
import { readerRole, staffAssignment, type Db } from "./assignment-access.ts";

export interface AssignmentData {
  instructions: string;
  dueAt: Date | null;
  maxScore: number;
  acceptedFileTypes: string[];
  maxFileBytes: number;
  allowLate: boolean;
  requiredForCertificate: boolean;
  passingScore: number | null;
}

const target = { entity: "Assignment", label: "Assignment" } as const;

const clean = (data: AssignmentData): AssignmentData => ({
  ...data,
  instructions: sanitizeRichText(data.instructions),
  acceptedFileTypes: [...new Set(data.acceptedFileTypes)].sort(),
  passingScore: data.passingScore ?? null,
});

export async function createAssignment(prisma: PrismaClient, viewer: Viewer, lessonId: string, data: AssignmentData) {
  await authorLesson(prisma, viewer, lessonId);
  try {
    return await auditedCreate(prisma, viewer, target, async (tx) => {
      const created = await tx.assignment.create({ data: { ...clean(data), lessonId } });
      const lesson = await tx.lesson.findUniqueOrThrow({
        where: { id: lessonId },
        select: { title: true, course: { select: { id: true, title: true, published: true } } },
      });
      await notifyNewAssignment(tx, viewer.userId, { lessonId, lesson });
      return created;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("invalid_input", "This lesson already has an assignment", { lessonId: "taken" });
    throw error;
  }
}

export function updateAssignment(prisma: PrismaClient, viewer: Viewer, id: string, data: AssignmentData) {
  return auditedUpdate<Assignment>(prisma, viewer, target, {
    action: "update",
    id,
    read: (tx) => tx.assignment.findUnique({ where: { id } }),
    write: async (tx) => {
      await staffAssignment(tx, viewer, id);
      return tx.assignment.update({ where: { id }, data: clean(data) });
    },
  });
}

/** Deletes the assignment with its submissions (their files go with the storage collector, decision 016). */
export function deleteAssignment(prisma: PrismaClient, viewer: Viewer, id: string) {
  return auditedDelete<Assignment>(prisma, viewer, target, {
    id,
    read: (tx) => tx.assignment.findUnique({ where: { id } }),
    remove: async (tx) => {
      await staffAssignment(tx, viewer, id);
      await tx.assignment.delete({ where: { id } });
    },
  });
}

/** The lesson's assignment for its course's staff and enrolled learners; null when the lesson has none. */
export async function lessonAssignment(db: Db, viewer: Viewer, lessonId: string) {
  const lesson = await db.lesson.findUnique({
    where: { id: lessonId },
    select: { course: { select: { id: true, ownerId: true, published: true } }, assignment: true },
  });
  // A draft course's lessons are known to its staff only (course-access.ts).
  if (!lesson || (!lesson.course.published && !canAuthor(viewer, lesson.course))) throw new LessonNotFoundError();
  await readerRole(db, viewer, lesson.course);
  return lesson.assignment;
}
