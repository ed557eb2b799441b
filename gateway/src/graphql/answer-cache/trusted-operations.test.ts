// Trusted operations run through Yoga's operation pipeline without its HTTP layer (docs/performance.md, Capacity):
// for every outcome (a write, a domain refusal, invalid variables, a mutation over GET, an anonymous caller) the
// answer by trusted id is the one Yoga gives the same document sent as text, and no Fetch API Response is built.
import type { FastifyRequest } from "fastify";
import type { Plugin } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { createFixture, TEST_SECRETS, type Fixture } from "../../../test/reliability/fixtures.ts";
import { requestStatements } from "../../../test/request-statements.ts";
import { withExecutionGate } from "../../../test/execution-gate.ts";
import { trustedDocumentOf } from "../trusted-documents.ts";
import { clientOf } from "../../security/password-throttle.ts";
import { resolveViewer } from "../context.ts";
import { boundedParserCaches } from "../yoga-limits.ts";
import { createGraphqlServer, trustedOperationsOf } from "../yoga.ts";

const { id, text } = trustedDocumentOf("UpdateLessonProgress")!;

let gateway: TestGateway;
let fixture: Fixture;
let yogaResponses: ReturnType<typeof vi.spyOn>;
let otherCoursesLesson: string;

beforeAll(async () => {
  gateway = await startTestGateway(TEST_SECRETS);
  fixture = await createFixture(gateway.app.services.db, { learners: 1, lessons: 2, freeCourses: 1 });
  const lesson = { courseId: fixture.freeCourseIds[0], position: 1, title: "Elsewhere", duration: 5 };
  otherCoursesLesson = (await gateway.app.services.db.prisma.lesson.create({ data: lesson })).id;
  // The app's Yoga and this one share @whatwg-node's Response class: every answer Yoga's HTTP layer makes reads it.
  const { Response } = createGraphqlServer(gateway.app.services).fetchAPI;
  yogaResponses = vi.spyOn(Response.prototype, "text");
});
afterAll(async () => {
  yogaResponses.mockRestore();
  await gateway?.close();
});

const accept = "application/graphql-response+json,application/json;q=0.9";
const extensions = { persistedQuery: { version: 1, sha256Hash: id } };

async function send(method: "GET" | "POST", params: Record<string, unknown>, token?: string) {
  const headers = { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const search = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value)]),
  );
  const response =
    method === "GET"
      ? await fetch(`${gateway.url}/graphql?${search}`, { headers })
      : await fetch(`${gateway.url}/graphql`, {
          method,
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify(params),
        });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    retryAfter: response.headers.get("retry-after"),
    body: await response.json(),
  };
}

/** The same request by trusted id and by text; how many of each Yoga's HTTP layer answered. */
async function both(method: "GET" | "POST", variables: unknown, token?: string) {
  const operationName = "UpdateLessonProgress";
  yogaResponses.mockClear();
  const byText = await send(method, { query: text, operationName, variables }, token);
  const textThroughYoga = yogaResponses.mock.calls.length;
  yogaResponses.mockClear();
  const byId = await send(method, { operationName, variables, extensions }, token);
  return { byText, byId, textThroughYoga, idThroughYoga: yogaResponses.mock.calls.length };
}

const report = { watchTime: 30, totalDuration: 600 };

describe("trusted operations", () => {
  it("write progress with the answer Yoga gives, without Yoga's HTTP layer", async () => {
    const learner = fixture.learners[0];
    const { byText, byId, textThroughYoga, idThroughYoga } = await both(
      "POST",
      { lessonId: fixture.lessonIds[0], input: report },
      learner.token,
    );
    expect(byId).toEqual(byText);
    expect(byId.status).toBe(200);
    expect(byId.body.data.updateLessonProgress).toMatchObject({ watchTime: 30, status: "in_progress" });
    expect([textThroughYoga, idThroughYoga]).toEqual([1, 0]);
  });

  it.each([
    ["a lesson the learner is not enrolled in", "POST", "notEnrolled", true],
    ["a lesson that does not exist", "POST", "missing", true],
    ["a value outside the input's limits", "POST", "negative", true],
    ["variables of the wrong type", "POST", "wrongType", true],
    ["a mutation over GET", "GET", "valid", true],
    ["an anonymous caller", "POST", "valid", false],
  ] as const)("refuse %s exactly as Yoga does", async (_case, method, which, signedIn) => {
    const variables = {
      notEnrolled: { lessonId: otherCoursesLesson, input: report },
      missing: { lessonId: "00000000-0000-4000-8000-000000000000", input: report },
      negative: { lessonId: fixture.lessonIds[1], input: { watchTime: -1, totalDuration: 600 } },
      wrongType: { lessonId: fixture.lessonIds[1], input: { watchTime: "thirty", totalDuration: 600 } },
      valid: { lessonId: fixture.lessonIds[1], input: report },
    }[which];
    const { byText, byId } = await both(method, variables, signedIn ? fixture.learners[0].token : undefined);
    expect(byId).toEqual(byText);
    expect(byId.status === 200 && !byId.body.errors).toBe(false);
  });

  it("refuse at once while the gate refuses every execution: the gate's own answer, before the viewer is looked up", async () => {
    const full = { maxExecutions: 0, maxWaiting: 0, maxWaitMs: 1_000, heapLimitBytes: Infinity };
    await withExecutionGate(gateway, full, async () => {
      const variables = { lessonId: fixture.lessonIds[0], input: report };
      const token = fixture.learners[0].token;
      const { byText, byId } = await both("POST", variables, token);
      expect(byId).toEqual(byText);
      expect(byId.status).toBe(503);
      expect(Number(byId.retryAfter)).toBeGreaterThan(0);
      expect(byId.body.errors[0].message).toMatch(/too many operations waiting/);
      const { statements } = await gateway.app.services.db.countStatements(() =>
        send("POST", { operationName: "UpdateLessonProgress", variables, extensions }, token),
      );
      expect(requestStatements(statements)).toEqual([]);
      // A mutation over GET is refused for its method, busy or not.
      const overGet = await both("GET", variables, token);
      expect(overGet.byId).toEqual(overGet.byText);
      expect(overGet.byId.status).toBe(405);
    });
  });

  it("leave an unknown id and a batch to Yoga", async () => {
    yogaResponses.mockClear();
    const unknown = await send("POST", {
      operationName: "UpdateLessonProgress",
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: "sha256:0000" } },
    });
    expect(unknown.body.errors[0].message).toBe("PersistedQueryNotFound");
    const variables = { lessonId: fixture.lessonIds[0], input: report };
    const batch = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { accept, "content-type": "application/json", authorization: `Bearer ${fixture.learners[0].token}` },
      body: JSON.stringify([{ operationName: "UpdateLessonProgress", variables, extensions }]),
    });
    expect(((await batch.json()) as { data: unknown }[])[0].data).toMatchObject({
      updateLessonProgress: { watchTime: 30 },
    });
    expect(yogaResponses.mock.calls.length).toBe(2);
  });
});

