// Exams in the staff console (docs/staff-console.md): registrations listed for admins, deletion only without registrations,
// unpublished exams closed to learners.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
let admin: Viewer;
let instructor: Viewer;
let learners: Viewer[];

beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  instructor = await createLearner(db, "instructor");
  learners = [await createLearner(db, "student", "Asha Verma"), await createLearner(db, "student", "Ravi Kumar")];
});
afterAll(() => db.close());

const as = (viewer: Viewer | null) => createTestContext({ db, viewer });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;

const REGISTER = `mutation($examId: ID!) { registerForExam(examId: $examId) { id currentParticipants } }`;
const REGISTRATIONS = `query($examId: ID!) { examRegistrations(examId: $examId) { id registeredAt learnerName learnerEmail } }`;
const DELETE = `mutation($id: ID!) { deleteExam(id: $id) }`;

const newExam = (data: { published?: boolean; category?: string } = {}) =>
  db.prisma.exam.create({
    data: {
      title: "NEET mock",
      category: data.category ?? "NEET",
      duration: 180,
      examDate: new Date("2027-05-01"),
      maxParticipants: 10,
      published: data.published,
    },
  });

describe("exam registrations for admins", () => {
  it("lists who registered, first first, and refuses to delete the exam while anyone holds a seat", async () => {
    const exam = await newExam();
    for (const learner of learners)
      expect((await execute(as(learner), REGISTER, { examId: exam.id })).errors).toBeUndefined();
    const listed = await execute(as(admin), REGISTRATIONS, { examId: exam.id });
    expect(listed.errors).toBeUndefined();
    const emails = await db.prisma.user.findMany({
      where: { id: { in: learners.map((l) => l.userId) } },
      select: { id: true, email: true },
    });
    const emailOf = (viewer: Viewer) => emails.find((row) => row.id === viewer.userId)!.email;
    expect(listed.data?.examRegistrations).toMatchObject([
      { learnerName: "Asha Verma", learnerEmail: emailOf(learners[0]) },
      { learnerName: "Ravi Kumar", learnerEmail: emailOf(learners[1]) },
    ]);

    const refused = await execute(as(admin), DELETE, { id: exam.id });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "exam_has_registrations" });
    expect(await db.prisma.exam.count({ where: { id: exam.id } })).toBe(1);
    expect(await db.prisma.examRegistration.count({ where: { examId: exam.id } })).toBe(2);
    expect(await db.prisma.auditEntry.count({ where: { entity: "Exam", entityId: exam.id } })).toBe(0);

    const empty = await newExam();
    expect((await execute(as(admin), DELETE, { id: empty.id })).data?.deleteExam).toBe(empty.id);
  });

  it("answers exam_not_found for a missing exam and forbids everyone but admins", async () => {
    expect(codeOf(await execute(as(admin), REGISTRATIONS, { examId: "missing" }))).toBe("exam_not_found");
    const exam = await newExam();
    expect(codeOf(await execute(as(instructor), REGISTRATIONS, { examId: exam.id }))).toBe("forbidden");
    expect(codeOf(await execute(as(learners[0]), REGISTRATIONS, { examId: exam.id }))).toBe("forbidden");
    expect(codeOf(await execute(as(null), REGISTRATIONS, { examId: exam.id }))).toBe("unauthenticated");
  });
});

describe("unpublished exams", () => {
  it("cannot be registered for (not found) and are left out of the categories", async () => {
    const hidden = await newExam({ published: false, category: "Hidden category" });
    const attempt = await execute(as(learners[0]), REGISTER, { examId: hidden.id });
    expect(codeOf(attempt)).toBe("exam_not_found");
    expect(await db.prisma.examRegistration.count({ where: { examId: hidden.id } })).toBe(0);
    expect((await db.prisma.exam.findUniqueOrThrow({ where: { id: hidden.id } })).currentParticipants).toBe(0);
    const categories = (await execute(as(null), `{ examCategories { name } }`)).data?.examCategories as {
      name: string;
    }[];
    expect(categories.map((category) => category.name)).not.toContain("Hidden category");

    await db.prisma.exam.update({ where: { id: hidden.id }, data: { published: true } });
    expect((await execute(as(learners[0]), REGISTER, { examId: hidden.id })).data?.registerForExam).toMatchObject({
      currentParticipants: 1,
    });
  });

  it("still reports a full published exam as full", async () => {
    const exam = await db.prisma.exam.create({
      data: {
        title: "Full",
        category: "CAT",
        duration: 60,
        examDate: new Date("2027-05-01"),
        maxParticipants: 1,
        currentParticipants: 1,
      },
    });
    expect(codeOf(await execute(as(learners[1]), REGISTER, { examId: exam.id }))).toBe("exam_full");
  });
});
