// The content cache over real HTTP and the real database: hits cost one statement, every write to course
// content (through this gateway, or straight into the database as another gateway would) is seen by the next
// read, and nobody is served what another viewer may not see.
import { parse, type ExecutionArgs } from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { toSchema, type Context } from "@app/schema";
import { createContentCache } from "./content-cache.ts";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { call, createCourse, signIn, type Learner } from "../../rest/rest-test-helpers.ts";
import { requestStatements } from "../../../test/request-statements.ts";

let gateway: TestGateway;
let learner: Learner;
let admin: Learner;

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
  admin = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
});
afterAll(() => gateway.close());

const graphql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  call(gateway, "POST", "/graphql", { body: { query, variables }, token });

/** The per-address request counters are added to the shared table in the background: not the read's statements. */
async function statementsOf(run: () => Promise<unknown>) {
  const { statements } = await gateway.app.services.db.countStatements(run);
  return requestStatements(statements);
}

describe("content cache", () => {
  it("answers a repeated catalogue read without a statement while the content version's notifications are heard", async () => {
    await createCourse(gateway, { title: "Cached C" });
    const first = await call(gateway, "GET", "/api/courses/published");
    const hit = await statementsOf(async () => {
      const again = await call(gateway, "GET", "/api/courses/published");
      expect(again.json).toEqual(first.json);
    });
    expect(gateway.app.services.db.contentNotifications.listening()).toBe(true);
    expect(hit).toEqual([]);
    expect(gateway.app.services.contentCache.stats().entries).toBeGreaterThan(0);
  });

  it("shares one answer between REST-equal GraphQL requests and sees an admin's edit at once", async () => {
    const course = await createCourse(gateway, { title: "Before the edit" });
    const read = `query ($id: ID!) { course(id: $id) { id title lessons { title } } }`;
    expect((await graphql(read, { id: course.id })).json.data.course.title).toBe("Before the edit");
    expect(await statementsOf(() => graphql(read, { id: course.id }))).toHaveLength(0);

    const edit = await graphql(
      `
        mutation ($id: ID!) {
          updateCourse(id: $id, input: { title: "After the edit" }) {
            id
          }
        }
      `,
      { id: course.id },
      admin.token,
    );
    expect(edit.json.errors).toBeUndefined();
    expect((await graphql(read, { id: course.id })).json.data.course.title).toBe("After the edit");
    expect((await call(gateway, "GET", `/api/courses/${course.id}`)).json.title).toBe("After the edit");
  });

  it("sees writes made by another process sharing the database", async () => {
    const course = await createCourse(gateway, { title: "Shared database" });
    expect((await call(gateway, "GET", `/api/courses/${course.id}`)).json.lessons).toHaveLength(2);
    // Raw SQL on the driver: what a second gateway's Prisma would send, without passing this cache.
    await gateway.app.services.db.query(
      `INSERT INTO "Lesson" ("id", "courseId", "position", "title", "description", "duration", "createdAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, 3, 'Added elsewhere', '', 5, now(), now())`,
      [course.id],
    );
    const after = await call(gateway, "GET", `/api/courses/${course.id}`);
    expect(after.json.lessons.map((lesson: { title: string }) => lesson.title)).toEqual([
      "Lesson 1",
      "Lesson 2",
      "Added elsewhere",
    ]);
    expect((await call(gateway, "GET", "/api/courses/published")).json.map((c: { id: string }) => c.id)).toContain(
      course.id,
    );
  });

  it("never serves one learner's enrollment to another, nor to anonymous visitors", async () => {
    const course = await createCourse(gateway, { title: "Personal fields" });
    const read = `query ($id: ID!) { course(id: $id) { id isEnrolled } }`;
    expect((await graphql(read, { id: course.id })).json.data.course.isEnrolled).toBe(false);
    expect(
      (await call(gateway, "POST", "/api/enrollments", { token: learner.token, body: { course_id: course.id } }))
        .status,
    ).toBe(201);
    expect((await graphql(read, { id: course.id }, learner.token)).json.data.course.isEnrolled).toBe(true);
    expect((await graphql(read, { id: course.id })).json.data.course.isEnrolled).toBe(false);
  });

  it("shows drafts to admins only, whatever was cached before", async () => {
    const draft = await createCourse(gateway, { title: "Draft", published: false });
    const read = `query ($id: ID!) { course(id: $id) { id title } }`;
    expect((await graphql(read, { id: draft.id })).json.data.course).toBeNull();
    expect((await graphql(read, { id: draft.id }, admin.token)).json.data.course.title).toBe("Draft");
    expect((await graphql(read, { id: draft.id })).json.data.course).toBeNull();
    expect((await call(gateway, "GET", `/api/courses/${draft.id}`)).status).toBe(404);
  });

  it("remembers no failure", async () => {
    const tooLong = "x".repeat(201);
    const read = `query ($search: String) { courses(search: $search) { id } }`;
    expect((await graphql(read, { search: tooLong })).json.errors).toBeDefined();
    const entries = gateway.app.services.contentCache.stats().entries;
    expect((await graphql(read, { search: tooLong })).json.errors).toBeDefined();
    expect(gateway.app.services.contentCache.stats().entries).toBe(entries);
  });
});

