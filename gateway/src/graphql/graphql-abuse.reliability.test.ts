// Abusive GraphQL documents are refused before execution (limits in yoga.ts): depth, aliases, tokens,
// directives, cost and batch size; introspection follows GRAPHQL_INTROSPECTION.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call, graphql, LEAK_PATTERN } from "../../test/reliability/http.ts";
import { graphqlLimits } from "./yoga.ts";

let db: Database;
let open: RunningGateway;
let closed: RunningGateway;

beforeAll(async () => {
  db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  open = await startGatewayOn(db);
  closed = await startGatewayOn(db, { GRAPHQL_INTROSPECTION: "false" });
});
afterAll(async () => {
  await open?.close();
  await closed?.close();
  await db?.close();
});

/** course(id) { lessons { course { lessons { ... id } } } } with `depth` levels below the course. */
const nested = (depth: number) => {
  let selection = "id";
  for (let level = depth - 1; level >= 0; level--)
    selection = level % 2 === 0 ? `lessons { ${selection} }` : `course { ${selection} }`;
  return `{ course(id: "any") { ${selection} } }`;
};

/** Deeper than the limit without lists, which the cost budget would refuse first: `ofType` is one object. */
const deep = (depth: number) => `{ __type(name: "Course") { ${"ofType { ".repeat(depth)}name${" }".repeat(depth)} } }`;

async function expectRefused(query: string, pattern: RegExp) {
  const response = await graphql(open.url, query);
  expect(response.body.data ?? null).toBeNull();
  expect(response.body.errors?.map((error) => error.message).join("\n")).toMatch(pattern);
  expect(response.text).not.toMatch(LEAK_PATTERN);
}

describe("GraphQL limits", () => {
  it("allows an ordinary nested query", async () => {
    const response = await graphql(open.url, nested(4));
    expect(response.body.errors).toBeUndefined();
  });

  it("refuses queries deeper than the limit", async () => {
    await expectRefused(deep(graphqlLimits.maxDepth + 2), /depth/i);
  });

  it("refuses too many aliases", async () => {
    const aliases = Array.from({ length: graphqlLimits.maxAliases + 5 }, (_, index) => `a${index}: exams { id }`).join(
      " ",
    );
    await expectRefused(`{ ${aliases} }`, /alias/i);
  });

  it("refuses documents over the token limit", async () => {
    const fields = Array.from({ length: graphqlLimits.maxTokens }, () => "__typename").join(" ");
    await expectRefused(`{ ${fields} }`, /token/i);
  });

  it("refuses directive flooding", async () => {
    const directives = Array.from({ length: graphqlLimits.maxDirectives + 5 }, () => "@include(if: true)").join(" ");
    await expectRefused(`{ __typename ${directives} }`, /directive/i);
  });

  it("refuses a query whose cost is over the limit even within the depth, alias and token limits", async () => {
    const courseFields = "id title description level duration price teacherName categories tags";
    const lessonFields = "id title description duration videoUrl url";
    let selection = lessonFields;
    for (let level = 0; level < 3; level++)
      selection = `${lessonFields} course { ${courseFields} lessons { ${selection} } }`;
    await expectRefused(`{ courses { ${courseFields} lessons { ${selection} } } }`, /cost/i);
  });

  it("limits batching to 5 operations per request", async () => {
    const batch = (size: number) =>
      call(`${open.url}/graphql`, { body: Array.from({ length: size }, () => ({ query: "{ __typename }" })) });
    const allowed = await batch(5);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toHaveLength(5);
    const refused = await batch(6);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.text).not.toContain('"__typename"');
  });

  it("turns introspection off with GRAPHQL_INTROSPECTION=false", async () => {
    const query = "{ __schema { queryType { name } } }";
    expect((await graphql(open.url, query)).body.data?.__schema.queryType.name).toBe("Query");
    for (const probe of [
      query,
      '{ __type(name: "User") { fields { name } } }',
      "query { a: __schema { types { name } } }",
    ]) {
      const refused = await graphql(closed.url, probe);
      expect(refused.body.data ?? null, probe).toBeNull();
      expect(refused.body.errors?.[0].message, probe).toMatch(/introspection/i);
    }
  });
});
