// The mock-test REST routes over real HTTP: the documented shapes, no key before submission, and the OpenAPI entries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { createMockTest, EXPLANATION, KEY } from "../../../schema/src/testing/mock-test-fixtures.ts";
import {
  restMockTest,
  restMockTestAnswerSave,
  restMockTestAttempt,
  restMockTestResult,
} from "./shapes/mock-test.shape.ts";
import { call, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;
let test: Awaited<ReturnType<typeof createMockTest>>;

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
  test = await createMockTest(gateway.app.services.db);
});
afterAll(() => gateway.close());

describe("mock tests over REST", () => {
  it("lists, starts, saves (idempotently), submits and scores, with no key before submission", async () => {
    const list = await call(gateway, "GET", "/api/mock-tests");
    expect(list.status).toBe(200);
    expect(
      z
        .array(restMockTest)
        .parse(list.json)
        .map((entry) => entry.id),
    ).toContain(test.id);

    const started = await call(gateway, "POST", `/api/mock-tests/${test.id}/attempts`, { token: learner.token });
    expect(started.status).toBe(201);
    const attempt = restMockTestAttempt.parse(started.json);
    expect(started.text).not.toContain(EXPLANATION);
    expect(started.text).not.toContain("correctOption");

    const path = (questionId: string) => `/api/mock-test-attempts/${attempt.id}/answers/${questionId}`;
    const saved = await call(gateway, "PUT", path(test.questions[0].id), {
      token: learner.token,
      body: { option: KEY, seq: 1 },
    });
    expect(restMockTestAnswerSave.parse(saved.json)).toMatchObject({ accepted: true, answer: { option: KEY } });
    const replayed = await call(gateway, "PUT", path(test.questions[0].id), {
      token: learner.token,
      body: { option: KEY, seq: 1 },
    });
    expect(replayed.json).toMatchObject({ accepted: false });
    await call(gateway, "PUT", path(test.questions[1].id), {
      token: learner.token,
      body: { option: 0, seq: 2, marked_for_review: true },
    });

    const early = await call(gateway, "GET", `/api/mock-test-attempts/${attempt.id}/result`, { token: learner.token });
    expect(early.status).toBe(409);
    expect(early.text).not.toContain(EXPLANATION);

    const submitted = await call(gateway, "POST", `/api/mock-test-attempts/${attempt.id}/submit`, {
      token: learner.token,
    });
    expect(submitted.status).toBe(200);
    const result = await call(gateway, "GET", `/api/mock-test-attempts/${attempt.id}/result`, { token: learner.token });
    expect(restMockTestResult.parse(result.json)).toMatchObject({ score: 2 - 0.5, correct: 1, wrong: 1, rank: 1 });
  });

  it("answers 404 for an unknown test, 401 without a token, and lists the routes in OpenAPI", async () => {
    expect((await call(gateway, "GET", "/api/mock-tests/missing")).status).toBe(404);
    expect((await call(gateway, "POST", `/api/mock-tests/${test.id}/attempts`)).status).toBe(401);
    const openapi = await call(gateway, "GET", "/api/openapi.json");
    const paths = Object.keys((openapi.json as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/mock-tests",
        "/api/mock-test-attempts/{id}/answers/{questionId}",
        "/api/mock-test-attempts/{id}/result",
      ]),
    );
  });
});
