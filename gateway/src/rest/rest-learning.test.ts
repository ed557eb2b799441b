import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { restCertificate, restCourseProgress, restEnrollment, restLessonProgress } from "./shapes/learning.shape.ts";
import { call, createCourse, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;
let course: Awaited<ReturnType<typeof createCourse>>;

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
  course = await createCourse(gateway);
});
afterAll(() => gateway.close());

const lessonPath = (index: number, suffix = "") => `/api/progress/lesson/${course.lessons[index].id}${suffix}`;

describe("enrollments", () => {
  it("GET /api/enrollments/check/:courseId is false before enrolling", async () => {
    const response = await call(gateway, "GET", `/api/enrollments/check/${course.id}`, { token: learner.token });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ enrolled: false });
  });

  it("POST /api/enrollments {course_id} answers 201 with the enrollment", async () => {
    const response = await call(gateway, "POST", "/api/enrollments", {
      token: learner.token,
      body: { course_id: course.id },
    });
    expect(response.status).toBe(201);
    const enrollment = restEnrollment.parse(response.json);
    expect(enrollment).toMatchObject({ course_id: course.id, status: "active", progress: 0 });
    const check = await call(gateway, "GET", `/api/enrollments/check/${course.id}`, { token: learner.token });
    expect(check.json).toEqual({ enrolled: true });
  });

  it.each<[string, { body?: unknown; rawBody?: string }, number]>([
    ["enrolling twice", { body: { course_id: "SELF" } }, 409],
    ["an unknown course", { body: { course_id: "00000000-0000-0000-0000-000000000000" } }, 404],
    ["a missing course_id", { body: {} }, 400],
    ["a course_id of the wrong type", { body: { course_id: 12 } }, 400],
    ["malformed JSON", { rawBody: '{"course_id": ' }, 400],
    ["a JSON array", { body: [{ course_id: "x" }] }, 400],
  ])("POST /api/enrollments answers %s with {error}", async (_label, options, status) => {
    const body = options.body && JSON.parse(JSON.stringify(options.body).replace("SELF", course.id));
    const response = await call(gateway, "POST", "/api/enrollments", { token: learner.token, ...options, body });
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ error: expect.any(String) });
  });

  it("POST /api/enrollments refuses an oversized body with 413 JSON", async () => {
    const response = await call(gateway, "POST", "/api/enrollments", {
      token: learner.token,
      body: { course_id: "x".repeat(2_000_000) },
    });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ error: expect.any(String) });
  });

  it("GET /api/enrollments/my lists {course, status, progress}", async () => {
    const response = await call(gateway, "GET", "/api/enrollments/my", { token: learner.token });
    expect(response.status).toBe(200);
    const enrollments = z.array(restEnrollment).parse(response.json);
    expect(enrollments).toHaveLength(1);
    expect(enrollments[0].course).toEqual({
      id: course.id,
      title: course.title,
      description: course.description,
      thumbnail: null,
    });
  });
});

describe("progress", () => {
  it("GET /api/progress/lesson/:lessonId is not_started before any progress", async () => {
    const response = await call(gateway, "GET", lessonPath(0), { token: learner.token });
    expect(response.status).toBe(200);
    expect(restLessonProgress.parse(response.json)).toMatchObject({
      status: "not_started",
      watchTime: 0,
      totalDuration: 0,
    });
  });

  it("POST .../update records watch time (fractional seconds are rounded)", async () => {
    const response = await call(gateway, "POST", lessonPath(0, "/update"), {
      token: learner.token,
      body: { watchTime: 30.4, totalDuration: 120, status: null },
    });
    expect(response.status).toBe(200);
    expect(restLessonProgress.parse(response.json)).toMatchObject({
      status: "in_progress",
      watchTime: 30,
      totalDuration: 120,
      percent: 25,
    });
  });

  it.each([
    [{ watchTime: -5, totalDuration: 100 }],
    [{ watchTime: 1e12, totalDuration: 100 }],
    [{ watchTime: "ten", totalDuration: 100 }],
    [{ totalDuration: 100 }],
    [{ watchTime: 5, totalDuration: 100, status: "finished" }],
  ])("POST .../update refuses %j with 400", async (body) => {
    const response = await call(gateway, "POST", lessonPath(0, "/update"), { token: learner.token, body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: expect.any(String) });
  });

  it("POST .../complete takes a JSON header and no body", async () => {
    const response = await call(gateway, "POST", lessonPath(0, "/complete"), {
      token: learner.token,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(200);
    expect(restLessonProgress.parse(response.json)).toMatchObject({
      status: "completed",
      courseProgress: { completedLessons: 1 },
    });
  });

  it("GET /api/progress/course/:courseId reports completed lessons", async () => {
    const response = await call(gateway, "GET", `/api/progress/course/${course.id}`, { token: learner.token });
    expect(response.status).toBe(200);
    expect(restCourseProgress.parse(response.json)).toMatchObject({
      completedLessons: 1,
      totalLessons: 2,
      percent: 50,
    });
  });

  it("POST .../reset clears the watch counters and keeps a completed lesson completed (spec section 4)", async () => {
    const response = await call(gateway, "POST", lessonPath(0, "/reset"), { token: learner.token });
    expect(response.status).toBe(200);
    expect(restLessonProgress.parse(response.json)).toMatchObject({ status: "completed", watchTime: 0 });
  });

  it("answers 403 when not enrolled and 404 for an unknown lesson", async () => {
    const outsider = await signIn(gateway);
    const forbidden = await call(gateway, "POST", lessonPath(0, "/complete"), { token: outsider.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ error: expect.any(String) });
    const missing = await call(gateway, "GET", "/api/progress/lesson/unknown", { token: learner.token });
    expect(missing.status).toBe(404);
  });
});

describe("certificates", () => {
  it("GET /api/certificates/my lists the certificate earned by completing every lesson, served as a PDF", async () => {
    for (const index of [0, 1]) await call(gateway, "POST", lessonPath(index, "/complete"), { token: learner.token });
    const response = await call(gateway, "GET", "/api/certificates/my", { token: learner.token });
    expect(response.status).toBe(200);
    const [certificate] = z.array(restCertificate).parse(response.json);
    expect(certificate.courseTitle).toBe(course.title);
    const pdf = await fetch(certificate.downloadUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("GET /api/certificates/:code.pdf answers 404 for an unknown code and 400 for a malformed one", async () => {
    expect((await call(gateway, "GET", "/api/certificates/NOPE-NOPE.pdf")).status).toBe(404);
    const malformed = await call(gateway, "GET", "/api/certificates/%3Cscript%3E.pdf");
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ error: expect.any(String) });
  });
});
