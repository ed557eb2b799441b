// Decision 020: every query the learner's browser sends is taken from the client's own generated documents and
// sent exactly as its Apollo Client builds it (test/client-documents.ts: GET with query, operationName,
// variables and extensions), anonymously, to a real gateway. A public page's query must be answered from the
// content cache on its second read (no statement, an entry stored by the first), unless it is listed as personal,
// with the reason. A document added to the client is covered the day it is generated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asApolloSends, clientQueries, personalQueries } from "../../../../test/client-documents.ts";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { createCourse } from "../../rest/rest-test-helpers.ts";
import { requestStatements } from "../../../test/request-statements.ts";
import { createMockTest } from "../../../../schema/src/testing/mock-test-fixtures.ts";

const queries = clientQueries();
let gateway: TestGateway;
let ids: Record<string, string>;
/** Variables that name something else than the course for one query. */
let idsOf: Record<string, Record<string, string>>;

beforeAll(async () => {
  gateway = await startTestGateway();
  const course = await createCourse(gateway, { title: "Covered course" });
  const lesson = await gateway.app.services.db.prisma.lesson.findFirstOrThrow({ where: { courseId: course.id } });
  ids = { id: course.id, courseId: course.id, lessonId: lesson.id, code: "VP-UNKNOWN" };
  const mockTest = await createMockTest(gateway.app.services.db);
  idsOf = { MockTestInstructions: { id: mockTest.id } };
});
afterAll(() => gateway?.close());

async function send(query: (typeof queries)[number]) {
  const named = { ...ids, ...idsOf[query.name] };
  const variables = Object.fromEntries(
    query.variables.filter((name) => name in named).map((name) => [name, named[name]]),
  );
  const request = await asApolloSends(query, variables);
  const response = await fetch(`${gateway.url}${request.path}`, { headers: request.headers });
  return { request, status: response.status, body: await response.text() };
}

describe("the client's own queries, sent as its Apollo Client sends them", () => {
  it("covers the queries of the public pages and the viewer", () => {
    const names = queries.map((query) => query.name);
    expect(names).toEqual(
      expect.arrayContaining(["Courses", "CourseDetail", "CourseContent", "News", "About", "Exams", "Placements"]),
    );
    for (const name of Object.keys(personalQueries)) expect(names).toContain(name);
  });

  for (const query of queries) {
    const reason = personalQueries[query.name];
    it(
      reason ? `${query.name} is read through (${reason})` : `${query.name} is answered from the content cache`,
      async () => {
        const before = gateway.app.services.contentCache.stats().entries;
        const first = await send(query);
        expect(first.request.path).toMatch(new RegExp(`^/graphql\\?.*operationName=${query.name}\\b.*&extensions=`));
        const stored = gateway.app.services.contentCache.stats().entries - before;
        if (reason) {
          expect(stored).toBe(0);
          return;
        }
        expect(first.status).toBe(200);
        expect(JSON.parse(first.body).errors).toBeUndefined();
        expect(stored, `${query.name}: the first read stores an answer`).toBe(1);
        const { statements: all } = await gateway.app.services.db.countStatements(async () =>
          expect((await send(query)).body).toBe(first.body),
        );
        const statements = requestStatements(all);
        expect(statements, `${query.name}: the second read runs no statement`).toEqual([]);
      },
    );
  }
});
