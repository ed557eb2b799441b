// Grading (docs/assignments.md): the course's staff see its submissions, oldest first, and grade them; a grade is
// audited (audit/audited-write.ts) and may complete the learner's certificate (certificates/required-assignments.ts).
import type { AssignmentSubmission, Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { auditedUpdate } from "../audit/audited-write.ts";
import { authoredCourses, canAuthor } from "../courses/course-access.ts";
import { syncCourseCompletion } from "../progress/course-completion.service.ts";
import { forbiddenToGrade } from "./assignment-access.ts";
import { notifySubmissionGraded } from "../notifications/assignment-notifications.ts";
import { submissionNotFound } from "./assignments.errors.ts";

export interface QueueFilter {
  courseId?: string | null;
  ungradedOnly?: boolean | null;
}

export type SubmissionQuery = Pick<Prisma.AssignmentSubmissionFindManyArgs, "include" | "select">;

/** A page of the submissions the viewer may grade; `after` is the last id of the previous page. */
export async function gradingQueue(
  prisma: PrismaClient,
  viewer: Viewer,
  { filter, first, after }: { filter: QueueFilter; first: number; after?: string | null },
  query: SubmissionQuery = {},
) {
  const where: Prisma.AssignmentSubmissionWhereInput = {
    assignment: {
      lesson: { course: authoredCourses(viewer), ...(filter.courseId ? { courseId: filter.courseId } : {}) },
    },
    ...(filter.ungradedOnly ? { status: "SUBMITTED" } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.assignmentSubmission.findMany({
      ...query,
      where,
      orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
      take: first + 1,
      ...(after ? { cursor: { id: after }, skip: 1 } : {}),
    }),
    prisma.assignmentSubmission.count({ where }),
  ]);
  const items = rows.slice(0, first) as AssignmentSubmission[];
  return { items, total, hasNextPage: rows.length > first, endCursor: items.at(-1)?.id ?? null };
}

/** A submission for the learner who made it or the course's staff. */
export async function readSubmission(prisma: PrismaClient, viewer: Viewer, id: string, query: SubmissionQuery = {}) {
  const found = await prisma.assignmentSubmission.findUnique({
    where: { id },
    select: { userId: true, assignment: { select: { lesson: { select: { course: { select: { ownerId: true } } } } } } },
  });
  if (!found || (found.userId !== viewer.userId && !canAuthor(viewer, found.assignment.lesson.course)))
    throw submissionNotFound();
  return prisma.assignmentSubmission.findUniqueOrThrow({ ...query, where: { id } });
}

export interface Grade {
  score: number;
  feedback: string | null;
}

export async function gradeSubmission(prisma: PrismaClient, viewer: Viewer, id: string, grade: Grade) {
  let courseId = "";
  const graded = await auditedUpdate<AssignmentSubmission>(
    prisma,
    viewer,
    { entity: "AssignmentSubmission", label: "Submission" },
    {
      action: "grade",
      id,
      read: (tx) => tx.assignmentSubmission.findUnique({ where: { id } }),
      write: async (tx, before) => {
        const assignment = await tx.assignment.findUniqueOrThrow({
          where: { id: before.assignmentId },
          select: {
            maxScore: true,
            lessonId: true,
            lesson: {
              select: {
                courseId: true,
                title: true,
                course: { select: { id: true, ownerId: true, title: true, published: true } },
              },
            },
          },
        });
        if (!canAuthor(viewer, assignment.lesson.course)) throw forbiddenToGrade();
        if (grade.score > assignment.maxScore)
          throw new AppError("invalid_input", `The score is at most ${assignment.maxScore}`, { score: "max" });
        courseId = assignment.lesson.courseId;
        const after = await tx.assignmentSubmission.update({
          where: { id },
          data: {
            status: "GRADED",
            score: grade.score,
            feedback: grade.feedback,
            gradedById: viewer.userId,
            gradedAt: new Date(),
          },
        });
        await notifySubmissionGraded(tx, viewer.userId, after, assignment);
        return after;
      },
    },
  );
  // A passing grade of a required assignment may be the last thing the certificate waited for.
  await syncCourseCompletion(prisma, graded.userId, courseId);
  return graded;
}
