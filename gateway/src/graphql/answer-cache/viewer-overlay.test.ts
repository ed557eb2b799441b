// The viewer overlay (decision 026) against full execution, over real HTTP and the real database: every client
// query that selects batched viewer fields, sent as its Apollo Client sends it, is answered exactly as executing
// it for that viewer answers it (anonymous, signed in, staff, after an enrolment, after a content change), and
// signed-in readers get it from the content cache, before Yoga.
import { execute } from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentScope, toSchema, type Viewer } from "@app/schema";
import { asApolloSends, clientQueries } from "../../../../test/client-documents.ts";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { call, createCourse, signIn, type Learner } from "../../rest/rest-test-helpers.ts";
import { requestStatements } from "../../../test/request-statements.ts";
import { buildContext, resolveViewer } from "../context.ts";
import { heardSignIn, writerPast } from "./kept-answers-test-kit.ts";

const schema = toSchema();
const overlaid = clientQueries().filter((query) => contentScope(schema, query.document) === "overlay");
let gateway: TestGateway;
let learner: Learner;
let admin: Learner;
let ids: Record<string, string>;
let past: Awaited<ReturnType<typeof writerPast>>;

beforeAll(async () => {
  gateway = await startTestGateway();
  past = await writerPast(gateway);
  learner = await signIn(gateway);
  admin = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
  const course = await createCourse(gateway, { title: "Overlaid course" });
  await createCourse(gateway, { title: "Another course" });
  await createCourse(gateway, { title: "A draft", published: false });
  ids = { id: course.id, courseId: course.id };
});
afterAll(async () => {
  await past?.close();
  await gateway?.close();
});

const variablesOf = (query: (typeof overlaid)[number]) =>
  Object.fromEntries(query.variables.map((name) => [name, ids[name]]));

/** The query sent as the client sends it; whether it was answered with remembered bytes, before Yoga. */
async function send(query: (typeof overlaid)[number], token?: string) {
  const remembered = vi.spyOn(gateway.app.services.contentCache, "rememberedBytes");
  try {
    const request = await asApolloSends(query, variablesOf(query), token);
    const response = await fetch(`${gateway.url}${request.path}`, { headers: request.headers });
    const found = await Promise.all(remembered.mock.results.map((result) => result.value as Promise<unknown>));
    return { status: response.status, json: await response.json(), beforeYoga: found.some(Boolean) };
  } finally {
    remembered.mockRestore();
  }
}

/** The same document executed for the same viewer, with no cache anywhere. */
async function executed(query: (typeof overlaid)[number], token?: string) {
  const services = gateway.app.services;
  const viewer: Viewer | null = token ? await resolveViewer(services, `Bearer ${token}`) : null;
  const contextValue = buildContext(services, viewer, { ip: "127.0.0.1", retryAfter: null });
  const result = await execute({ schema, document: query.document, variableValues: variablesOf(query), contextValue });
  return JSON.parse(JSON.stringify(result));
}

async function expectSameAsExecuted(token?: string) {
  for (const query of overlaid) {
    // The first read may fill the cache; the second is answered from it.
    await send(query, token);
    const answer = await send(query, token);
    expect(answer.status, query.name).toBe(200);
    expect(answer.json, `${query.name} as executed`).toEqual(await executed(query, token));
  }
}

describe("the viewer overlay", () => {
  it("answers the client's catalogue and course page from it", () => {
    expect(overlaid.map((query) => query.name).sort()).toEqual(["CourseDetail", "Courses"]);
  });

  it("answers as execution does: anonymous, signed in and staff", async () => {
    await expectSameAsExecuted();
    await expectSameAsExecuted(learner.token);
    await expectSameAsExecuted(admin.token);
  });

  it("gives signed-in readers the cached answer with only their viewer fields loaded, before Yoga", async () => {
    for (const query of overlaid) {
      // Once the sign-in's own announcement has been heard: heard after the first read, it would drop what that read
      // kept for this learner (on PostgreSQL it comes through the listener a moment after its commit).
      const reader = await heardSignIn(gateway, past.elsewhere);
      await send(query);
      const first = await gateway.app.services.db.countStatements(async () => {
        expect((await send(query, reader.token)).beforeYoga, query.name).toBe(true);
      });
      // The reader's viewer (a new token), and their viewer fields: the everyone's answer is warm.
      expect(requestStatements(first.statements), query.name).toHaveLength(2);
      const { statements } = await gateway.app.services.db.countStatements(async () => {
        expect((await send(query, reader.token)).beforeYoga, query.name).toBe(true);
      });
      // None: the overlaid answer was kept as this learner's (decision 047), and the viewer itself comes from the
      // viewer cache (decision 042). Without the learner's answers, one statement for the viewer fields.
      expect(requestStatements(statements), query.name).toHaveLength(0);
    }
    // Staff read through: they see drafts through the same fields.
    expect((await send(overlaid[0], admin.token)).beforeYoga).toBe(false);
  });

  it("shows an enrolment on the very next read", async () => {
    await expectSameAsExecuted(learner.token);
    const courses = overlaid.find((query) => query.name === "Courses")!;
    const isEnrolled = (answer: { json: { data: { courses: { id: string; isEnrolled: boolean }[] } } }) =>
      answer.json.data.courses.find((course) => course.id === ids.id)?.isEnrolled;
    expect(isEnrolled(await send(courses, learner.token))).toBe(false);
    const enrolled = await call(gateway, "POST", "/api/enrollments", {
      token: learner.token,
      body: { course_id: ids.id },
    });
    expect(enrolled.status).toBe(201);
    const next = await send(courses, learner.token);
    expect({ isEnrolled: isEnrolled(next), beforeYoga: next.beforeYoga }).toEqual({
      isEnrolled: true,
      beforeYoga: true,
    });
    expect(isEnrolled(await send(courses))).toBe(false);
    // Another learner reads the same warm entry with their own values, not the first learner's.
    const other = await signIn(gateway);
    const theirs = await send(courses, other.token);
    expect({ isEnrolled: isEnrolled(theirs), beforeYoga: theirs.beforeYoga }).toEqual({
      isEnrolled: false,
      beforeYoga: true,
    });
    await expectSameAsExecuted(other.token);
    await expectSameAsExecuted(learner.token);
    await expectSameAsExecuted();
  });

  it("shows a content change to signed-in readers, with their own fields", async () => {
    await gateway.app.services.db.prisma.course.update({ where: { id: ids.id }, data: { title: "Renamed course" } });
    const courses = overlaid.find((query) => query.name === "Courses")!;
    const mine = (await send(courses, learner.token)).json.data.courses.find(
      (course: { id: string }) => course.id === ids.id,
    );
    expect(mine).toMatchObject({ title: "Renamed course", isEnrolled: true });
    await expectSameAsExecuted(learner.token);
    await expectSameAsExecuted();
    await expectSameAsExecuted(admin.token);
  });
});
