// The certificate rule with assignments (docs/assignments.md): a course whose assignments are required for the
// certificate issues it only once each of them is graded at or above its passing score.
import type { Prisma } from "@app/db";

/** True when the learner passed every required assignment of the course (trivially, when there is none). */
export async function passedRequiredAssignments(
  tx: Prisma.TransactionClient,
  userId: string,
  courseId: string,
): Promise<boolean> {
  const required = await tx.assignment.findMany({
    where: { requiredForCertificate: true, lesson: { courseId } },
    select: { passingScore: true, submissions: { where: { userId, status: "GRADED" }, select: { score: true } } },
  });
  return required.every(({ passingScore, submissions: [graded] }) => (graded?.score ?? -1) >= (passingScore ?? 0));
}
