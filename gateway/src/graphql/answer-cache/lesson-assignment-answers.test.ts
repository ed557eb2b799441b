// A lesson's assignment in the answer cache (decision 049), against a real gateway and database: the client's
// LessonAssignment is answered from memory on its second read, per signed-in learner (their own submission), never
// for staff; an instructor's grade, an edit of the assignment and a file attached, written past this gateway (on
// PostgreSQL by a second database handle, as another gateway writes it; on PGlite by its connection directly, past
// the handle's own-write rule), show within one second, and a submission or a grade made through this gateway
// shows on the very next read.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheScopeFor, contentScope, toSchema } from "@app/schema";
import { clientQueries } from "../../../../test/client-documents.ts";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { createCourse, signIn, type Learner } from "../../rest/rest-test-helpers.ts";
import { endListener, until } from "../../../test/listener-loss.ts";
import { clientReads, heardSoFar, quoted, writerPast, mutateAs } from "./kept-answers-test-kit.ts";

const lessonAssignment = clientQueries().find((query) => query.name === "LessonAssignment")!;
let gateway: TestGateway;
let past: Awaited<ReturnType<typeof writerPast>>;
let elsewhere: (sql: string) => Promise<unknown>;
let courseId: string;
let lessonId: string;
let assignmentId: string;
let instructor: Learner;

beforeAll(async () => {
  gateway = await startTestGateway();
  past = await writerPast(gateway);
  elsewhere = past.elsewhere;
  const prisma = gateway.app.services.db.prisma;
  instructor = await signIn(gateway);
  await prisma.user.update({ where: { id: instructor.user.id }, data: { role: "instructor" } });
  courseId = (await createCourse(gateway, { title: "Loops in C", owner: { connect: { id: instructor.user.id } } })).id;
  lessonId = (await prisma.lesson.findFirstOrThrow({ where: { courseId }, orderBy: { position: "asc" } })).id;
  const assignment = await prisma.assignment.create({
    data: { lessonId, instructions: "<p>Write a loop.</p>", maxScore: 10, maxFileBytes: 1_000_000 },
  });
  assignmentId = assignment.id;
});
afterAll(async () => {
  await past?.close();
  await gateway?.close();
});

const { read, cost, withinOneSecond } = clientReads(
  () => gateway,
  () => ({ lessonId }),
);

/** A learner signed in and enrolled, once this gateway has heard what both announced on learner_changed. */
async function enrolledLearner(): Promise<Learner> {
  const learner = await signIn(gateway);
  await gateway.app.services.db.prisma.enrollment.create({ data: { userId: learner.user.id, courseId } });
  await heardSoFar(gateway, elsewhere);
  return learner;
}

interface Submission {
  id: string;
  text: string;
  status: string;
  score: number | null;
  feedback: string | null;
  files: { key: string; url: string }[];
}
const answerOf = (body: string) =>
  JSON.parse(body).data.lessonAssignment as { instructions: string; dueAt: string | null; mySubmission: Submission };
const submissionOf = (body: string) => answerOf(body).mySubmission;

const post = (query: string, variables: Record<string, unknown>, viewer: Learner) =>
  mutateAs(gateway, viewer, query, variables);

/**
 * A submission written past this gateway, as another gateway's learner would have sent it, once shown. The answer
 * is kept first, so that the new one shows only after the announcement dropped it, and is then kept in its place.
 */
async function submittedElsewhere(learner: Learner) {
  await read(lessonAssignment, learner);
  const id = crypto.randomUUID();
  await elsewhere(
    `INSERT INTO "AssignmentSubmission" ("id", "assignmentId", "userId", "text")
     VALUES ('${id}', ${quoted(assignmentId)}, ${quoted(learner.user.id)}, 'for (;;) {}')`,
  );
  await withinOneSecond(lessonAssignment, learner, (body) => submissionOf(body)?.id === id);
  return id;
}

