// A signed-in reader's GET of a trusted id by its URL (remembered-gets.ts): an answer kept under the content cache's
// "shared" scope is the same for every reader of public courses, so once the reader's token is known to hold, its
// URL names it for them as for anonymous readers, with the very bytes and headers the long way sends (`private,
// no-store`, never a shared cache's). An overlaid answer, staff, an ended session and an edit go the long way.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentScope, toSchema } from "@app/schema";
import { asApolloSends, clientQueries, type ClientQuery } from "../../../../test/client-documents.ts";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { createCourse, signIn, type Learner } from "../../rest/rest-test-helpers.ts";
import { WWW_AUTHENTICATE } from "../context.ts";
import { sameAnswer, sendTimes, type Answer } from "./remembered-gets-test-helpers.ts";

const named = (name: string) => clientQueries().find((query) => query.name === name)!;
const content = named("CourseContent");
const detail = named("CourseDetail");
let gateway: TestGateway;
let learner: Learner;
let admin: Learner;
let courseId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
  admin = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
  // Over @fastify/compress's 1 KB threshold, so that an accepted encoding compresses the answer.
  courseId = (await createCourse(gateway, { title: "Signed in, by URL. ".repeat(80) })).id;
});
afterAll(() => gateway?.close());

/** Reads `query` of the course as the client sends it, `count` times. */
async function reads(query: ClientQuery, count: number, token?: string, headers: Record<string, string> = {}) {
  const variables = Object.fromEntries(query.variables.map((name) => [name, courseId]));
  return sendTimes(gateway, await asApolloSends(query, variables, token), count, headers);
}

const titleOf = (answer: Answer) => JSON.parse(answer.body.toString()).data.course.title as string;

describe("signed-in GETs of trusted ids, by their URL", () => {
  it("are tried on a document every reader shares and on one with viewer fields", () => {
    expect(contentScope(toSchema(), content.document)).toBe("shared");
    expect(contentScope(toSchema(), detail.document)).toBe("overlay");
  });

  it.each([
    ["no Accept-Encoding", "hi", {}, undefined],
    ["Brotli", "ta", { "accept-encoding": "gzip, deflate, br, zstd" }, "br"],
  ])(
    "send a shared answer as the long way sends it (%s)",
    async (_case, language, encoding: Record<string, string>, encoded?: string) => {
      // A language of its own per case: a URL not yet named, so that the long way answers it first.
      const { answers, byUrl } = await reads(content, 4, learner.token, { "accept-language": language, ...encoding });
      // The first read executes or finds the answer; the one that finds it names it by its URL; the rest skip it.
      expect(byUrl[0]).toBe(false);
      expect(byUrl.slice(2)).toEqual([true, true]);
      const longWay = answers[byUrl.lastIndexOf(false)];
      expect(longWay.status).toBe(200);
      expect(longWay.headers["cache-control"]).toBe("private, no-store");
      expect(longWay.headers.etag).toBeUndefined();
      expect(longWay.headers["content-encoding"]).toBe(encoded);
      for (const answer of answers.slice(2)) expect(sameAnswer(answer)).toEqual(sameAnswer(longWay));
    },
  );

  it("name an overlaid answer by its URL only for the learner it was kept for (decision 047)", async () => {
    // Named by its URL for anonymous readers, with the anonymous viewer's isEnrolled.
    expect((await reads(detail, 3)).byUrl[2]).toBe(true);
    const signedIn = await reads(detail, 3, learner.token);
    expect(signedIn.byUrl).toEqual([false, false, true]);
    expect(JSON.parse(signedIn.answers[2].body.toString()).data.course.isEnrolled).toBe(false);
    expect(signedIn.answers[2].headers["cache-control"]).toBe("private, no-store");
    // Another learner's token on the same URL: the long way, for their own.
    const other = await signIn(gateway);
    expect((await reads(detail, 1, other.token)).byUrl).toEqual([false]);
  });

  it("never give staff, who see drafts, an answer by its URL", async () => {
    expect((await reads(content, 3, learner.token)).byUrl[2]).toBe(true);
    expect((await reads(content, 3, admin.token)).byUrl).toEqual([false, false, false]);
  });

  it("answer a token whose session ended with 401, not by its URL", async () => {
    const reader = await signIn(gateway);
    expect((await reads(content, 3, reader.token)).byUrl[2]).toBe(true);
    await gateway.app.services.db.prisma.authSession.deleteMany({ where: { userId: reader.authId } });
    const ended = await vi.waitFor(async () => {
      const [answer] = (await reads(content, 1, reader.token)).answers;
      expect(answer.status).toBe(401);
      return answer;
    });
    expect(ended.headers["www-authenticate"]).toBe(WWW_AUTHENTICATE);
    expect(JSON.parse(ended.body.toString()).errors[0].extensions.code).toBe("invalid_token");
  });

  it("serve an edit on the next read, and name the new answer by its URL again", async () => {
    expect((await reads(content, 3, learner.token)).byUrl[2]).toBe(true);
    await gateway.app.services.db.prisma.course.update({ where: { id: courseId }, data: { title: "Edited" } });
    const after = await reads(content, 4, learner.token);
    expect(after.answers.map(titleOf)).toEqual(Array(4).fill("Edited"));
    expect(after.byUrl[0]).toBe(false);
    expect(after.byUrl[3]).toBe(true);
  });
});