describe("content cache turned off", () => {
  it("reads through with CONTENT_CACHE_MB=0", async () => {
    const uncached = await startTestGateway({ CONTENT_CACHE_MB: "0" });
    try {
      await call(uncached, "GET", "/api/courses/published");
      const { statements } = await uncached.app.services.db.countStatements(() =>
        call(uncached, "GET", "/api/courses/published"),
      );
      // The catalogue itself is read (one statement since it goes through the driver), the content version never.
      expect(statements.some((statement) => statement.includes(`FROM "Course"`))).toBe(true);
      expect(statements.join("\n")).not.toContain(`"ContentVersion"`);
      expect(uncached.app.services.contentCache.stats()).toEqual({ entries: 0, bytes: 0 });
    } finally {
      await uncached.close();
    }
  });
});

describe("shared answers", () => {
  const schema = toSchema();
  // The cache knows documents by identity (REST and Yoga hand it the same parsed document every time).
  const documents = new Map<string, ReturnType<typeof parse>>();
  const documentOf = (query: string) => documents.get(query) ?? documents.set(query, parse(query)).get(query)!;
  const args = (query: string): ExecutionArgs => ({
    schema,
    document: documentOf(query),
    contextValue: { viewer: null },
  });

  it("marks the data of a remembered answer, which every hit hands out as is; nothing else", async () => {
    const cache = createContentCache({ db: { contentVersion: async () => "7" }, maxBytes: 2 ** 20 });
    let executions = 0;
    const execute = cache.wrap((_args: ExecutionArgs) => ({
      data: { courseCategories: [`Category ${++executions}`] },
    }));
    const first = await execute(args("{ courseCategories }"));
    const second = await execute(args("{ courseCategories }"));
    expect(second.data).toBe(first.data);
    expect(cache.shares(first.data)).toBe(true);

    const personal = await execute(args("{ me { id } }"));
    expect(cache.shares(personal.data)).toBe(false);
    expect(cache.shares(undefined)).toBe(false);
  });

  it("serialise a remembered answer for POST /graphql once, unless something was added to it", async () => {
    const cache = createContentCache({ db: { contentVersion: async () => "7" }, maxBytes: 2 ** 20 });
    const execute = cache.wrap((_args: ExecutionArgs) => ({ data: { courseCategories: ["Programming"] } }));
    const [first, second] = [await execute(args("{ courseCategories }")), await execute(args("{ courseCategories }"))];
    const stringify = (result: object) => (result as { stringify(sent: object): string }).stringify(result);
    expect(stringify(first)).toBe(JSON.stringify({ data: first.data }));
    expect(stringify(second)).toBe(stringify(first));
    const withExtensions = { ...second, extensions: { cost: 1 } };
    expect(stringify(withExtensions)).toBe(JSON.stringify({ data: second.data, extensions: { cost: 1 } }));
  });

  it("keep the bytes of a remembered /graphql text while the answer is cached, and drop them with it", async () => {
    let version = "7";
    const cache = createContentCache({ db: { contentVersion: async () => version }, maxBytes: 2 ** 20 });
    let executions = 0;
    const execute = cache.wrap((_args: ExecutionArgs) => ({
      data: { courseCategories: [`Category ${++executions}`] },
    }));
    const stringify = (result: object) => (result as { stringify(sent: object): string }).stringify(result);
    const text = stringify(await execute(args("{ courseCategories }")));
    const bytes = cache.bytesOf(text);
    expect(bytes?.toString()).toBe(text);
    expect(cache.bytesOf(stringify(await execute(args("{ courseCategories }"))))).toBe(bytes);
    expect(cache.bytesOf(JSON.stringify({ data: { courseCategories: ["never cached"] } }))).toBeUndefined();

    version = "8";
    const fresh = stringify(await execute(args("{ courseCategories }")));
    expect(fresh).toContain("Category 2");
    expect(cache.bytesOf(text)).toBeUndefined();
    expect(cache.bytesOf(fresh)?.toString()).toBe(fresh);
  });

  it("send the kept text over HTTP: three reads of the catalogue serialise and encode its data once", async () => {
    await createCourse(gateway, { title: "Serialised once" });
    const read = "{ courses { id title } }";
    const stringify = vi.spyOn(JSON, "stringify");
    const bytesOf = vi.spyOn(gateway.app.services.contentCache, "bytesOf");
    try {
      const bodies = [];
      for (let turn = 0; turn < 3; turn++) bodies.push((await graphql(read)).text);
      expect(new Set(bodies).size).toBe(1);
      expect(JSON.parse(bodies[0]).data.courses.map((course: { title: string }) => course.title)).toContain(
        "Serialised once",
      );
      const ofTheAnswer = stringify.mock.calls.filter(
        ([value]) =>
          typeof value === "object" &&
          value !== null &&
          "data" in value &&
          Array.isArray((value as { data?: { courses?: unknown } }).data?.courses),
      );
      expect(ofTheAnswer).toHaveLength(1);
      // The first read (through Yoga) sent the bytes encoded once with the text; the hits were answered before Yoga.
      expect(bytesOf.mock.results.map((call) => Buffer.isBuffer(call.value))).toEqual([true]);
    } finally {
      stringify.mockRestore();
      bytesOf.mockRestore();
    }
  });

  it("keys an answer by the operation's declared variables as coerced, ignoring undeclared ones", async () => {
    const cache = createContentCache({ db: { contentVersion: async () => "7" }, maxBytes: 2 ** 20 });
    let executions = 0;
    const execute = cache.wrap((_args: ExecutionArgs) => ({
      data: { courseCategories: [`Category ${++executions}`] },
    }));
    const withVariables = (query: string, variableValues: Record<string, unknown>) =>
      execute({ ...args(query), variableValues });
    for (let turn = 0; turn < 20; turn++)
      await withVariables("{ courseCategories }", { [`j${turn}`]: "x".repeat(100_000) });
    expect(executions).toBe(1);

    const byId = "query ($id: ID!) { course(id: $id) { id } }";
    await withVariables(byId, { id: 5 });
    await withVariables(byId, { id: "5", undeclared: "x".repeat(1000) });
    expect(executions).toBe(2);
    expect(cache.stats().entries).toBe(2);
  });

  it("keep keys short and counted whatever the declared variables weigh", async () => {
    const cache = createContentCache({ db: { contentVersion: async () => "7" }, maxBytes: 2 ** 20 });
    const execute = cache.wrap((_args: ExecutionArgs) => ({ data: { courseCategories: ["Programming"] } }));
    const query = "query ($pad: String) { courseCategories }";
    for (let turn = 0; turn < 20; turn++)
      await execute({ ...args(query), variableValues: { pad: `${turn}${"x".repeat(100_000)}` } });
    const { entries, bytes } = cache.stats();
    expect(entries).toBe(20);
    const answer = JSON.stringify({ courseCategories: ["Programming"] }).length;
    expect(bytes).toBeGreaterThan(entries * answer);
    expect(bytes).toBeLessThan(entries * (answer + 200));
  });

  it("hand a request's remembered bytes out only for an executed document, its declared variables and a current version", async () => {
    let version = "7";
    const cache = createContentCache({ db: { contentVersion: async () => version }, maxBytes: 2 ** 20 });
    let executions = 0;
    const execute = cache.wrap((_args: ExecutionArgs) => ({
      data: { course: { id: "5", title: `Take ${++executions}` } },
    }));
    const byId = "query Course($id: ID!) { course(id: $id) { id title } }";
    const request = { document: documentOf(byId), operationName: "Course", variables: { id: "5" }, viewer: null };
    // Never executed, so never validated: nothing to hand out.
    expect(await cache.rememberedBytes(request)).toBeUndefined();

    const stringify = (result: object) => (result as { stringify(sent: object): string }).stringify(result);
    const text = stringify(await execute({ ...args(byId), operationName: "Course", variableValues: { id: 5 } }));
    expect((await cache.rememberedBytes(request))?.bytes.toString()).toBe(text);
    // The same for every reader of public courses: a signed-in learner's GET may be answered by its URL.
    expect((await cache.rememberedBytes(request))?.scope).toBe("shared");
    expect((await cache.rememberedBytes({ ...request, variables: { id: 5, undeclared: "x" } }))?.bytes.toString()).toBe(
      text,
    );
    expect(await cache.rememberedBytes({ ...request, variables: { id: "6" } })).toBeUndefined();
    expect(await cache.rememberedBytes({ ...request, variables: {} })).toBeUndefined();
    expect(await cache.rememberedBytes({ ...request, operationName: "Other" })).toBeUndefined();
    // The same text parsed again is another document, which has not been through validation.
    expect(await cache.rememberedBytes({ ...request, document: parse(byId) })).toBeUndefined();

    version = "8";
    expect(await cache.rememberedBytes(request)).toBeUndefined();
    expect(executions).toBe(1);
  });

  it("hand nothing out for a viewer outside the answer's scope", async () => {
    const cache = createContentCache({ db: { contentVersion: async () => "7" }, maxBytes: 2 ** 20 });
    const execute = cache.wrap((_args: ExecutionArgs) => ({ data: { course: { id: "5", isEnrolled: false } } }));
    const anonymousOnly = "query ($id: ID!) { course(id: $id) { id isEnrolled } }";
    await execute({ ...args(anonymousOnly), variableValues: { id: "5" } });
    const request = { document: documentOf(anonymousOnly), variables: { id: "5" } };
    expect(await cache.rememberedBytes({ ...request, viewer: null })).toBeDefined();
    const learner = { userId: "learner-1", authId: "auth-1", role: "student" as const };
    expect(await cache.rememberedBytes({ ...request, viewer: learner })).toBeUndefined();
  });

  it("shares nothing when turned off", async () => {
    const cache = createContentCache({ db: { contentVersion: async () => "7" }, maxBytes: 0 });
    const result = await cache.wrap((_args: ExecutionArgs) => ({ data: { courseCategories: [] } }))(
      args("{ courseCategories }"),
    );
    expect(cache.shares(result.data)).toBe(false);
  });
});

