// Remembered /graphql answers sent before Yoga: the same status, media type and bytes Yoga sends for the
// same request, and only where Yoga would have answered from the content cache.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { call, createCourse, type Learner } from "../../rest/rest-test-helpers.ts";
import { plainResultMediaType } from "./remembered-answers.ts";
import { heardSignIn, heardSoFar, writerPast } from "./kept-answers-test-kit.ts";

let gateway: TestGateway;
let past: Awaited<ReturnType<typeof writerPast>>;
let learner: Learner;
let courseId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  past = await writerPast(gateway);
  learner = await heardSignIn(gateway, past.elsewhere);
  courseId = (await createCourse(gateway, { title: "Remembered" })).id;
});
afterAll(async () => {
  await past?.close();
  await gateway?.close();
});

/**
 * Each read is sent twice; counts which answers Yoga made (the gateway hands every JSON answer of Yoga's to
 * `bytesOf`) and which were remembered bytes sent before it.
 */
async function twice(send: () => ReturnType<typeof call>) {
  const cache = gateway.app.services.contentCache;
  const remembered = vi.spyOn(cache, "rememberedBytes");
  const yogaAnswers = vi.spyOn(cache, "bytesOf");
  try {
    const first = await send();
    const second = await send();
    const found = await Promise.all(remembered.mock.results.map((result) => result.value as Promise<unknown>));
    return {
      first,
      second,
      throughYoga: yogaAnswers.mock.calls.length,
      beforeYoga: found.filter(Boolean).length,
    };
  } finally {
    remembered.mockRestore();
    yogaAnswers.mockRestore();
  }
}

const post =
  (query: string, variables: object, headers: Record<string, string> = {}, token?: string) =>
  () =>
    call(gateway, "POST", "/graphql", { body: { query, variables }, headers, token });