// A trusted id skips Yoga's per-request pipeline (envelop instance, onParams, parse, validate, context building,
// onExecutionResult), which only plugins declared moot for it may have hooks in (skipped-hooks.ts).
describe("the lean execution of a trusted id", () => {
  const caches = boundedParserCaches();
  const request = (lessonId: string) =>
    ({
      method: "POST",
      url: "/graphql",
      headers: { accept, "content-type": "application/json", authorization: `Bearer ${fixture.learners[0].token}` },
      body: { operationName: "UpdateLessonProgress", variables: { lessonId, input: report }, extensions },
      query: {},
    }) as unknown as FastifyRequest;
  async function answerWith(plugins: Plugin[]) {
    const { services } = gateway.app;
    const yoga = createGraphqlServer(services, caches, plugins);
    const pipeline = vi.spyOn(yoga, "getResultForParams");
    const trusted = trustedOperationsOf(services, caches, yoga);
    const req = request(fixture.lessonIds[1]);
    const viewer = await resolveViewer(services, req.headers.authorization);
    const serverContext = { req, reply: {}, viewer, client: clientOf({ ip: "127.0.0.1" }) };
    const answer = await trusted(req as never, serverContext as never);
    return {
      lean: trusted.lean,
      throughPipeline: pipeline.mock.calls.length,
      answer: answer && JSON.parse(answer.body),
    };
  }

  it("runs the app's own plugins' execution hooks without Yoga's per-request pipeline, with the same answer", async () => {
    const lean = await answerWith([]);
    expect(lean).toMatchObject({ lean: true, throughPipeline: 0 });
    const piped = await answerWith([{ onExecutionResult: () => undefined }]);
    expect(piped).toMatchObject({ lean: false, throughPipeline: 1 });
    expect(lean.answer).toEqual(piped.answer);
    expect(lean.answer.data.updateLessonProgress).toMatchObject({ watchTime: 30, courseProgress: { totalLessons: 2 } });
  });

  it.each<[string, Plugin]>([
    [
      "rewrites results",
      { onExecutionResult: ({ result, setResult }) => setResult({ ...(result as object), extensions: { seen: 1 } }) },
    ],
    ["answers from parameters", { onParams: ({ setResult }) => setResult({ data: null, extensions: { seen: 1 } }) }],
  ])("stays on Yoga's pipeline when a plugin that %s is added", async (_what, plugin) => {
    const { lean, throughPipeline, answer } = await answerWith([plugin]);
    expect({ lean, throughPipeline }).toEqual({ lean: false, throughPipeline: 1 });
    expect(answer.extensions).toEqual({ seen: 1 });
  });
});

describe("trusted ids and the request budget", () => {
  let priced: TestGateway;
  beforeAll(async () => {
    priced = await startTestGateway({ ...TEST_SECRETS, GRAPHQL_COST_LIMIT: "1000" });
  });
  afterAll(async () => {
    await priced?.close();
  });

  const byId = (name: string) => ({
    operationName: name,
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: trustedDocumentOf(name)!.id } },
  });
  const post = async (body: unknown) => {
    const response = await fetch(`${priced.url}/graphql`, {
      method: "POST",
      headers: { accept, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  // The client's catalogue prices at 1,900, its placements at 800 and internships at 700 (query-cost.ts).
  it("refuses one over the budget on the fast path, as its text would be", async () => {
    const courses = await post(byId("Courses"));
    expect(courses.status).toBe(400);
    expect(courses.body.errors[0].extensions.code).toBe("query_too_costly");
    expect((await post(byId("Placements"))).status).toBe(200);
  });

  it("prices a batch of ids together on Yoga's path", async () => {
    const batch = await post([byId("Placements"), byId("Internships")]);
    expect(batch.status).toBe(400);
    expect(JSON.stringify(batch.body)).toContain("query_too_costly");
  });
});
