// A learner's work on an assignment (docs/assignments.md): text and/or files uploaded beforehand through the
// learner upload target (gateway/src/files/submission-uploads.routes.ts). One submission per learner and
// assignment, replaced on resubmission until it is graded; late when made after the due date, refused then
// unless the assignment takes late work.
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { assignmentLimits } from "../../input-limits.ts";
import { canAuthor } from "../courses/course-access.ts";
import { assignmentWithCourse, requireEnrolled, type Db } from "./assignment-access.ts";
import { SubmissionClosedError, SubmissionGradedError } from "./assignments.errors.ts";

export interface SubmissionInput {
  text: string;
  fileKeys: readonly string[];
}

/** Where a learner may upload a file for an assignment, and what it may be; refuses who may not submit. */
export async function submissionUploadTarget(db: Db, viewer: Viewer, assignmentId: string, now = new Date()) {
  const assignment = await assignmentWithCourse(db, assignmentId);
  await requireOpen(db, viewer, assignment, now);
  return {
    assignmentId,
    acceptedFileTypes: assignment.acceptedFileTypes,
    maxFileBytes: assignment.maxFileBytes,
  };
}

/** Records an uploaded file as the learner's, not yet part of a submission. */
export async function recordSubmissionFile(
  db: Db,
  file: { key: string; assignmentId: string; uploaderId: string; name: string; contentType: string; size: number },
) {
  await db.submissionFile.create({ data: file });
}

type AssignmentRow = Awaited<ReturnType<typeof assignmentWithCourse>>;

async function requireOpen(db: Db, viewer: Viewer, assignment: AssignmentRow, now: Date) {
  await requireEnrolled(db, viewer.userId, assignment.lesson.courseId);
  const existing = await db.assignmentSubmission.findUnique({
    where: { assignmentId_userId: { assignmentId: assignment.id, userId: viewer.userId } },
    select: { status: true },
  });
  if (existing?.status === "GRADED") throw new SubmissionGradedError();
  const late = assignment.dueAt !== null && now > assignment.dueAt;
  if (late && !assignment.allowLate) throw new SubmissionClosedError();
  return { late };
}

export async function submitAssignment(
  prisma: PrismaClient,
  viewer: Viewer,
  assignmentId: string,
  input: SubmissionInput,
  now = new Date(),
) {
  const text = input.text.trim();
  const keys = [...new Set(input.fileKeys)];
  if (!text && keys.length === 0)
    throw new AppError("invalid_input", "Write an answer or attach a file", { text: "required" });
  if (keys.length > assignmentLimits.filesPerSubmission)
    throw new AppError("invalid_input", `At most ${assignmentLimits.filesPerSubmission} files`, { fileKeys: "max" });
  return prisma.$transaction(async (tx) => {
    const assignment = await assignmentWithCourse(tx, assignmentId);
    const { late } = await requireOpen(tx, viewer, assignment, now);
    const submission = await saveSubmission(tx, { assignmentId, userId: viewer.userId, text, late, submittedAt: now });
    await attachFiles(tx, viewer, assignmentId, submission.id, keys);
    return submission;
  });
}

/**
 * Creates the submission or replaces the one not yet graded. The update names the status it expects, so a grade
 * given while this request ran wins (PostgreSQL re-checks the condition on the locked row) and nothing is lost.
 */
async function saveSubmission(
  tx: Db,
  data: { assignmentId: string; userId: string; text: string; late: boolean; submittedAt: Date },
) {
  const where = { assignmentId_userId: { assignmentId: data.assignmentId, userId: data.userId } };
  const existing = await tx.assignmentSubmission.findUnique({ where, select: { id: true } });
  if (!existing) return tx.assignmentSubmission.create({ data });
  const { text, late, submittedAt } = data;
  const { count } = await tx.assignmentSubmission.updateMany({
    where: { id: existing.id, status: "SUBMITTED" },
    data: { text, late, submittedAt },
  });
  if (count === 0) throw new SubmissionGradedError();
  return tx.assignmentSubmission.findUniqueOrThrow({ where: { id: existing.id } });
}

/** The files named must be this learner's uploads for this assignment; files left out are let go. */
async function attachFiles(tx: Db, viewer: Viewer, assignmentId: string, submissionId: string, keys: string[]) {
  const owned = await tx.submissionFile.findMany({
    where: { key: { in: keys }, assignmentId, uploaderId: viewer.userId },
    select: { key: true, submissionId: true },
  });
  const usable = owned.filter((file) => file.submissionId === null || file.submissionId === submissionId);
  if (usable.length !== keys.length)
    throw new AppError("invalid_input", "A file is not one you uploaded for this assignment", { fileKeys: "unknown" });
  await tx.submissionFile.updateMany({
    where: { submissionId, key: { notIn: keys } },
    data: { submissionId: null },
  });
  if (keys.length > 0) await tx.submissionFile.updateMany({ where: { key: { in: keys } }, data: { submissionId } });
}

/** The viewer's own submission to an assignment, if any. */
export function mySubmission(db: Db, viewer: Viewer, assignmentId: string) {
  return db.assignmentSubmission.findUnique({
    where: { assignmentId_userId: { assignmentId, userId: viewer.userId } },
  });
}

/**
 * A submitted file may be read by the learner who uploaded it and the staff of its course only; anyone else,
 * and any key that is not a submission file, gets null (answered as a missing file, so keys are not confirmed).
 */
export async function readableSubmissionFile(db: Db, viewer: Viewer | null, key: string) {
  if (!viewer) return null;
  const file = await db.submissionFile.findUnique({
    where: { key },
    include: { assignment: { select: { lesson: { select: { course: { select: { ownerId: true } } } } } } },
  });
  if (!file) return null;
  if (file.uploaderId !== viewer.userId && !canAuthor(viewer, file.assignment.lesson.course)) return null;
  return { key: file.key, name: file.name, contentType: file.contentType, size: file.size };
}
