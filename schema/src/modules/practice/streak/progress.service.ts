// A learner's practice days, goal and streak (docs/practice.md): each answer counts on the server's Indian day;
// the streak and the heat map are computed from the stored days by streakOf.
import type { PracticeDay, PracticeSettings, Prisma, PrismaClient } from "@app/db";
import { practiceLimits } from "../../../input-limits.ts";
import { AppError } from "../../../errors.ts";
import { addDays, indianDay, weekStart } from "./indian-day.ts";
import { streakOf, type StreakState } from "./streak.ts";

type Db = PrismaClient | Prisma.TransactionClient;

export const DEFAULT_DAILY_GOAL = 10;

export interface DayView {
  date: string;
  answered: number;
  correct: number;
  goalMet: boolean;
  frozen: boolean;
}

export interface ProgressView {
  userId: string;
  dailyGoal: number;
  reminderOn: boolean;
  reminderTime: string | null;
  today: DayView;
  streak: StreakState;
  days: Map<string, PracticeDay>;
  todayKey: string;
  now: Date;
}

export type PracticeSettingsView = Pick<PracticeSettings, "userId" | "dailyGoal" | "reminderOn" | "reminderTime">;

export async function settingsOf(db: Db, userId: string): Promise<PracticeSettingsView> {
  const row = await db.practiceSettings.findUnique({ where: { userId } });
  return row ?? { userId, dailyGoal: DEFAULT_DAILY_GOAL, reminderOn: false, reminderTime: null };
}

export function dayView(days: Map<string, PracticeDay>, date: string, frozen: Set<string>): DayView {
  const row = days.get(date);
  return {
    date,
    answered: row?.answered ?? 0,
    correct: row?.correct ?? 0,
    goalMet: row?.goalMet ?? false,
    frozen: frozen.has(date),
  };
}

/** Everything the progress screen and an answer's result show, as of `now` (the server's clock). */
export async function progressOf(db: Db, userId: string, now = new Date()): Promise<ProgressView> {
  const [settings, rows] = await Promise.all([
    settingsOf(db, userId),
    db.practiceDay.findMany({ where: { userId }, orderBy: { day: "asc" } }),
  ]);
  return progressFrom(settings, rows, now);
}

/** The progress of the learner's settings and stored days (oldest first), as of `now`. */
export function progressFrom(settings: PracticeSettingsView, rows: PracticeDay[], now: Date): ProgressView {
  const { userId } = settings;
  const todayKey = indianDay(now);
  const days = new Map(rows.map((row) => [row.day, row]));
  const streak = streakOf(
    rows.filter((row) => row.goalMet).map((row) => row.day),
    todayKey,
  );
  return {
    userId,
    dailyGoal: settings.dailyGoal,
    reminderOn: settings.reminderOn,
    reminderTime: settings.reminderTime,
    today: dayView(days, todayKey, streak.frozen),
    streak,
    days,
    todayKey,
    now,
  };
}

/** The heat map: whole ISO weeks (Monday to Sunday), the last one holding today, oldest day first. */
export function heatMap(progress: ProgressView, weeks: number): DayView[] {
  const first = addDays(weekStart(progress.todayKey), -7 * (weeks - 1));
  return Array.from({ length: weeks * 7 }, (_, i) => dayView(progress.days, addDays(first, i), progress.streak.frozen));
}

const REMINDER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Sets the goal and reminder; today's day is re-judged against the new goal (yesterday's stays as it was). */
export async function setGoal(
  prisma: PrismaClient,
  userId: string,
  input: { dailyGoal: number; reminderOn: boolean; reminderTime?: string | null },
  now = new Date(),
) {
  const { min, max } = practiceLimits.dailyGoal;
  if (!Number.isInteger(input.dailyGoal) || input.dailyGoal < min || input.dailyGoal > max)
    throw new AppError("invalid_input", `The daily goal is ${min} to ${max} questions`, {
      dailyGoal: `${min} to ${max}`,
    });
  const reminderTime = input.reminderTime ?? null;
  if (reminderTime !== null && !REMINDER_TIME.test(reminderTime))
    throw new AppError("invalid_input", "The reminder time is HH:MM (India Standard Time)", {
      reminderTime: "HH:MM",
    });
  if (input.reminderOn && reminderTime === null)
    throw new AppError("invalid_input", "Choose a time for the reminder", { reminderTime: "required" });
  const data = { dailyGoal: input.dailyGoal, reminderOn: input.reminderOn, reminderTime };
  await prisma.$transaction(async (tx) => {
    await tx.practiceSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
    const today = await tx.practiceDay.findUnique({ where: { userId_day: { userId, day: indianDay(now) } } });
    if (today && today.goalMet !== today.answered >= input.dailyGoal)
      await tx.practiceDay.update({
        where: { userId_day: { userId, day: today.day } },
        data: { goalMet: today.answered >= input.dailyGoal },
      });
  });
  return progressOf(prisma, userId, now);
}
