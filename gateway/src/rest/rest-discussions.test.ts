// The REST facade's discussion posts (docs/discussions.md): the documented bodies keep their shape, and an optional
// client_id makes a post sent again (a lost answer) answer the first post instead of creating a second.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, createCourse, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;
let lessonId: string;
const prisma = () => gateway.app.services.db.prisma;

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
  const course = await createCourse(gateway);
  await prisma().enrollment.create({ data: { userId: learner.user.id, courseId: course.id } });
  lessonId = (await prisma().lesson.findFirstOrThrow({ where: { courseId: course.id } })).id;
});
afterAll(() => gateway.close());

describe("POST /api/lessons/:lessonId/questions and /api/questions/:id/answers with client_id", () => {
  it("creates one question and one answer however often each is sent with its client_id", async () => {
    const ask = { title: "What is a pointer?", body: "<p>Please explain</p>", client_id: "rest-question-1" };
    const asked = [
      await call(gateway, "POST", `/api/lessons/${lessonId}/questions`, { token: learner.token, body: ask }),
      await call(gateway, "POST", `/api/lessons/${lessonId}/questions`, { token: learner.token, body: ask }),
    ];
    expect(asked.map((response) => response.status)).toEqual([201, 201]);
    expect(asked[1].json.id).toBe(asked[0].json.id);
    expect(asked[0].json).toMatchObject({ title: "What is a pointer?", body: "<p>Please explain</p>" });

    const path = `/api/questions/${asked[0].json.id}/answers`;
    const body = { body: "<p>An address</p>", client_id: "rest-answer-1" };
    const answered = await Promise.all([
      call(gateway, "POST", path, { token: learner.token, body }),
      call(gateway, "POST", path, { token: learner.token, body }),
    ]);
    expect(answered[1].json.id).toBe(answered[0].json.id);
    // Without client_id, as documented before: each post is its own.
    await call(gateway, "POST", path, { token: learner.token, body: { body: "<p>Another</p>" } });
    expect(await prisma().discussionPost.count({ where: { lessonId } })).toBe(3);
  });
});