describe("remembered /graphql answers", () => {
  const accepts = [
    undefined,
    "*/*",
    "application/json",
    "application/graphql-response+json",
    "application/graphql-response+json, application/json;q=0.9",
    "application/json, application/graphql-response+json",
    "application/*",
    "text/plain, */*",
  ];

  it.each(accepts.map((accept, index) => [accept, index]))(
    "answer Accept %s as Yoga does, from the second read on",
    async (accept, index) => {
      // A new query text per case, so the first read of each goes through Yoga.
      const query = `query Case${index}($id: ID!) { course(id: $id) { id title } }`;
      const { first, second, throughYoga, beforeYoga } = await twice(
        post(query, { id: courseId }, accept ? { accept: accept as string } : {}),
      );
      expect(first.status).toBe(200);
      expect(first.json.data.course.title).toBe("Remembered");
      expect({ throughYoga, beforeYoga }).toEqual({ throughYoga: 1, beforeYoga: 1 });
      expect(second.status).toBe(first.status);
      expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
      expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
      expect(second.text).toBe(first.text);
    },
  );

  it("answer GET reads with the same text and a strong ETag that revalidates to 304", async () => {
    const search = new URLSearchParams({
      query: "query ($id: ID!) { course(id: $id) { id title } }",
      variables: JSON.stringify({ id: courseId }),
    });
    const { first, second, throughYoga, beforeYoga } = await twice(() => call(gateway, "GET", `/graphql?${search}`));
    expect({ throughYoga, beforeYoga }).toEqual({ throughYoga: 1, beforeYoga: 1 });
    expect(second.text).toBe(first.text);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    const revalidated = await call(gateway, "GET", `/graphql?${search}`, {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
  });

  it("answer a signed-in reader's batched viewer fields before Yoga, loaded for that reader (decision 026)", async () => {
    const read = "query Overlaid($id: ID!) { course(id: $id) { id title isEnrolled } }";
    const before = await twice(post(read, { id: courseId }, {}, learner.token));
    expect(before).toMatchObject({ throughYoga: 1, beforeYoga: 1 });
    expect(before.second.text).toBe(before.first.text);
    expect(before.second.json.data.course).toEqual({ id: courseId, title: "Remembered", isEnrolled: false });
    expect(before.second.headers.get("cache-control")).toBe("private, no-store");
    const enrolled = await call(gateway, "POST", "/api/enrollments", {
      token: learner.token,
      body: { course_id: courseId },
    });
    expect(enrolled.status).toBe(201);
    // The enrollment's announcement heard before the reads below: arriving between them, it would drop what the
    // first kept for this learner, and the next test's reads of theirs would cost again.
    await heardSoFar(gateway, past.elsewhere);
    const after = await twice(post(read, { id: courseId }, {}, learner.token));
    expect(after).toMatchObject({ throughYoga: 0, beforeYoga: 2 });
    expect(after.first.json.data.course.isEnrolled).toBe(true);
    expect((await post(read, { id: courseId })()).json.data.course.isEnrolled).toBe(false);
  });

  it("leave to Yoga what it would not answer from the cache: personal fields, errors, batches, GraphiQL", async () => {
    // A viewer field without a batch loader: shared among anonymous viewers, kept per signed-in learner (decision
    // 047), so remembered for this one after their first read.
    const own = await twice(
      post(
        "query ($id: ID!) { course(id: $id) { id viewerProgress { percent } } }",
        { id: courseId },
        {},
        learner.token,
      ),
    );
    expect(own).toMatchObject({ throughYoga: 1, beforeYoga: 1 });
    expect(own.second.json.data.course.viewerProgress).toEqual({ percent: 0 });
    // The viewer's practice analytics: their own rows, with a percentile among other learners' rows that may be
    // ten minutes old (decision 054), so kept for this learner too.
    const personal = await twice(post("{ practiceAnalytics { topics { percentile } } }", {}, {}, learner.token));
    expect(personal).toMatchObject({ throughYoga: 1, beforeYoga: 1 });
    expect(personal.second.json.data.practiceAnalytics.topics).toEqual([]);
    // A certificate's holder: a name read from users, outside the content version, never kept.
    const holder = await twice(post('{ certificate(code: "NO-SUCH-CODE") { holderName } }', {}));
    expect(holder).toMatchObject({ throughYoga: 2, beforeYoga: 0 });
    expect(holder.second.json.data).toEqual({ certificate: null });

    const badVariables = await twice(post("query ($id: ID!) { course(id: $id) { id } }", { id: { nested: true } }));
    expect(badVariables).toMatchObject({ throughYoga: 2, beforeYoga: 0 });
    expect(badVariables.second.json.errors[0].message).toMatch(/Variable "\$id"/);

    const batch = [{ query: "{ courseCategories }" }, { query: "{ courseCategories }" }];
    const batched = await twice(() => call(gateway, "POST", "/graphql", { body: batch }));
    expect(batched).toMatchObject({ throughYoga: 2, beforeYoga: 0 });
    expect(batched.second.json).toHaveLength(2);

    const page = await call(gateway, "GET", `/graphql?query=${encodeURIComponent("{ courseCategories }")}`, {
      headers: { accept: "text/html" },
    });
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("remember that a course does not exist, as Yoga's path does", async () => {
    const missing = await twice(
      post("query ($id: ID!) { course(id: $id) { id } }", { id: "00000000-0000-0000-0000-000000000000" }),
    );
    expect(missing).toMatchObject({ throughYoga: 1, beforeYoga: 1 });
    expect(missing.second.text).toBe(missing.first.text);
  });

  it("serve an edit on the next read", async () => {
    const course = await createCourse(gateway, { title: "Before" });
    const read = post("query ($id: ID!) { course(id: $id) { title } }", { id: course.id });
    expect((await twice(read)).second.json.data.course.title).toBe("Before");
    await gateway.app.services.db.prisma.course.update({ where: { id: course.id }, data: { title: "After" } });
    expect((await read()).json.data.course.title).toBe("After");
  });
});

describe("the media type of a plain result", () => {
  it.each([
    [undefined, "application/json"],
    ["*/*", "application/json"],
    ["application/graphql-response+json, application/json;q=0.9", "application/graphql-response+json"],
    ["application/json;charset=latin1, application/graphql-response+json", "application/graphql-response+json"],
    ["text/event-stream", undefined],
    ["multipart/mixed", undefined],
  ])("for Accept %s is %s", (accept, mediaType) => {
    expect(plainResultMediaType(accept)).toBe(mediaType);
  });
});
