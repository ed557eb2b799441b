// Seat booking under concurrency, on whichever engine openTestDatabase gives (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const REGISTER = `mutation($examId: ID!) { registerForExam(examId: $examId) { id currentParticipants isRegistered } }`;

async function createLearners(prefix: string, count: number) {
  const data = Array.from({ length: count }, (_, i) => ({
    authId: `${prefix}-${i}`,
    email: `${prefix}-${i}@example.in`,
  }));
  await db.prisma.user.createMany({ data });
  const users = await db.prisma.user.findMany({ where: { authId: { startsWith: `${prefix}-` } } });
  return users.map((user) => ({ userId: user.id, authId: user.authId, role: "student" as const }));
}

const createExam = (maxParticipants: number) =>
  db.prisma.exam.create({
    data: {
      title: "GATE mock",
      category: "Engineering",
      duration: 180,
      examDate: new Date("2027-02-01"),
      maxParticipants,
    },
  });

// An error without a domain code (a pool timeout, say) is named by its message, never counted as a success.
const codes = (results: { errors?: readonly { message: string; extensions: Record<string, unknown> }[] }[]) =>
  results.map((result) =>
    result.errors ? (result.errors[0].extensions.code ?? `error: ${result.errors[0].message}`) : "ok",
  );

describe("registerForExam under concurrency", () => {
  it("seats exactly maxParticipants of 100 parallel learners", async () => {
    const learners = await createLearners("crowd", 100);
    const exam = await createExam(10);
    const results = await Promise.all(
      learners.map((viewer) => execute(createTestContext({ db, viewer }), REGISTER, { examId: exam.id })),
    );
    // Counted by outcome, so that a failure names what the others got (a pool timeout's message, say).
    const outcome: Record<string, number> = {};
    for (const code of codes(results)) outcome[String(code)] = (outcome[String(code)] ?? 0) + 1;
    expect(outcome).toEqual({ ok: 10, exam_full: 90 });
    const stored = await db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } });
    expect(stored.currentParticipants).toBe(10);
    expect(await db.prisma.examRegistration.count({ where: { examId: exam.id } })).toBe(10);
    const full = results.find((result) => result.errors)!;
    expect(full.errors?.[0].message).toBe("This exam is full");
  }, 120_000);

  it("takes the seat and writes the registration in one statement, outside any transaction", async () => {
    // The exam's row is then locked only while that statement runs: held over a client's round trips, the class
    // queued on it for longer than the pool lets a request wait for a connection.
    const [viewer] = await createLearners("single", 1);
    const exam = await createExam(5);
    const { result, statements } = await db.countStatements(() =>
      execute(createTestContext({ db, viewer }), REGISTER, { examId: exam.id }),
    );
    expect(result.errors).toBeUndefined();
    expect(statements.filter((sql) => /^\s*(BEGIN|START TRANSACTION)/i.test(sql))).toEqual([]);
    const writes = statements.filter((sql) => /UPDATE "Exam"|INSERT INTO "ExamRegistration"/.test(sql));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/UPDATE "Exam"[\s\S]*INSERT INTO "ExamRegistration"/);
  });

  it("registers the same learner once when both requests race", async () => {
    const [viewer] = await createLearners("twice", 1);
    const exam = await createExam(5);
    const results = await Promise.all(
      [1, 2].map(() => execute(createTestContext({ db, viewer }), REGISTER, { examId: exam.id })),
    );
    expect(codes(results).sort()).toEqual(["already_registered", "ok"]);
    expect(await db.prisma.examRegistration.count({ where: { examId: exam.id } })).toBe(1);
    expect((await db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } })).currentParticipants).toBe(1);
  });
});

describe("registerForExam after the exam date", () => {
  const examAt = (examDate: Date) =>
    db.prisma.exam.create({
      data: { title: "Closed mock", category: "Engineering", duration: 60, examDate, maxParticipants: 5 },
    });

  it("refuses with registration_closed and takes no seat once the date has passed", async () => {
    const [viewer] = await createLearners("late", 1);
    const exam = await examAt(new Date(Date.now() - 60_000));
    const result = await execute(createTestContext({ db, viewer }), REGISTER, { examId: exam.id });
    expect(codes([result])).toEqual(["registration_closed"]);
    expect(result.errors?.[0].message).toBe("Registration for this exam has closed");
    expect(await db.prisma.examRegistration.count({ where: { examId: exam.id } })).toBe(0);
    expect((await db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } })).currentParticipants).toBe(0);
  });

  it("still registers for an exam later today, and a full past exam says closed rather than full", async () => {
    const [viewer] = await createLearners("early", 1);
    const soon = await examAt(new Date(Date.now() + 10 * 60_000));
    expect(codes([await execute(createTestContext({ db, viewer }), REGISTER, { examId: soon.id })])).toEqual(["ok"]);
    const past = await db.prisma.exam.create({
      data: {
        title: "Past and full",
        category: "Banking",
        duration: 60,
        examDate: new Date(Date.now() - 864e5),
        maxParticipants: 1,
        currentParticipants: 1,
      },
    });
    expect(codes([await execute(createTestContext({ db, viewer }), REGISTER, { examId: past.id })])).toEqual([
      "registration_closed",
    ]);
  });
});
