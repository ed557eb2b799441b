// Scale of the data: the benchmarked REST routes send the same number of SQL statements whatever the
// payload (a 1,000-course catalogue, a 200-lesson course), so response time can only grow with bytes, not rows.
// These are first reads after a write (content cache misses); repeated reads cost none while the content
// version's notifications are heard (decision 010).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { signIn } from "../rest/rest-test-helpers.ts";
import { writeCatalogue, writeCourseWithLessons } from "../../test/course-fixtures.ts";
import { requestStatements } from "../../test/request-statements.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

async function statementsOf(path: string, expectItems: (body: unknown) => number) {
  const { db } = gateway.app.services;
  const { result, statements } = await db.countStatements(async () => {
    const response = await fetch(`${gateway.url}${path}`);
    expect(response.status).toBe(200);
    return response.json();
  });
  // The content version is read once after a write, by whichever request comes first, and the per-address request
  // counters are added to the shared table in the background: neither is the route's cost.
  const own = requestStatements(statements).filter((sql) => !sql.includes(`"ContentVersion"`));
  return { items: expectItems(result), statements: own.length };
}

const courseCount = (body: unknown) => (body as unknown[]).length;
const lessonCount = (body: unknown) => (body as { lessons: unknown[] }).lessons.length;

describe("SQL statements per request", () => {
  it("stay the same for a catalogue of 5 and of 1,005 courses", async () => {
    const { db } = gateway.app.services;
    await writeCatalogue(db, 5);
    const small = await statementsOf("/api/courses/published", courseCount);
    await writeCatalogue(db, 1_000);
    const large = await statementsOf("/api/courses/published", courseCount);
    expect([small.items, large.items]).toEqual([5, 1_005]);
    expect(large.statements).toBe(small.statements);
    expect(small.statements).toBeLessThanOrEqual(6);
  });

  it("stay the same for a course of 20 and of 200 lessons with their contents", async () => {
    const { db } = gateway.app.services;
    const twenty = await writeCourseWithLessons(db, "Twenty lessons", 20, 1);
    const twoHundred = await writeCourseWithLessons(db, "Two hundred lessons", 200, 2);
    const small = await statementsOf(`/api/courses/${twenty.id}`, lessonCount);
    const large = await statementsOf(`/api/courses/${twoHundred.id}`, lessonCount);
    expect([small.items, large.items]).toEqual([20, 200]);
    expect(large.statements).toBe(small.statements);
    expect(small.statements).toBeLessThanOrEqual(8);
  });

  it("come down to none while the course content is unchanged (content cache, push invalidation)", async () => {
    const { db } = gateway.app.services;
    const course = await writeCourseWithLessons(db, "Read twice", 20, 3);
    await statementsOf(`/api/courses/${course.id}`, lessonCount);
    await statementsOf("/api/courses/published", courseCount);
    expect((await statementsOf(`/api/courses/${course.id}`, lessonCount)).statements).toBe(0);
    expect((await statementsOf("/api/courses/published", courseCount)).statements).toBe(0);
  });
});

describe("the viewer of an authenticated request", () => {
  it("is read with its identity session check in one statement, so binding the token costs no round trip", async () => {
    const learner = await signIn(gateway);
    const { db } = gateway.app.services;
    const { statements } = await db.countStatements(async () => {
      const response = await fetch(`${gateway.url}/api/enrollments/my`, {
        headers: { authorization: `Bearer ${learner.token}` },
      });
      expect(response.status).toBe(200);
    });
    const viewerReads = statements.filter((sql) => /FROM "User"/.test(sql) && /"auth_sessions"/.test(sql));
    expect(viewerReads).toHaveLength(1);
    expect(statements.filter((sql) => /"auth_sessions"/.test(sql))).toHaveLength(1);
  });
});
