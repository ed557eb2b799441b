// Assignments end to end through the schema on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { openTestDatabase } from "@app/db/testing";
import type { Viewer } from "../../context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { readableSubmissionFile, recordSubmissionFile, submissionUploadTarget } from "./submissions.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const CREATE = `mutation($lessonId: ID!, $input: AssignmentInput!) { createAssignment(lessonId: $lessonId, input: $input) { id instructions maxScore acceptedFileTypes passingScore } }`;
const UPDATE = `mutation($id: ID!, $input: AssignmentInput!) { updateAssignment(id: $id, input: $input) { id dueAt allowLate } }`;
const READ = `query($lessonId: ID!) { lessonAssignment(lessonId: $lessonId) { id maxScore mySubmission { status late score feedback text files { name url } } } }`;
const SUBMIT = `mutation($assignmentId: ID!, $text: String, $fileKeys: [String!]) { submitAssignment(assignmentId: $assignmentId, text: $text, fileKeys: $fileKeys) { id status late text files { key } } }`;
const GRADE = `mutation($submissionId: ID!, $score: Int!, $feedback: String) { gradeSubmission(submissionId: $submissionId, score: $score, feedback: $feedback) { id status score feedback } }`;
const QUEUE = `query($filter: GradingQueueFilter, $first: Int, $after: ID) { gradingQueue(filter: $filter, first: $first, after: $after) { total hasNextPage endCursor items { id status late learner { name } assignment { lesson { title } } } } }`;
const COMPLETE = `mutation($lessonId: ID!) { completeLesson(lessonId: $lessonId) { id } }`;

type Result = Awaited<ReturnType<typeof execute>>;
const code = (result: Result) => result.errors?.[0]?.extensions.code;
const ok = (result: Result) => {
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, Record<string, unknown>>;
};
const as = (viewer: Viewer | null) => createTestContext({ db, viewer });

const input = (overrides: Record<string, unknown> = {}) => ({
  instructions: "<p>Write a program.</p><script>alert(1)</script>",
  dueAt: null,
  maxScore: 10,
  acceptedFileTypes: ["PDF"],
  maxFileBytes: 1_000_000,
  allowLate: false,
  requiredForCertificate: false,
  passingScore: null,
  ...overrides,
});

/** A course owned by an instructor, with an assignment on its first lesson and an enrolled learner. */
async function setUp(overrides: Record<string, unknown> = {}, lessons = 2) {
  const instructor = await createLearner(db, "instructor", "Ira Instructor");
  const course = await createCourseWithLessons(db, { lessons });
  await db.prisma.course.update({ where: { id: course.id }, data: { ownerId: instructor.userId } });
  const learner = await createLearner(db);
  await db.prisma.enrollment.create({ data: { userId: learner.userId, courseId: course.id } });
  const lessonId = course.lessons[0].id;
  const created = ok(await execute(as(instructor), CREATE, { lessonId, input: input(overrides) })).createAssignment;
  return { instructor, course, learner, lessonId, assignmentId: String(created.id), created };
}

describe("setting an assignment", () => {
  it("is for the course's staff; the instructions are sanitised", async () => {
    const { created, lessonId } = await setUp();
    expect(created).toMatchObject({
      maxScore: 10,
      acceptedFileTypes: ["PDF"],
      instructions: "<p>Write a program.</p>",
    });
    const stranger = await createLearner(db, "instructor", "Other Instructor");
    expect(code(await execute(as(stranger), CREATE, { lessonId, input: input() }))).toBe("forbidden");
    expect(code(await execute(as(await createLearner(db)), CREATE, { lessonId, input: input() }))).toBe("forbidden");
    expect(code(await execute(as(null), CREATE, { lessonId, input: input() }))).toBe("unauthenticated");
  });

  it("requires a passing score at most the maximum when required for the certificate", async () => {
    const { instructor, course } = await setUp();
    const lessonId = course.lessons[1].id;
    const missing = await execute(as(instructor), CREATE, { lessonId, input: input({ requiredForCertificate: true }) });
    expect(code(missing)).toBe("invalid_input");
    const above = await execute(as(instructor), CREATE, { lessonId, input: input({ passingScore: 11 }) });
    expect(code(above)).toBe("invalid_input");
    expect(await db.prisma.assignment.count({ where: { lessonId } })).toBe(0);
  });

  it("is audited", async () => {
    const { assignmentId, instructor } = await setUp();
    ok(await execute(as(instructor), UPDATE, { id: assignmentId, input: input({ allowLate: true }) }));
    const entries = await db.prisma.auditEntry.findMany({ where: { entityId: assignmentId } });
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "update"]);
  });
});

