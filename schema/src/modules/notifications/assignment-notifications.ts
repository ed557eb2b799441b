// Assignment events that reach learners' notifications (docs/notifications.md): a new assignment in a course they
// take, and their submission graded. An assignment is named by its lesson (it has no title of its own).
import type { Prisma } from "@app/db";
import { notify } from "./notify.ts";

interface AssignmentPlace {
  lessonId: string;
  lesson: { title: string; course: { id: string; title: string; published: boolean } };
}

const assignmentLink = (place: AssignmentPlace) =>
  `/courses/${place.lesson.course.id}/content/class/${place.lessonId}?tab=assignment`;

/** Every learner enrolled in a published course hears of a new assignment; its author does not. */
export async function notifyNewAssignment(
  tx: Prisma.TransactionClient,
  authorId: string,
  place: AssignmentPlace,
): Promise<void> {
  if (!place.lesson.course.published) return;
  const learners = await tx.enrollment.findMany({
    where: { courseId: place.lesson.course.id, userId: { not: authorId } },
    select: { userId: true },
  });
  if (learners.length === 0) return;
  const params = { courseTitle: place.lesson.course.title, assignmentTitle: place.lesson.title };
  await notify(tx, {
    userIds: learners.map((enrollment) => enrollment.userId),
    kind: "NEW_ASSIGNMENT",
    params: { ...params, lessonTitle: place.lesson.title },
    link: assignmentLink(place),
  });
}

/** The learner hears their grade, unless they graded themselves (staff testing their own course). */
export async function notifySubmissionGraded(
  tx: Prisma.TransactionClient,
  graderId: string,
  submission: { userId: string; score: number | null },
  place: AssignmentPlace & { maxScore: number },
): Promise<void> {
  if (submission.userId === graderId) return;
  const score = `${submission.score ?? 0}/${place.maxScore}`;
  const params = { courseTitle: place.lesson.course.title, assignmentTitle: place.lesson.title, score };
  await notify(tx, {
    userIds: [submission.userId],
    kind: "ASSIGNMENT_GRADED",
    params: { ...params, lessonTitle: place.lesson.title },
    link: assignmentLink(place),
  });
}
