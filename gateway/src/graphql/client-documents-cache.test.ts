// Decision 020: every query the learner's browser sends is taken from the client's own generated documents and
// sent exactly as its Apollo Client sends it (its cache's document transforms, GET with query, operationName,
// variables and extensions), anonymously, to a real gateway. A public page's query must be answered from the
// content cache on its second read (no statement, an entry stored by the first), unless it is listed below with
// the reason it is not. A document added to the client is covered the day it is generated.
import { ApolloClient, HttpLink } from "@apollo/client";
import { getOperationAST, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as generated from "../../../client/src/gql/graphql.ts";
import { createCache } from "../../../client/src/lib/apollo/cache.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { createCourse } from "../rest/rest-test-helpers.ts";

/** Queries that are not public content, and why; the test also checks that each is really not cached. */
const uncached: Record<string, string> = {
  Me: "the signed-in user's own account",
  MyEnrollments: "the viewer's enrollments",
  MyCertificates: "the viewer's certificates",
  EnrollmentStatus: "whether the viewer is enrolled",
  CourseProgress: "the viewer's progress in a course",
  VerifyCertificate: "a certificate holder's name, read from certificates and users, outside the content version",
};

const queries = Object.entries(generated as Record<string, unknown>)
  .filter(([name]) => name.endsWith("Document"))
  .map(([, document]) => document as DocumentNode)
  .filter((document) => getOperationAST(document)?.operation === "query")
  .map((document) => ({ name: getOperationAST(document)!.name!.value, document }));

let gateway: TestGateway;
let variables: Record<string, Record<string, unknown>>;
const sent: string[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  const course = await createCourse(gateway, { title: "Covered course" });
  const lesson = await gateway.app.services.db.prisma.lesson.findFirstOrThrow({ where: { courseId: course.id } });
  const ids = { id: course.id, courseId: course.id, lessonId: lesson.id, code: "VP-UNKNOWN" };
  variables = Object.fromEntries(
    queries.map(({ name, document }) => {
      const declared = getOperationAST(document)!.variableDefinitions ?? [];
      return [name, Object.fromEntries(declared.map((definition) => definition.variable.name.value).filter((key) => key in ids).map((key) => [key, ids[key as keyof typeof ids]]))];
    }),
  );
});
afterAll(() => gateway?.close());

/** A fresh Apollo Client per read, as a new visitor's browser has (nothing answered from its own cache). */
function browser() {
  const fetchAndRecord: typeof fetch = (input, init) => {
    sent.push(`${init?.method ?? "GET"} ${String(input)}`);
    return fetch(input, init);
  };
  return new ApolloClient({ cache: createCache(), link: new HttpLink({ uri: `${gateway.url}/graphql`, fetch: fetchAndRecord, useGETForQueries: true }) });
}

async function read(name: string, document: DocumentNode) {
  return browser().query({ query: document, variables: variables[name], fetchPolicy: "network-only", errorPolicy: "all" });
}

describe("the client's own queries, sent as its Apollo Client sends them", () => {
  it("covers the queries of the public pages and the viewer", () => {
    expect(queries.map((query) => query.name)).toEqual(expect.arrayContaining(["Courses", "CourseDetail", "CourseContent", "News", "About", "Exams"]));
    for (const name of Object.keys(uncached)) expect(queries.map((query) => query.name)).toContain(name);
  });

  for (const { name, document } of queries) {
    const reason = uncached[name];
    it(reason ? `${name} is read through (${reason})` : `${name} is answered from the content cache`, async () => {
      const before = gateway.app.services.contentCache.stats().entries;
      await read(name, document);
      const stored = gateway.app.services.contentCache.stats().entries - before;
      const { statements } = await gateway.app.services.db.countStatements(() => read(name, document));
      // As Apollo sends it: a GET whose URL carries the operation name and the extensions it adds.
      expect(sent.at(-1)).toMatch(new RegExp(`^GET .*/graphql\\?.*operationName=${name}\\b.*&extensions=`));
      if (reason) {
        expect(stored).toBe(0);
      } else {
        expect(stored, `${name}: the first read stores an answer`).toBe(1);
        expect(statements, `${name}: the second read runs no statement`).toEqual([]);
      }
    });
  }
});
