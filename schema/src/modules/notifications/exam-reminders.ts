// The day-before reminder (docs/notifications.md, spec: notification settings, "exam reminders"): at 09:00 India
// Standard Time on the Indian day before, every learner registered for an exam, and every learner enrolled in the
// course of a published mock test whose window opens that day and who has not attempted it yet, hear when it is. A
// learner who registers later than that hears at once, as long as it has not begun. In the app, and by email, push,
// SMS or WhatsApp as chosen; once per registration, however often the job runs and however many gateways run it
// (the unique index on recipient, kind and link: the link names the exam or the test).
import type { PrismaClient } from "@app/db";
import { addDays, dayStartsAt, indianDay } from "../practice/streak/indian-day.ts";
import { notifyAll, type NotificationInput } from "./notify.ts";

/** 09:00 IST: after quiet hours end (07:00), early enough to plan the next day around. */
const REMINDER_HOUR = 9;
const HOUR_MS = 60 * 60 * 1000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** When the reminder of something happening at `at` is due: 09:00 IST on the Indian day before. */
export const reminderDueAt = (at: Date) =>
  new Date(dayStartsAt(addDays(indianDay(at), -1)).getTime() + REMINDER_HOUR * HOUR_MS);

/** "30/11/2026, 10:00 IST": the day first as India writes it, the same in every language and in a template. */
export function indianDateTime(at: Date): string {
  const [date, time] = new Date(at.getTime() + IST_OFFSET_MS).toISOString().split("T") as [string, string];
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}, ${time.slice(0, 5)} IST`;
}

/** Reminds everyone due at `now`; answers how many reminders were asked for (those sent before are skipped). */
export async function sendExamReminders(prisma: PrismaClient, now: Date): Promise<number> {
  // Whatever starts before the end of tomorrow (Indian days) and has not started yet; reminderDueAt decides.
  const window = { gt: now, lt: dayStartsAt(addDays(indianDay(now), 2)) };
  const [exams, tests] = await Promise.all([
    prisma.exam.findMany({
      where: { published: true, examDate: window, registrations: { some: {} } },
      select: { id: true, title: true, examDate: true, registrations: { select: { userId: true } } },
    }),
    prisma.mockTest.findMany({
      where: { published: true, opensAt: window, courseId: { not: null } },
      select: { id: true, title: true, opensAt: true, courseId: true, attempts: { select: { userId: true } } },
    }),
  ]);
  const inputs: NotificationInput[] = exams
    .filter((exam) => reminderDueAt(exam.examDate) <= now)
    .map((exam) => reminder(exam.registrations, exam.title, exam.examDate, `/exams#exam-${exam.id}`));
  for (const test of tests.filter((row) => reminderDueAt(row.opensAt!) <= now)) {
    const attempted = new Set(test.attempts.map((attempt) => attempt.userId));
    const enrolled = await prisma.enrollment.findMany({
      where: { courseId: test.courseId!, userId: { notIn: [...attempted] } },
      select: { userId: true },
    });
    inputs.push(reminder(enrolled, test.title, test.opensAt!, `/tests/${test.id}`));
  }
  const due = inputs.filter((input) => input.userIds.length > 0);
  const reminded = await alreadyReminded(prisma, due);
  const fresh = due
    .map((input) => ({ ...input, userIds: input.userIds.filter((id) => !reminded.has(`${id} ${input.link}`)) }))
    .filter((input) => input.userIds.length > 0);
  await notifyAll(prisma, fresh);
  return fresh.reduce((sum, input) => sum + input.userIds.length, 0);
}

const reminder = (learners: { userId: string }[], examTitle: string, at: Date, link: string): NotificationInput => ({
  userIds: learners.map((row) => row.userId),
  kind: "EXAM_REMINDER",
  params: { examTitle, when: indianDateTime(at) },
  link,
});

/** Who already has each reminder, so a run every few minutes writes nothing once everyone has heard. */
async function alreadyReminded(prisma: PrismaClient, inputs: NotificationInput[]): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  const rows = await prisma.notification.findMany({
    where: {
      recipientId: { in: [...new Set(inputs.flatMap((input) => input.userIds))] },
      kind: "EXAM_REMINDER",
      link: { in: inputs.map((input) => input.link) },
    },
    select: { recipientId: true, link: true },
  });
  return new Set(rows.map((row) => `${row.recipientId} ${row.link}`));
}
