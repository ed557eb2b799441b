// The assignment routes over HTTP (docs/assignments.md): read, submit, queue and grade.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;
let instructor: Learner;
let lessonId: string;
let assignmentId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  const prisma = gateway.app.services.db.prisma;
  [learner, instructor] = [await signIn(gateway), await signIn(gateway)];
  await prisma.user.update({ where: { id: instructor.user.id }, data: { role: "instructor" } });
  const course = await prisma.course.create({
    data: {
      title: "Essays",
      published: true,
      ownerId: instructor.user.id,
      lessons: { create: { position: 1, title: "One" } },
    },
    include: { lessons: true },
  });
  await prisma.enrollment.create({ data: { userId: learner.user.id, courseId: course.id } });
  lessonId = course.lessons[0].id;
  assignmentId = (
    await prisma.assignment.create({
      data: { lessonId, instructions: "<p>Write</p>", maxScore: 10, maxFileBytes: 10_000 },
    })
  ).id;
});
afterAll(() => gateway.close());

describe("assignment routes", () => {
  it("lets the learner submit and the instructor grade, then shows the grade", async () => {
    const read = await call(gateway, "GET", `/api/lessons/${lessonId}/assignment`, { token: learner.token });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: assignmentId, maxScore: 10, mySubmission: null });

    const path = `/api/assignments/${assignmentId}/submission`;
    const submitted = await call(gateway, "POST", path, { token: learner.token, body: { text: "My essay" } });
    expect(submitted.status).toBe(200);
    expect(submitted.json).toMatchObject({ status: "SUBMITTED", late: false, text: "My essay", files: [] });

    const queue = await call(gateway, "GET", "/api/grading/submissions?ungraded_only=true", {
      token: instructor.token,
    });
    expect(queue.json).toMatchObject({
      total: 1,
      items: [{ id: submitted.json.id, learner: { id: learner.user.id } }],
    });
    expect((await call(gateway, "GET", "/api/grading/submissions", { token: learner.token })).status).toBe(403);

    const grade = `/api/submissions/${submitted.json.id}/grade`;
    expect((await call(gateway, "POST", grade, { token: instructor.token, body: { score: 11 } })).status).toBe(400);
    const graded = await call(gateway, "POST", grade, {
      token: instructor.token,
      body: { score: 8, feedback: "Clear" },
    });
    expect(graded.json).toMatchObject({ status: "GRADED", score: 8, feedback: "Clear" });
    const again = await call(gateway, "POST", path, { token: learner.token, body: { text: "Another" } });
    expect(again).toMatchObject({ status: 409, json: { error: expect.stringContaining("graded") } });
  });

  it("are in the OpenAPI document", async () => {
    const document = (await call(gateway, "GET", "/api/openapi.json")).json;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/lessons/{lessonId}/assignment",
        "/api/assignments/{assignmentId}/files",
        "/api/assignments/{assignmentId}/submission",
        "/api/grading/submissions",
        "/api/submissions/{submissionId}/grade",
      ]),
    );
  });
});
