import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";

let db: Database;
let learner: { userId: string; authId: string; role: "student" };
const admin = { userId: "u-admin", authId: "a-admin", role: "admin" as const };

beforeAll(async () => {
  db = await openTestDatabase();
  // Staff writes are audited against the author's row (docs/staff-console.md): the admin is a real account.
  await db.prisma.user.create({
    data: { id: "u-admin", authId: "a-admin", email: "admin@example.com", role: "admin" },
  });
  const user = await db.prisma.user.create({ data: { authId: "exam-learner", email: "exam-learner@example.in" } });
  learner = { userId: user.id, authId: user.authId, role: "student" };
});
afterAll(() => db.close());

const examData = (title: string, category: string, maxParticipants = 50, day = 1) => ({
  title,
  category,
  duration: 120,
  maxParticipants,
  examDate: new Date(Date.UTC(2027, 0, day)),
});

const LIST = `query($category: String) { exams(category: $category) { id title isFull isRegistered currentParticipants } }`;
const REGISTER = `mutation($examId: ID!) { registerForExam(examId: $examId) { id currentParticipants isRegistered isFull } }`;
const CREATE = `mutation($input: ExamInput!) { createExam(input: $input) { id title maxParticipants } }`;
const UPDATE = `mutation($id: ID!, $input: ExamInput!) { updateExam(id: $id, input: $input) { id maxParticipants } }`;
const examInput = {
  title: "CAT mock",
  category: "Management",
  mode: "online",
  duration: 120,
  examDate: "2027-03-01T09:00:00.000Z",
  maxParticipants: 2,
};

describe("exams", () => {
  it("lists exams by date, filters by category and counts categories", async () => {
    await db.prisma.exam.createMany({
      data: [
        examData("NEET", "Medical", 50, 3),
        examData("JEE", "Engineering", 50, 2),
        examData("GATE", "Engineering", 50, 1),
      ],
    });
    const all = await execute(createTestContext({ db }), LIST);
    expect((all.data?.exams as { title: string }[]).map((exam) => exam.title)).toEqual(["GATE", "JEE", "NEET"]);
    const engineering = await execute(createTestContext({ db }), LIST, { category: "Engineering" });
    expect((engineering.data?.exams as { title: string }[]).map((exam) => exam.title)).toEqual(["GATE", "JEE"]);
    const categories = await execute(createTestContext({ db }), `{ examCategories { name count } }`);
    expect(categories.data?.examCategories).toEqual([
      { name: "Engineering", count: 2 },
      { name: "Medical", count: 1 },
    ]);
  });

  it("registers the viewer, marks isRegistered and isFull, and refuses a second registration", async () => {
    const exam = await db.prisma.exam.create({ data: examData("SSC", "Government", 1) });
    const context = createTestContext({ db, viewer: learner });
    const first = await execute(context, REGISTER, { examId: exam.id });
    expect(first.data?.registerForExam).toEqual({
      id: exam.id,
      currentParticipants: 1,
      isRegistered: true,
      isFull: true,
    });
    const again = await execute(context, REGISTER, { examId: exam.id });
    expect(again.errors?.[0].extensions.code).toBe("already_registered");
    const anonymousView = await execute(createTestContext({ db }), LIST, { category: "Government" });
    expect(anonymousView.data?.exams).toEqual([expect.objectContaining({ isRegistered: false, isFull: true })]);
  });

  it("answers exam_not_found, exam_full and unauthenticated", async () => {
    const context = createTestContext({ db, viewer: learner });
    const missing = await execute(context, REGISTER, { examId: "no-such-exam" });
    expect(missing.errors?.[0].extensions.code).toBe("exam_not_found");
    const full = await db.prisma.exam.create({ data: { ...examData("Full", "Banking", 1), currentParticipants: 1 } });
    const result = await execute(context, REGISTER, { examId: full.id });
    expect(result.errors?.[0]).toMatchObject({ message: "This exam is full", extensions: { code: "exam_full" } });
    const anonymous = await execute(createTestContext({ db }), REGISTER, { examId: full.id });
    expect(anonymous.errors?.[0].extensions.code).toBe("unauthenticated");
  });

  it("resolves isRegistered for any number of exams in a constant number of statements", async () => {
    const context = createTestContext({ db, viewer: learner });
    await db.prisma.exam.deleteMany();
    const count = async () => (await db.countStatements(() => execute(context, LIST))).statements.length;
    await db.prisma.exam.createMany({ data: [1, 2, 3].map((day) => examData(`E${day}`, "Bulk", 10, day)) });
    const forThree = await count();
    await db.prisma.exam.createMany({
      data: Array.from({ length: 27 }, (_, i) => examData(`F${i}`, "Bulk", 10, i + 4)),
    });
    const forThirty = await count();
    expect(forThirty).toBe(forThree);
    // The exams, then one batched registration lookup.
    expect(forThree).toBe(2);
  });
});

describe("exam administration", () => {
  it("creates and updates an exam, never below the seats taken", async () => {
    const context = createTestContext({ db, viewer: admin });
    const created = await execute(context, CREATE, { input: examInput });
    const id = (created.data?.createExam as { id: string }).id;
    expect(created.data?.createExam).toEqual({ id, title: "CAT mock", maxParticipants: 2 });
    await execute(createTestContext({ db, viewer: learner }), REGISTER, { examId: id });
    const grown = await execute(context, UPDATE, { id, input: { ...examInput, maxParticipants: 5 } });
    expect(grown.data?.updateExam).toEqual({ id, maxParticipants: 5 });
    const shrunk = await execute(context, UPDATE, { id, input: { ...examInput, maxParticipants: 0 } });
    expect(shrunk.errors?.[0].extensions.code).toBe("invalid_input");
    await db.prisma.exam.update({ where: { id }, data: { maxParticipants: 3, currentParticipants: 3 } });
    const belowTaken = await execute(context, UPDATE, { id, input: { ...examInput, maxParticipants: 2 } });
    expect(belowTaken.errors?.[0].extensions).toEqual({
      code: "capacity_below_registrations",
      details: { maxParticipants: "Capacity cannot be below the 3 registrations already taken" },
    });
    expect(await db.prisma.exam.findUnique({ where: { id }, select: { maxParticipants: true } })).toEqual({
      maxParticipants: 3,
    });
    const missing = await execute(context, UPDATE, { id: "nope", input: examInput });
    expect(missing.errors?.[0].extensions.code).toBe("not_found");
  });

  it("validates input and checks scopes", async () => {
    const invalid = await execute(createTestContext({ db, viewer: admin }), CREATE, {
      input: { ...examInput, duration: -5, title: "" },
    });
    expect(invalid.errors?.[0].extensions.code).toBe("invalid_input");
    const asStudent = await execute(createTestContext({ db, viewer: learner }), CREATE, { input: examInput });
    expect(asStudent.errors?.[0].extensions.code).toBe("forbidden");
    const anonymous = await execute(createTestContext({ db }), CREATE, { input: examInput });
    expect(anonymous.errors?.[0].extensions.code).toBe("unauthenticated");
  });
});
