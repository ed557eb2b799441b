// GraphQL over HTTP: a request refused by a limit is answered 400 under application/graphql-response+json (200
// under legacy application/json) with a stable extensions.code and a plain message, before anything runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
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
const aliases = (count: number, selection: string) => Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(" ");
/** Deep without lists (which the budget would refuse first): `ofType` is one object. */
const deep = `{ __type(name: "Course") { ${"ofType { ".repeat(graphqlLimits.maxDepth + 1)}name${" }".repeat(graphqlLimits.maxDepth + 1)} } }`;

const cases: Array<[string, unknown, string]> = [
  ["the course tree", { query: `{ ${tree} }` }, "query_too_costly"],
  ["a batch over the budget together", Array.from({ length: 5 }, () => ({ query: `{ ${aliases(4, "courses { id title description lessons { id title } }")} }` })), "query_too_costly"],
  ["the tree under 15 aliases, batched", Array.from({ length: 5 }, (_, index) => ({ query: `query W${index} { ${aliases(15, tree)} }` })), "too_many_aliases"],
  ["too many aliases", { query: `{ ${aliases(graphqlLimits.maxAliases + 1, "apiVersion")} }` }, "too_many_aliases"],
  ["too deep", { query: deep }, "too_deep"],
  ["too many tokens", { query: `{ ${Array(graphqlLimits.maxTokens).fill("apiVersion").join(" ")} }` }, "too_many_tokens"],
  ["too many directives", { query: `{ apiVersion ${Array(graphqlLimits.maxDirectives + 1).fill("@include(if: true)").join(" ")} }` }, "too_many_directives"],
];

describe("refusals of /graphql limits", () => {
  it.each(cases)("%s: 400 with its code, no 'Syntax Error' prefix, nothing executed", async (_name, body, code) => {
    const before = executions;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.type).toMatch(/^application\/graphql-response\+json/);
    const errors = Array.isArray(response.body) ? response.body.flatMap((result: any) => result.errors ?? []) : response.body.errors;
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

  it("lets a batch within the budget through", async () => {
    const response = await post(Array.from({ length: 5 }, () => ({ query: "{ courses { id title } }" })));
    expect(response.status).toBe(200);
    expect(response.body.every((result: any) => Array.isArray(result.data.courses))).toBe(true);
  });
});
