// HTTP caching: anonymous reads carry a strong ETag and Cache-Control for shared caches and answer
// If-None-Match with 304; hashed client assets are immutable; anything personal or written is private, no-store.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, createCourse, signIn, type Learner } from "../rest/rest-test-helpers.ts";

const PUBLIC_JSON = "public, max-age=60, stale-while-revalidate=600";
const PERSONAL = "private, no-store";

let gateway: TestGateway;
let learner: Learner;
let dist: string;
let courseId: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html><head></head><body><div id="root"></div></body></html>`,
  );
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "index-3f9a1c.js"), "console.log('app')");
  gateway = await startTestGateway({ CLIENT_DIST: dist });
  learner = await signIn(gateway);
  courseId = (await createCourse(gateway, { title: "Cacheable" })).id;
});
afterAll(async () => {
  await gateway.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${gateway.url}${url}`, { headers });
const COURSE_QUERY = `query CacheableCourse($id: ID!) { course(id: $id) { id title } }`;
const graphqlGet = (query: string, variables: Record<string, unknown>) =>
  `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;

describe("public reads", () => {
  it.each([
    "/api/courses/published",
    "/api/courses/categories",
    "/api/internships",
    "/api/exams",
    "/api/about",
    "/api/admin/news/published",
  ])("%s: public Cache-Control, a strong ETag, 304 on If-None-Match", async (url) => {
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(PUBLIC_JSON);
    expect(first.headers.get("vary")).toMatch(/authorization/i);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    // The same answer compressed or not names one resource state; a weakened tag from a CDN still matches.
    expect((await get(url, { "if-none-match": `W/${etag}`, "accept-encoding": "gzip" })).status).toBe(304);
  });

  it("a lesson: public, with an ETag", async () => {
    const lesson = await gateway.app.services.db.prisma.lesson.findFirstOrThrow({ where: { courseId } });
    const response = await get(`/api/lessons/${lesson.id}`);
    expect([response.status, response.headers.get("cache-control")]).toEqual([200, PUBLIC_JSON]);
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
  });

  it("a course page: a new ETag after an edit, and the old one gets the whole answer", async () => {
    const url = `/api/courses/${courseId}`;
    const before = (await get(url)).headers.get("etag")!;
    expect((await get(url, { "if-none-match": before })).status).toBe(304);
    await gateway.app.services.db.prisma.course.update({
      where: { id: courseId },
      data: { title: "Cacheable, edited" },
    });
    const after = await get(url, { "if-none-match": before });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
    expect((await after.json()).title).toBe("Cacheable, edited");
  });

  it("GraphQL GET queries of anonymous visitors are cacheable the same way", async () => {
    const url = graphqlGet(COURSE_QUERY, { id: courseId });
    const first = await get(url, { accept: "application/graphql-response+json" });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(PUBLIC_JSON);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(url, { accept: "application/graphql-response+json", "if-none-match": etag })).status).toBe(304);
  });

  it("hashed client assets are immutable", async () => {
    const asset = await get("/assets/index-3f9a1c.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("personal and written answers", () => {
  const bearer = () => ({ authorization: `Bearer ${learner.token}` });

  const personal = [
    "/api/enrollments/my",
    "/api/certificates/my",
    "/api/enrollments/check/:id",
    "/api/progress/course/:id",
  ];
  it.each(personal)("%s is private, no-store, without an ETag", async (url) => {
    const response = await get(url.replace(":id", courseId), bearer());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PERSONAL);
    expect(response.headers.get("etag")).toBeNull();
  });

  it("a public read asked with a token is personal too (it may carry the viewer's fields)", async () => {
    const response = await get("/api/courses/published", bearer());
    expect(response.headers.get("cache-control")).toBe(PERSONAL);
    const graphql = await get(graphqlGet(COURSE_QUERY, { id: courseId }), bearer());
    expect(graphql.headers.get("cache-control")).toBe(PERSONAL);
  });

  it("writes, refusals and the identity server are private, no-store", async () => {
    const enroll = await call(gateway, "POST", "/api/enrollments", {
      token: learner.token,
      body: { course_id: courseId },
    });
    expect(enroll.headers.get("cache-control")).toBe(PERSONAL);
    const refused = await get("/api/enrollments/my");
    expect([refused.status, refused.headers.get("cache-control")]).toEqual([401, PERSONAL]);
    expect((await get("/auth/v1/settings")).headers.get("cache-control")).toBe(PERSONAL);
    const post = await call(gateway, "POST", "/graphql", {
      body: { query: COURSE_QUERY, variables: { id: courseId } },
    });
    expect(post.headers.get("cache-control")).toBe(PERSONAL);
  });

  it("a mutation is never run over GET (no cross-site write through a cacheable URL)", async () => {
    const response = await get(
      graphqlGet(`mutation ($id: ID!) { enroll(courseId: $id) { id } }`, { id: courseId }),
      bearer(),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("cache-control")).toBe(PERSONAL);
  });
});
