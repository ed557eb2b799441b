// Spec section 5: a course at 100% completed lessons completes the enrollment and issues
// one certificate; a reset below 100% reopens the enrollment (the certificate, once earned, stays). A course with
// assignments required for the certificate issues it only once each is passed (docs/assignments.md).
import type { PrismaClient } from "@app/db";
import { issueCertificate } from "../certificates/certificates.service.ts";
import { passedRequiredAssignments } from "../certificates/required-assignments.ts";

export async function syncCourseCompletion(prisma: PrismaClient, userId: string, courseId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // Serialises completions and resets of one learner's course, so the last one decides from fresh counts.
    await tx.$queryRaw`SELECT "id" FROM "Enrollment" WHERE "userId" = ${userId} AND "courseId" = ${courseId} FOR UPDATE`;
    const total = await tx.lesson.count({ where: { courseId } });
    const completed = await tx.lessonProgress.count({ where: { userId, courseId, status: "completed" } });
    if (total > 0 && completed >= total) {
      await tx.enrollment.updateMany({
        where: { userId, courseId, status: "active" },
        data: { status: "completed", completedAt: new Date() },
      });
      if (await passedRequiredAssignments(tx, userId, courseId)) await issueCertificate(tx, userId, courseId);
    } else {
      await tx.enrollment.updateMany({
        where: { userId, courseId, status: "completed" },
        data: { status: "active", completedAt: null },
      });
    }
  });
}
