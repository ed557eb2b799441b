// The day-before reminder of exams and mock tests (docs/notifications.md), on the real database: due from 09:00 IST
// the day before, once per registration however many runs and gateways, none for a cancelled registration or an
// exam that has begun. The clock is passed in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { createMockTest } from "../../testing/mock-test-fixtures.ts";
import { indianDateTime, reminderDueAt, sendExamReminders } from "./exam-reminders.ts";
import { notify } from "./notify.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** 10:00 IST on 10 June 2026; its reminder is due at 09:00 IST on 9 June. */
const EXAM_AT = new Date("2026-06-10T04:30:00Z");
const DUE = new Date("2026-06-09T03:30:00Z");
const minutes = (base: Date, count: number) => new Date(base.getTime() + count * 60_000);

const createExam = (examDate: Date, title = "SSC CGL Tier 1") =>
  db.prisma.exam.create({ data: { title, category: "SSC", duration: 60, examDate, maxParticipants: 100 } });
const register = (examId: string, userId: string) => db.prisma.examRegistration.create({ data: { examId, userId } });
const reminders = (userId: string) =>
  db.prisma.notification.findMany({ where: { recipientId: userId, kind: "EXAM_REMINDER" } });

describe("the exam reminder", () => {
  it("is due at 09:00 IST on the Indian day before, and names the time as India writes it", () => {
    expect(reminderDueAt(EXAM_AT)).toEqual(DUE);
    // 01:00 IST on 10 June is still the 10th in India (19:30 UTC on the 9th).
    expect(reminderDueAt(new Date("2026-06-09T19:30:00Z"))).toEqual(DUE);
    expect(indianDateTime(EXAM_AT)).toBe("10/06/2026, 10:00 IST");
  });

  it("reminds a registered learner once, however often and however many workers run it", async () => {
    const exam = await createExam(EXAM_AT);
    const learner = await createLearner(db);
    const cancelled = await createLearner(db);
    await register(exam.id, learner.userId);
    await register(exam.id, cancelled.userId);
    await db.prisma.examRegistration.deleteMany({ where: { examId: exam.id, userId: cancelled.userId } });

    await sendExamReminders(db.prisma, minutes(DUE, -5));
    expect(await reminders(learner.userId)).toEqual([]);
    // Two gateways' workers at once, then the next run.
    await Promise.all([sendExamReminders(db.prisma, DUE), sendExamReminders(db.prisma, minutes(DUE, 1))]);
    await sendExamReminders(db.prisma, minutes(DUE, 5));

    expect(await reminders(learner.userId)).toMatchObject([
      { params: { examTitle: "SSC CGL Tier 1", when: "10/06/2026, 10:00 IST" }, link: `/exams#exam-${exam.id}` },
    ]);
    expect(await reminders(cancelled.userId)).toEqual([]);
  });

  it("records a reminder once even when two runs got past the check together (the unique index)", async () => {
    const learner = await createLearner(db);
    const input = {
      userIds: [learner.userId],
      kind: "EXAM_REMINDER" as const,
      params: { examTitle: "Railway NTPC", when: "10/06/2026, 10:00 IST" },
      link: "/exams#exam-raced",
    };
    await Promise.all([notify(db.prisma, input), notify(db.prisma, input)]);
    await notify(db.prisma, input);
    expect(await reminders(learner.userId)).toHaveLength(1);
  });

  it("reminds nobody of an exam that has begun, or of an unpublished one", async () => {
    const begun = await createExam(minutes(DUE, -30));
    const hidden = await createExam(EXAM_AT, "Draft exam");
    await db.prisma.exam.update({ where: { id: hidden.id }, data: { published: false } });
    const learner = await createLearner(db);
    await register(begun.id, learner.userId);
    await register(hidden.id, learner.userId);
    await sendExamReminders(db.prisma, DUE);
    expect(await reminders(learner.userId)).toEqual([]);
  });

  it("reminds the learners of a mock test's course the day before its window opens, unless they sat it", async () => {
    const course = await createCourseWithLessons(db);
    const test = await createMockTest(db, { courseId: course.id, opensAt: EXAM_AT });
    const learner = await createLearner(db);
    const outsider = await createLearner(db);
    const sat = await createLearner(db);
    for (const viewer of [learner, sat]) {
      await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: course.id } });
    }
    await db.prisma.mockTestAttempt.create({
      data: { testId: test.id, userId: sat.userId, endsAt: minutes(DUE, -60), paper: {} },
    });
    await sendExamReminders(db.prisma, DUE);
    await sendExamReminders(db.prisma, minutes(DUE, 5));
    expect(await reminders(learner.userId)).toMatchObject([
      { params: { examTitle: "SSC CGL Tier 1 mock", when: "10/06/2026, 10:00 IST" }, link: `/tests/${test.id}` },
    ]);
    expect(await reminders(outsider.userId)).toEqual([]);
    expect(await reminders(sat.userId)).toEqual([]);
  });
});
