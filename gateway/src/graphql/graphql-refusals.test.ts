// GraphQL over HTTP: a request refused by a limit is answered 400 under application/graphql-response+json (200
// under legacy application/json) with a stable extensions.code and a plain message, before anything runs.
import { getOperationAST, print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOperations } from "../rest/operations.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { withExecutionGate } from "../../test/execution-gate.ts";
import { graphqlLimits } from "./yoga.ts";

let gateway: TestGateway;
let executions = 0;

beforeAll(async () => {
  gateway = await startTestGateway({ GRAPHQL_COST_LIMIT: "20000" });
  const gate = gateway.app.services.executionGate;
  const wrap = gate.wrap.bind(gate);
  gate.wrap = (execute) => wrap((args) => (executions++, execute(args)));
});
afterAll(async () => gateway?.close());

const GRAPHQL_RESPONSE = "application/graphql-response+json";

async function post(body: unknown, accept = GRAPHQL_RESPONSE) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

const tree = "courses { lessons { contents { id title } } }";
const aliases = (count: number, selection: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(" ");
/** Deep without lists (which the budget would refuse first): `ofType` is one object. */
const deep = `{ __type(name: "Course") { ${"ofType { ".repeat(graphqlLimits.maxDepth + 1)}name${" }".repeat(graphqlLimits.maxDepth + 1)} } }`;

const cases: Array<[string, unknown, string]> = [
  ["the course tree", { query: `{ ${tree} }` }, "query_too_costly"],
  [
    "a batch over the budget together",
    Array.from({ length: 5 }, () => ({
      query: `{ ${aliases(4, "courses { id title description lessons { id title } }")} }`,
    })),
    "query_too_costly",
  ],
  [
    "the tree under 15 aliases, batched",
    Array.from({ length: 5 }, (_, index) => ({ query: `query W${index} { ${aliases(15, tree)} }` })),
    "too_many_aliases",
  ],
  ["too many aliases", { query: `{ ${aliases(graphqlLimits.maxAliases + 1, "apiVersion")} }` }, "too_many_aliases"],
  ["too deep", { query: deep }, "too_deep"],
  [
    "too many tokens",
    { query: `{ ${Array(graphqlLimits.maxTokens).fill("apiVersion").join(" ")} }` },
    "too_many_tokens",
  ],
  [
    "too many directives",
    {
      query: `{ apiVersion ${Array(graphqlLimits.maxDirectives + 1)
        .fill("@include(if: true)")
        .join(" ")} }`,
    },
    "too_many_directives",
  ],
];

describe("refusals of /graphql limits", () => {
  it.each(cases)("%s: 400 with its code, no 'Syntax Error' prefix, nothing executed", async (_name, body, code) => {
    const before = executions;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.type).toMatch(/^application\/graphql-response\+json/);
    const errors = Array.isArray(response.body)
      ? response.body.flatMap((result: any) => result.errors ?? [])
      : response.body.errors;
    expect(errors.map((error: any) => error.extensions.code)).toContain(code);
    for (const error of errors) expect(error.message).not.toMatch(/^Syntax Error/);
    expect(response.body.data ?? null).toBeNull();
    expect(executions).toBe(before);
  });

  it("answers the same refusal 200 under application/json (legacy clients)", async () => {
    const response = await post({ query: `{ ${tree} }` }, "application/json");
    expect(response.status).toBe(200);
    expect(response.body.errors[0].extensions).toEqual({ code: "query_too_costly" });
  });

  it("counts the depth of fields, not of the fragments that spell them", async () => {
    // `__type`, `levels` of `ofType` each spelt by a fragment of its own, then `name`: levels + 2 fields deep.
    const throughFragments = (levels: number) =>
      `{ __type(name: "Course") { ...F0 } } ` +
      Array.from({ length: levels }, (_, at) =>
        at === levels - 1
          ? `fragment F${at} on __Type { ofType { name } }`
          : `fragment F${at} on __Type { ofType { ...F${at + 1} } }`,
      ).join(" ");
    const within = await post({ query: throughFragments(graphqlLimits.maxDepth - 2) });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    expect(within.body.data.__type).not.toBeNull();
    const over = await post({ query: throughFragments(graphqlLimits.maxDepth - 1) });
    expect(over.status).toBe(400);
    expect(over.body.errors.map((error: any) => error.extensions.code)).toEqual(["too_deep"]);
  });

  it("takes the REST facade's own queries, sent as text, within the document limits", async () => {
    const limits = ["too_deep", "too_many_aliases", "too_many_tokens", "too_many_directives"];
    for (const [name, document] of loadOperations()) {
      if (getOperationAST(document)?.operation !== "query") continue;
      // Without their variables: refused by validation at worst, after the limits have passed them.
      const response = await post({ query: print(document), operationName: name });
      const codes = (response.body.errors ?? []).map((error: any) => error.extensions?.code);
      expect(
        codes.filter((code: string) => limits.includes(code)),
        name,
      ).toEqual([]);
    }
  });

  it("lets a batch within the budget through", async () => {
    const response = await post(Array.from({ length: 5 }, () => ({ query: "{ courses { id title } }" })));
    expect(response.status).toBe(200);
    expect(response.body.every((result: any) => Array.isArray(result.data.courses))).toBe(true);
  });
});

describe("load shedding over /graphql", () => {
  it("answers new executions 503 with Retry-After under memory pressure, and still serves cached reads and /config.json", async () => {
    const catalogue = { query: "query ShedCatalogue { courses { id title } }" };
    expect((await post(catalogue)).status).toBe(200);
    const underPressure = { maxExecutions: 4, maxWaiting: 4, maxWaitMs: 1_000, heapLimitBytes: 0, heapUsed: () => 1 };
    await withExecutionGate(gateway, underPressure, async () => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: GRAPHQL_RESPONSE },
        body: JSON.stringify({ query: "{ apiVersion }" }),
      });
      expect(response.status).toBe(503);
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      // The seconds in the error too: a browser's Apollo Client hands over a GraphQL answer's errors, not its headers.
      const body = await response.json();
      expect(body.errors[0].extensions).toEqual({ code: "service_unavailable", retryAfter });
      expect((await post(catalogue)).status, "a cached read needs no execution").toBe(200);
      expect((await fetch(`${gateway.url}/config.json`)).status).toBe(200);
    });
  });
});

describe("the answer size cap", () => {
  it("replaces an answer over GRAPHQL_MAX_ANSWER_BYTES with answer_too_large", async () => {
    const small = await startTestGateway({
      GRAPHQL_MAX_ANSWER_BYTES: String(64 * 1024),
      GRAPHQL_INTROSPECTION: "true",
    });
    try {
      // Introspection is priced at nothing (query-cost.ts) but its answer is large.
      const schemaText =
        "__schema { types { name description fields { name description args { name description } type { name kind } } } }";
      const query = `{ a: ${schemaText} b: ${schemaText} c: ${schemaText} d: ${schemaText} }`;
      const response = await fetch(`${small.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: GRAPHQL_RESPONSE },
        body: JSON.stringify({ query }),
      });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(JSON.parse(text)).toEqual({
        errors: [
          { message: expect.stringMatching(/larger than 65536 bytes/), extensions: { code: "answer_too_large" } },
        ],
      });
      const within = await fetch(`${small.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ apiVersion }" }),
      });
      expect(within.status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
