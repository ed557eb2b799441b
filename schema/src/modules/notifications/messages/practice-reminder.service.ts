// The daily practice reminder (docs/practice.md, spec: daily goal and streak): at the time a learner chose (India
// Standard Time; 19:00 when none), once a day, if their daily goal is not met yet. It is a notification like any
// other: in the app, and by email, push, SMS or WhatsApp as the learner chose; SMS and WhatsApp wait out quiet hours.
import type { PrismaClient } from "@app/db";
import { messageLimits } from "../../../input-limits.ts";
import { indianDay } from "../../practice/streak/indian-day.ts";
import { notify } from "../notify.ts";
import { indianDayStart, indianTime } from "./message-clock.ts";

/** The learners to remind at `now`, with their goal and what they answered today. */
export async function practiceReminderDue(prisma: PrismaClient, now: Date) {
  const { hour, minute } = indianTime(now);
  const clock = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  const settings = await prisma.practiceSettings.findMany({
    where: { reminderOn: true, user: { disabledAt: null } },
    select: { userId: true, dailyGoal: true, reminderTime: true },
  });
  // "HH:MM" strings compare as times of day.
  const due = settings.filter((row) => (row.reminderTime ?? messageLimits.defaultReminderTime) <= clock);
  if (due.length === 0) return [];
  const userIds = due.map((row) => row.userId);
  const [reminded, days] = await Promise.all([
    prisma.notification.findMany({
      where: { recipientId: { in: userIds }, kind: "PRACTICE_REMINDER", createdAt: { gte: indianDayStart(now) } },
      select: { recipientId: true },
    }),
    prisma.practiceDay.findMany({
      where: { userId: { in: userIds }, day: indianDay(now) },
      select: { userId: true, answered: true, goalMet: true },
    }),
  ]);
  const done = new Set(reminded.map((row) => row.recipientId));
  const today = new Map(days.map((row) => [row.userId, row]));
  return due
    .filter((row) => !done.has(row.userId) && !today.get(row.userId)?.goalMet)
    .map((row) => ({ userId: row.userId, goal: row.dailyGoal, answered: today.get(row.userId)?.answered ?? 0 }));
}

/** Reminds every learner due at `now`; answers how many. */
export async function sendPracticeReminders(prisma: PrismaClient, now: Date): Promise<number> {
  const due = await practiceReminderDue(prisma, now);
  for (const learner of due) {
    await notify(prisma, {
      userIds: [learner.userId],
      kind: "PRACTICE_REMINDER",
      params: { goal: String(learner.goal), done: String(learner.answered) },
      link: "/practice",
    });
  }
  return due.length;
}
