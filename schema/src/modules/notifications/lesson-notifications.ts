// "A course I take gets a new lesson" (docs/notifications.md): a lesson added to a published course reaches its
// enrolled learners; a draft course has no learners to tell, and the author is never told of their own act.
import type { Course, Lesson, Prisma } from "@app/db";
import type { Viewer } from "../../context.ts";
import { notify } from "./notify.ts";

export async function notifyNewLesson(
  tx: Prisma.TransactionClient,
  author: Viewer,
  course: Pick<Course, "id" | "title" | "published">,
  lesson: Pick<Lesson, "id" | "title">,
): Promise<void> {
  if (!course.published) return;
  const learners = await tx.enrollment.findMany({
    where: { courseId: course.id, userId: { not: author.userId } },
    select: { userId: true },
  });
  if (learners.length === 0) return;
  await notify(tx, {
    userIds: learners.map((enrollment) => enrollment.userId),
    kind: "NEW_LESSON",
    params: { courseTitle: course.title, lessonTitle: lesson.title },
    link: `/courses/${course.id}/content/class/${lesson.id}`,
  });
}
