// Discussion events that reach a learner's notifications (docs/notifications.md): an answer to their question, and
// their answer accepted. Run inside the discussion write's transaction; notify() never fails it.
import type { Prisma } from "@app/db";
import { notify } from "./notify.ts";

interface Question {
  id: string;
  lessonId: string;
  courseId: string;
  authorId: string;
  title: string | null;
}

const threadLink = (question: Question) =>
  `/courses/${question.courseId}/content/class/${question.lessonId}?tab=discussion`;

async function placeOf(tx: Prisma.TransactionClient, question: Question) {
  const lesson = await tx.lesson.findUniqueOrThrow({
    where: { id: question.lessonId },
    select: { title: true, course: { select: { title: true } } },
  });
  return { courseTitle: lesson.course.title, lessonTitle: lesson.title, questionTitle: question.title ?? "" };
}

/** The asker hears of a visible answer by someone else (a held answer waits for a moderator's approval). */
export async function notifyAnswerPosted(
  tx: Prisma.TransactionClient,
  question: Question,
  answer: { authorId: string; held: boolean },
): Promise<void> {
  if (answer.held || answer.authorId === question.authorId) return;
  const params = await placeOf(tx, question);
  await notify(tx, {
    userIds: [question.authorId],
    kind: "ANSWER_TO_MY_QUESTION",
    params,
    link: threadLink(question),
  });
}

/** The answer's author hears that it was accepted, unless they accepted it themselves. */
export async function notifyAnswerAccepted(
  tx: Prisma.TransactionClient,
  question: Question,
  answer: { authorId: string },
  acceptedBy: string,
): Promise<void> {
  if (answer.authorId === acceptedBy) return;
  const params = await placeOf(tx, question);
  await notify(tx, {
    userIds: [answer.authorId],
    kind: "MY_ANSWER_ACCEPTED",
    params,
    link: threadLink(question),
  });
}
