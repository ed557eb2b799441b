// The browser's cached public reads by their URL: an anonymous GET of a trusted id, sent as the client's Apollo
// Client sends it, is answered by its URL from the third read on (the first executes, the second finds the
// remembered answer and names it by its URL), with the very bytes, status and headers the long way sends: media
// type, ETag and 304, Cache-Control, Vary, compression and the security headers. Anything else goes the long way.
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asApolloSends, clientQueries } from "../../../../test/client-documents.ts";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { createCourse, signIn, type Learner } from "../../rest/rest-test-helpers.ts";
import { sameAnswer, sendTimes } from "./remembered-gets-test-helpers.ts";

const detail = clientQueries().find((query) => query.name === "CourseDetail")!;
let gateway: TestGateway;
let learner: Learner;
let courseId: string;
let limitedCourseId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
  // Over @fastify/compress's 1 KB threshold, so that an accepted encoding compresses the answer.
  courseId = (await createCourse(gateway, { title: "By URL", description: "A long description. ".repeat(80) })).id;
});
afterAll(() => gateway?.close());

/** Reads CourseDetail as the client sends it; how many reads looked for a remembered answer the long way. */
async function reads(count: number, headers: Record<string, string> = {}, token?: string, target = gateway) {
  const request = await asApolloSends(detail, { id: target === gateway ? courseId : limitedCourseId }, token);
  return sendTimes(target, request, count, headers);
}

describe("anonymous GETs of trusted ids, by their URL", () => {
  it.each([
    ["no Accept-Encoding", {}, undefined],
    ["Brotli", { "accept-encoding": "gzip, deflate, br, zstd" }, "br"],
    ["gzip", { "accept-encoding": "gzip" }, "gzip"],
  ])("send what the long way sends (%s)", async (_case, encoding: Record<string, string>, encoded?: string) => {
    const { answers, longWay } = await reads(4, encoding);
    // The first read executes or finds the answer; the second names it by its URL; the rest skip the long way.
    expect(longWay).toBeLessThanOrEqual(2);
    const [, named, byUrl, again] = answers;
    expect(named.status).toBe(200);
    expect(named.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(named.headers["content-security-policy"]).toBeDefined();
    expect(sameAnswer(byUrl)).toEqual(sameAnswer(named));
    expect(sameAnswer(again)).toEqual(sameAnswer(named));
    expect(named.headers["content-encoding"]).toBe(encoded);
    expect(named.headers.vary).toBe(
      encoded ? "authorization, accept-language, accept-encoding" : "authorization, accept-language",
    );
    const plain =
      encoded === "br" ? zlib.brotliDecompressSync(named.body) : encoded ? zlib.gunzipSync(named.body) : named.body;
    expect(JSON.parse(plain.toString()).data.course.title).toBe("By URL");
  });

  it("answer a matching If-None-Match with 304 by the URL too", async () => {
    const { answers } = await reads(3);
    const revalidated = await reads(1, { "if-none-match": answers[2].headers.etag! });
    expect(revalidated.longWay).toBe(0);
    expect(revalidated.answers[0].status).toBe(304);
    expect(revalidated.answers[0].body.length).toBe(0);
  });

  it("give each Accept header its own media type", async () => {
    const json = await reads(3, { accept: "application/json" });
    const apollo = await reads(3);
    expect(json.answers[2].headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(apollo.answers[2].headers["content-type"]).toBe("application/graphql-response+json; charset=utf-8");
    expect(json.answers[2].body.equals(apollo.answers[2].body)).toBe(true);
  });

  it("leave a signed-in reader's GET to the long way until their own answer is kept (decision 047)", async () => {
    await reads(3);
    const signedIn = await reads(3, {}, learner.token);
    expect(signedIn.longWay).toBe(2);
    expect(signedIn.answers.map((answer) => answer.headers["cache-control"])).toEqual(
      Array(3).fill("private, no-store"),
    );
    expect(JSON.parse(signedIn.answers[2].body.toString()).data.course.isEnrolled).toBe(false);
  });

  it("serve an edit on the next read, and name the new answer by the URL again", async () => {
    const before = await reads(3);
    expect(JSON.parse(before.answers[2].body.toString()).data.course.title).toBe("By URL");
    await gateway.app.services.db.prisma.course.update({ where: { id: courseId }, data: { title: "Edited" } });
    const after = await reads(4);
    expect(after.answers.map((answer) => JSON.parse(answer.body.toString()).data.course.title)).toEqual(
      Array(4).fill("Edited"),
    );
    expect(after.answers[3].headers.etag).not.toBe(before.answers[2].headers.etag);
    expect(after.longWay).toBeLessThanOrEqual(2);
  });
});

describe("the read limits (decision 029)", () => {
  let limited: TestGateway;
  beforeAll(async () => {
    limited = await startTestGateway({ RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: "4", TRUST_PROXY: "true" });
    limitedCourseId = (await createCourse(limited, { title: "Limited" })).id;
    // A signed-in reader (counted against their account, not the address) fills the content cache: every anonymous
    // read below is answered by its URL.
    await reads(1, {}, (await signIn(limited)).token, limited);
  });
  afterAll(() => limited?.close());

  it("count a read answered by its URL like any other", async () => {
    // From an address of its own: signing in above was counted against the test's.
    const { answers, longWay } = await reads(5, { "x-forwarded-for": "198.51.100.40" }, undefined, limited);
    expect(longWay, "reads answered by their URL").toBeLessThanOrEqual(2);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[4].headers["retry-after"]).toBeDefined();
  });
});