describe("submitting", () => {
  it("is for enrolled learners only", async () => {
    const { assignmentId, lessonId } = await setUp();
    const outsider = await createLearner(db);
    expect(code(await execute(as(outsider), SUBMIT, { assignmentId, text: "Mine" }))).toBe("not_enrolled");
    expect(code(await execute(as(outsider), READ, { lessonId }))).toBe("not_enrolled");
    expect(await db.prisma.assignmentSubmission.count({ where: { assignmentId } })).toBe(0);
  });

  it("can be replaced until graded, then is refused", async () => {
    const { assignmentId, learner, instructor, lessonId } = await setUp();
    const first = ok(await execute(as(learner), SUBMIT, { assignmentId, text: "First try" })).submitAssignment;
    const second = ok(await execute(as(learner), SUBMIT, { assignmentId, text: "Second try" })).submitAssignment;
    expect(second).toMatchObject({ id: first.id, status: "SUBMITTED", text: "Second try" });
    ok(await execute(as(instructor), GRADE, { submissionId: first.id, score: 8, feedback: "Good work" }));
    expect(code(await execute(as(learner), SUBMIT, { assignmentId, text: "Third" }))).toBe("submission_graded");
    const mine = ok(await execute(as(learner), READ, { lessonId })).lessonAssignment;
    expect(mine.mySubmission).toMatchObject({ status: "GRADED", score: 8, feedback: "Good work", text: "Second try" });
  });

  it("refuses an empty submission", async () => {
    const { assignmentId, learner } = await setUp();
    expect(code(await execute(as(learner), SUBMIT, { assignmentId, text: "  " }))).toBe("invalid_input");
  });

  it("marks late work late, and refuses it when the assignment takes none", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const closed = await setUp({ dueAt: past });
    const refused = await execute(as(closed.learner), SUBMIT, { assignmentId: closed.assignmentId, text: "Late" });
    expect(code(refused)).toBe("submission_closed");
    const open = await setUp({ dueAt: past, allowLate: true });
    const late = ok(await execute(as(open.learner), SUBMIT, { assignmentId: open.assignmentId, text: "Late" }));
    expect(late.submitAssignment).toMatchObject({ late: true, status: "SUBMITTED" });
    const onTime = await setUp({ dueAt: new Date(Date.now() + 3_600_000).toISOString() });
    const early = ok(await execute(as(onTime.learner), SUBMIT, { assignmentId: onTime.assignmentId, text: "Early" }));
    expect(early.submitAssignment).toMatchObject({ late: false });
  });
});

describe("grading", () => {
  it("is for the course's staff only, within the maximum score, and audited", async () => {
    const { assignmentId, learner, instructor } = await setUp();
    const submission = ok(await execute(as(learner), SUBMIT, { assignmentId, text: "Answer" })).submitAssignment;
    const submissionId = submission.id;
    const other = await createLearner(db, "instructor", "Other Instructor");
    expect(code(await execute(as(other), GRADE, { submissionId, score: 5 }))).toBe("forbidden");
    expect(code(await execute(as(learner), GRADE, { submissionId, score: 10 }))).toBe("forbidden");
    expect(code(await execute(as(instructor), GRADE, { submissionId, score: 11 }))).toBe("invalid_input");
    expect(await db.prisma.assignmentSubmission.findUnique({ where: { id: String(submissionId) } })).toMatchObject({
      status: "SUBMITTED",
      score: null,
    });
    const admin = await createLearner(db, "admin", "Ada Admin");
    ok(await execute(as(admin), GRADE, { submissionId, score: 7, feedback: "Fine" }));
    const audit = await db.prisma.auditEntry.findFirst({ where: { entityId: String(submissionId), action: "grade" } });
    expect(audit?.changes).toMatchObject({ score: { before: null, after: 7 }, status: { after: "GRADED" } });
  });

  it("lists the grader's own courses' submissions, oldest first, paged and filtered", async () => {
    const one = await setUp();
    const two = await setUp();
    const extra = await createLearner(db, "student", "Second Learner");
    await db.prisma.enrollment.create({ data: { userId: extra.userId, courseId: one.course.id } });
    const a = ok(
      await execute(as(one.learner), SUBMIT, { assignmentId: one.assignmentId, text: "A" }),
    ).submitAssignment;
    ok(await execute(as(extra), SUBMIT, { assignmentId: one.assignmentId, text: "B" }));
    ok(await execute(as(two.learner), SUBMIT, { assignmentId: two.assignmentId, text: "C" }));
    ok(await execute(as(one.instructor), GRADE, { submissionId: a.id, score: 9 }));
    const page1 = ok(await execute(as(one.instructor), QUEUE, { first: 1 })).gradingQueue;
    expect(page1).toMatchObject({ total: 2, hasNextPage: true, items: [{ id: a.id, status: "GRADED" }] });
    const page2 = ok(await execute(as(one.instructor), QUEUE, { first: 1, after: page1.endCursor })).gradingQueue;
    expect(page2).toMatchObject({ hasNextPage: false, items: [{ learner: { name: "Second Learner" } }] });
    const ungraded = ok(await execute(as(one.instructor), QUEUE, { filter: { ungradedOnly: true } })).gradingQueue;
    expect(ungraded).toMatchObject({ total: 1, items: [{ status: "SUBMITTED" }] });
    const byCourse = ok(await execute(as(one.instructor), QUEUE, { filter: { courseId: two.course.id } }));
    expect(byCourse.gradingQueue).toMatchObject({ total: 0 });
    expect(code(await execute(as(one.learner), QUEUE, {}))).toBe("forbidden");
  });
});