describe("a thread whose lesson is found as it runs (decision 055)", () => {
  const schema = toSchema();
  const thread = parse(`query ($id: ID!) { question(id: $id) { id title } }`);
  const viewer = { userId: "asha", role: "student" as const, authId: "a" };
  /** A listener that always hears, and `announce` as the database's trigger would ("lesson:<id>" items). */
  function heard() {
    const handlers = new Set<(ids: readonly string[] | null, activityOnly?: boolean) => void>();
    return {
      learnerChanges: {
        listening: () => true,
        subscribe: (handler: (ids: readonly string[] | null, activityOnly?: boolean) => void) => {
          handlers.add(handler);
          return () => void handlers.delete(handler);
        },
        heardElsewhere: () => undefined,
      },
      announce: (...ids: string[]) => handlers.forEach((handler) => handler(ids, false)),
    };
  }
  /** A thread's execution that names `lesson` (or none) and, during it, runs `meanwhile`. */
  function threads(lesson: string | undefined, meanwhile: () => void = () => undefined) {
    const changes = heard();
    const cache = createContentCache({
      db: { contentVersion: async () => "7", learnerChanges: changes.learnerChanges },
      maxBytes: 2 ** 20,
    });
    let executions = 0;
    const execute = cache.wrap(async ({ contextValue }: ExecutionArgs) => {
      executions += 1;
      await Promise.resolve();
      if (lesson) (contextValue as Context).answerReadsDiscussion?.(lesson);
      meanwhile();
      return { data: { question: { id: "q1", title: `Read ${executions}` } } };
    });
    const read = () => execute({ schema, document: thread, variableValues: { id: "q1" }, contextValue: { viewer } });
    return { read, announce: changes.announce, executions: () => executions };
  }

  it("is kept for the learner, and dropped by a post of the lesson it named, not of another", async () => {
    const { read, announce, executions } = threads("l1");
    await read();
    await read();
    expect(executions()).toBe(1);
    announce("lesson:l2");
    await read();
    expect(executions()).toBe(1);
    announce("lesson:l1");
    expect((await read()).data).toEqual({ question: { id: "q1", title: "Read 2" } });
  });

  it("is not kept when its execution named no lesson, nor when a post of its lesson was heard as it ran", async () => {
    const unnamed = threads(undefined);
    await unnamed.read();
    await unnamed.read();
    expect(unnamed.executions()).toBe(2);
    let announce = () => undefined as void;
    const during = threads("l1", () => announce());
    announce = () => during.announce("lesson:l1");
    await during.read();
    await during.read();
    expect(during.executions()).toBe(2);
  });
});
