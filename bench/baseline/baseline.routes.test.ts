// The floor is only a floor if it serves the same document: each baseline route must answer exactly what the
// REST route it stands for answers, for the same data ("the equivalent SQL").
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../gateway/test/start-gateway.ts";
import { BASELINE_PREFIX, queuedStatements, registerBaseline } from "./baseline.routes.ts";
import { writeCatalogue, writeCourseWithLessons, type BenchCourse } from "../../gateway/test/course-fixtures.ts";

let gateway: TestGateway;
let course: BenchCourse;
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway({}, (app) => registerBaseline(app.server, app.services));
  const { db, backendTokens } = gateway.app.services;
  course = await writeCourseWithLessons(db, "Bench detail", 5, 1);
  await writeCatalogue(db, 12);
  const user = await db.prisma.user.create({ data: { authId: crypto.randomUUID(), email: "bench@example.com" } });
  await db.prisma.enrollment.create({ data: { userId: user.id, courseId: course.id } });
  // The REST route accepts only a token whose identity session exists.
  await db.prisma.authUser.create({ data: { id: user.authId, email: user.email } });
  const session = await db.prisma.authSession.create({ data: { userId: user.authId } });
  token = await backendTokens.issue({ userId: user.id, authId: user.authId, role: user.role, sessionId: session.id });
});
afterAll(() => gateway.close());

async function get(path: string) {
  const response = await fetch(`${gateway.url}${path}`);
  expect(response.status).toBe(200);
  return response.json();
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${gateway.url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe("baseline routes", () => {
  it("serve the published catalogue exactly as REST does", async () => {
    const rest = await get("/api/courses/published");
    expect(rest).toHaveLength(13);
    expect(await get(`${BASELINE_PREFIX}/courses/published`)).toEqual(rest);
  });

  it("serve a course with its lessons and contents exactly as REST does", async () => {
    const rest = await get(`/api/courses/${course.id}`);
    expect(rest.lessons).toHaveLength(5);
    expect(await get(`${BASELINE_PREFIX}/courses/${course.id}`)).toEqual(rest);
  });

  it("record progress with the same rules and answer as REST does", async () => {
    const [lessonId] = course.lessonIds;
    const rest = await post(`/api/progress/lesson/${lessonId}/update`, { watchTime: 30, totalDuration: 600 });
    const floor = await post(`${BASELINE_PREFIX}/progress/lesson/${lessonId}/update`, {
      watchTime: 20,
      totalDuration: 600,
    });
    expect({ ...floor, updatedAt: null }).toEqual({ ...rest, updatedAt: null });
    expect(floor.watchTime).toBe(30);
  });

  it("refuse a missing token like the REST route", async () => {
    const response = await fetch(`${gateway.url}${BASELINE_PREFIX}/progress/lesson/${course.lessonIds[0]}/update`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ watchTime: 1, totalDuration: 2 }),
    });
    expect(response.status).toBe(401);
  });

  it("hold statements past the pool's size less two (the gateway's own) in a queue of their own, and run each", async () => {
    const { db } = gateway.app.services;
    let running = 0;
    let most = 0;
    const counted = {
      ...db,
      pool: { max: 5, total: () => 5, idle: () => 0, waiting: () => 0 },
      query: async (sql: string, params?: unknown[]) => {
        most = Math.max(most, ++running);
        try {
          return await db.query(sql, params);
        } finally {
          running -= 1;
        }
      },
    } as typeof db;
    const floor = queuedStatements(counted);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => floor.query<{ n: number }>("SELECT $1::int AS n", [index])),
    );
    expect(answers.map(([row]) => row.n)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(most).toBe(3); // two of the five connections left to the gateway
    // A failed statement hands its turn on too: after as many failures as turns, a statement still runs.
    const failed = await Promise.allSettled([1, 2, 3, 4].map(() => floor.query('SELECT "missing" FROM "Course"')));
    expect(failed.map(({ status }) => status)).toEqual(["rejected", "rejected", "rejected", "rejected"]);
    expect(await floor.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});