describe("the certificate", () => {
  it("waits until every required assignment is graded at or above its passing score", async () => {
    const { assignmentId, learner, instructor, course } = await setUp(
      { requiredForCertificate: true, passingScore: 6 },
      1,
    );
    const certificates = () => db.prisma.certificate.count({ where: { userId: learner.userId, courseId: course.id } });
    ok(await execute(as(learner), COMPLETE, { lessonId: course.lessons[0].id }));
    expect(await certificates()).toBe(0);
    const submission = ok(await execute(as(learner), SUBMIT, { assignmentId, text: "Work" })).submitAssignment;
    ok(await execute(as(instructor), GRADE, { submissionId: submission.id, score: 5 }));
    expect(await certificates()).toBe(0);
    ok(await execute(as(instructor), GRADE, { submissionId: submission.id, score: 6 }));
    expect(await certificates()).toBe(1);
  });

  it("is issued as before when the assignments are not required", async () => {
    const { learner, course } = await setUp({}, 1);
    ok(await execute(as(learner), COMPLETE, { lessonId: course.lessons[0].id }));
    expect(await db.prisma.certificate.count({ where: { userId: learner.userId, courseId: course.id } })).toBe(1);
  });
});

describe("submission files", () => {
  it("are attached only by their uploader and read only by them and the course's staff", async () => {
    const { assignmentId, learner, instructor } = await setUp();
    expect(await submissionUploadTarget(db.prisma, learner, assignmentId)).toMatchObject({
      acceptedFileTypes: ["pdf"],
      maxFileBytes: 1_000_000,
    });
    const key = `submissions/${crypto.randomUUID()}.pdf`;
    const file = { key, assignmentId, name: "work.pdf", contentType: "application/pdf", size: 10 };
    await recordSubmissionFile(db.prisma, { ...file, uploaderId: learner.userId });
    const classmate = await createLearner(db);
    await db.prisma.enrollment.create({
      data: {
        userId: classmate.userId,
        courseId: (await db.prisma.lesson.findFirstOrThrow({ where: { assignment: { id: assignmentId } } })).courseId,
      },
    });
    const stolen = await execute(as(classmate), SUBMIT, { assignmentId, fileKeys: [key] });
    expect(code(stolen)).toBe("invalid_input");
    const mine = ok(await execute(as(learner), SUBMIT, { assignmentId, fileKeys: [key] })).submitAssignment;
    expect(mine.files).toEqual([{ key }]);
    expect(await readableSubmissionFile(db.prisma, learner, key)).toMatchObject({ name: "work.pdf" });
    expect(await readableSubmissionFile(db.prisma, instructor, key)).toMatchObject({ name: "work.pdf" });
    expect(await readableSubmissionFile(db.prisma, classmate, key)).toBeNull();
    expect(await readableSubmissionFile(db.prisma, await createLearner(db, "instructor"), key)).toBeNull();
    expect(await readableSubmissionFile(db.prisma, null, key)).toBeNull();
    await expect(submissionUploadTarget(db.prisma, await createLearner(db), assignmentId)).rejects.toMatchObject({
      code: "not_enrolled",
    });
  });
});
