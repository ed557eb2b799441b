import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { restRoutes } from "./routes.ts";
import { call } from "./rest-test-helpers.ts";

// Spec section 7, row by row (the three content routes and PUT/DELETE /users/me are separate rows here).
const specRows = [
  "POST /api/auth/supabase-login",
  "GET /api/admin/news/published",
  "GET /api/courses/categories",
  "GET /api/courses/published",
  "GET /api/courses/{courseId}",
  "GET /api/lessons/{lessonId}",
  "GET /api/lessons/{lessonId}/contents/note",
  "GET /api/lessons/{lessonId}/contents/ppt",
  "GET /api/lessons/{lessonId}/contents/question",
  "GET /api/enrollments/my",
  "GET /api/enrollments/check/{courseId}",
  "POST /api/enrollments",
  "GET /api/progress/lesson/{lessonId}",
  "GET /api/progress/course/{courseId}",
  "POST /api/progress/lesson/{lessonId}/update",
  "POST /api/progress/lesson/{lessonId}/complete",
  "POST /api/progress/lesson/{lessonId}/reset",
  "GET /api/internships",
  "GET /api/testimonials",
  "GET /api/exams",
  "GET /api/exams/categories",
  "POST /api/exams/{id}/register",
  "GET /api/placements",
  "GET /api/about",
  "GET /api/certificates/my",
  "POST /api/users/profile-picture",
  "PUT /api/users/me/password",
  "PUT /api/users/me",
  "DELETE /api/users/me",
];

let gateway: TestGateway;
type JsonObject = Record<string, unknown>;

let document: {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
};

beforeAll(async () => {
  gateway = await startTestGateway();
  document = (await call(gateway, "GET", "/api/openapi.json")).json;
});
afterAll(() => gateway.close());

const documented = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe("route table", () => {
  it("has an entry for every row of spec section 7", () => {
    const table = restRoutes.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(table).toEqual(expect.arrayContaining(specRows));
  });

  it("documents every route with a summary and its responses", () => {
    for (const route of restRoutes) {
      expect(route.summary.trim(), `${route.method} ${route.path}`).not.toBe("");
      expect(route.response, `${route.method} ${route.path}`).toBeTruthy();
    }
  });
});

describe("GET /api/openapi.json", () => {
  it("is OpenAPI 3.1 with one documented operation per route", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(documented().sort()).toEqual(
      restRoutes.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`).sort(),
    );
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation.summary).toBeTruthy();
        expect(Object.keys(operation.responses ?? {}).some((status) => status.startsWith("2"))).toBe(true);
      }
    }
  });

  it("describes bodies with the spec's field names and resolves every schema reference", () => {
    const text = JSON.stringify(document);
    expect(text).toContain('"course_id"');
    expect(text).toContain('"teacher_name"');
    const schemas = Object.keys(
      (document as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas,
    );
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) expect(schemas).toContain(name);
    expect(text).not.toContain("#/$defs/");
  });

  it("documents each rendition's bytes in the lesson's video, which an offline copy is sized by", () => {
    const { schemas } = (document as unknown as { components: { schemas: Record<string, JsonObject> } }).components;
    const renditions = (schemas.LessonVideo.properties as Record<string, JsonObject>).renditions;
    const rendition = renditions.items as { properties: Record<string, JsonObject>; required: string[] };
    expect(rendition.properties.bytes).toMatchObject({ type: "integer" });
    expect(rendition.required).toContain("bytes");
    // A named response schema is defined in components, not a reference to itself.
    for (const [name, schema] of Object.entries(schemas))
      expect(schema, name).not.toEqual({ $ref: `#/components/schemas/${name}` });
  });
});

describe("GET /api/docs", () => {
  it("is a self-contained HTML page listing every route", async () => {
    const response = await call(gateway, "GET", "/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.text).not.toMatch(/<script|https?:\/\/(cdn|unpkg|jsdelivr)/);
    for (const row of documented()) expect(response.text).toContain(row.split(" ")[1]);
  });
});