describe("a lesson's assignment", () => {
  it("is kept per signed-in learner", () => {
    const viewer = { userId: "u", role: "student" as const, authId: "a" };
    expect(cacheScopeFor(contentScope(toSchema(), lessonAssignment.document), viewer)).toBe("learner");
  });

  it("is answered from memory on its second read, with or without a submission", async () => {
    const learner = await enrolledLearner();
    const first = await read(lessonAssignment, learner);
    expect(submissionOf(first)).toBeNull();
    expect(await cost(lessonAssignment, learner)).toBe(0);
    expect(await read(lessonAssignment, learner)).toBe(first);
    await submittedElsewhere(learner);
    expect(await cost(lessonAssignment, learner)).toBe(0);
  });

  it("gives each learner their own submission", async () => {
    const [asha, ravi] = [await enrolledLearner(), await enrolledLearner()];
    await read(lessonAssignment, ravi);
    await read(lessonAssignment, asha);
    expect(await cost(lessonAssignment, asha)).toBe(0);
    await submittedElsewhere(asha);
    expect(submissionOf(await read(lessonAssignment, ravi))).toBeNull();
    expect(await cost(lessonAssignment, ravi)).toBe(0);
  });

  it("is read through for staff", async () => {
    await read(lessonAssignment, instructor);
    expect(await cost(lessonAssignment, instructor)).toBeGreaterThan(0);
  });

  describe("shows a change written past this gateway within one second", () => {
    it("of an instructor's grade", async () => {
      const learner = await enrolledLearner();
      const id = await submittedElsewhere(learner);
      expect(await cost(lessonAssignment, learner)).toBe(0);
      await elsewhere(
        `UPDATE "AssignmentSubmission" SET "status" = 'GRADED', "score" = 8, "feedback" = 'Mind the bounds',
         "gradedById" = ${quoted(instructor.user.id)}, "gradedAt" = now() WHERE "id" = '${id}'`,
      );
      await withinOneSecond(lessonAssignment, learner, (body) => submissionOf(body).status === "GRADED");
      expect(submissionOf(await read(lessonAssignment, learner))).toMatchObject({
        score: 8,
        feedback: "Mind the bounds",
      });
    });

    it("of a file attached to the submission", async () => {
      const learner = await enrolledLearner();
      const id = await submittedElsewhere(learner);
      expect(await cost(lessonAssignment, learner)).toBe(0);
      const key = `submissions/${crypto.randomUUID()}.pdf`;
      await elsewhere(
        `INSERT INTO "SubmissionFile"
           ("key", "assignmentId", "uploaderId", "submissionId", "name", "contentType", "size")
         VALUES
           ('${key}', ${quoted(assignmentId)}, ${quoted(learner.user.id)}, '${id}', 'loop.pdf', 'application/pdf', 512)`,
      );
      await withinOneSecond(lessonAssignment, learner, (body) => submissionOf(body).files[0]?.key === key);
    });

    it("of the assignment, edited by its instructor", async () => {
      const learner = await enrolledLearner();
      await read(lessonAssignment, learner);
      expect(await cost(lessonAssignment, learner)).toBe(0);
      const instructions = `<p>Write a loop that ends (${crypto.randomUUID()}).</p>`;
      await elsewhere(
        `UPDATE "Assignment" SET "instructions" = ${quoted(instructions)}, "dueAt" = now() + interval '2 days',
         "updatedAt" = now() WHERE "id" = ${quoted(assignmentId)}`,
      );
      await withinOneSecond(lessonAssignment, learner, (body) => answerOf(body).instructions === instructions);
      expect(answerOf(await read(lessonAssignment, learner)).dueAt).not.toBeNull();
    });
  });

  it("shows a submission, and its grade, made through this gateway on the very next read", async () => {
    const learner = await enrolledLearner();
    expect(submissionOf(await read(lessonAssignment, learner))).toBeNull();
    expect(await cost(lessonAssignment, learner)).toBe(0);
    const submitted = await post(
      `mutation ($assignmentId: ID!) { submitAssignment(assignmentId: $assignmentId, text: "while (1) {}") { id } }`,
      { assignmentId },
      learner,
    );
    expect(submissionOf(await read(lessonAssignment, learner))).toMatchObject({
      id: submitted.submitAssignment.id,
      status: "SUBMITTED",
    });
    await read(lessonAssignment, learner);
    await post(
      `mutation ($id: ID!) { gradeSubmission(submissionId: $id, score: 9, feedback: "Good") { id } }`,
      { id: submitted.submitAssignment.id },
      instructor,
    );
    expect(submissionOf(await read(lessonAssignment, learner))).toMatchObject({ status: "GRADED", score: 9 });
  });

  it("shows an edit made through this gateway on the very next read", async () => {
    const learner = await enrolledLearner();
    await read(lessonAssignment, learner);
    expect(await cost(lessonAssignment, learner)).toBe(0);
    const instructions = `<p>Use a for loop (${crypto.randomUUID()}).</p>`;
    await post(
      `mutation ($id: ID!, $input: AssignmentInput!) { updateAssignment(id: $id, input: $input) { id } }`,
      {
        id: assignmentId,
        input: {
          instructions,
          dueAt: null,
          maxScore: 10,
          acceptedFileTypes: ["PDF"],
          maxFileBytes: 1_000_000,
          allowLate: false,
          requiredForCertificate: false,
          passingScore: null,
        },
      },
      instructor,
    );
    expect(answerOf(await read(lessonAssignment, learner)).instructions).toBe(instructions);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("is read through while the listener is lost, then kept again", async () => {
    const db = gateway.app.services.db;
    const learner = await enrolledLearner();
    await read(lessonAssignment, learner);
    expect(await cost(lessonAssignment, learner)).toBe(0);
    await endListener(db);
    await until(() => !db.learnerChanges.listening());
    expect(await cost(lessonAssignment, learner)).toBeGreaterThan(0);
    expect(await cost(lessonAssignment, learner)).toBeGreaterThan(0);
    await until(() => db.learnerChanges.listening());
    await read(lessonAssignment, learner);
    expect(await cost(lessonAssignment, learner)).toBe(0);
  });
});
