// The cost model prices list sizes: every document the client and the REST facade send fits one request's
// budget with room to spare, and the documents of an attack (the whole course tree under many aliases, batched,
// or behind nested fragments) do not.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  getIntrospectionQuery,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  print,
  typeFromAST,
  type DefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from "graphql";
import { toSchema } from "@app/schema";
import { captionLimits, listLimits } from "@app/schema/input-limits";
import { loadConfig } from "../config/env.ts";
import { AUDIO_ONLY, LADDER } from "../video/ladder.ts";
import {
  checkRequestCost,
  LIST_SIZES,
  MAX_LIST_ALIASES,
  MAX_RENDITIONS,
  operationCost,
  type OperationRequest,
} from "./query-cost.ts";
import { graphqlLimits } from "./yoga.ts";

const schema = toSchema();
const budget = loadConfig({ NODE_ENV: "test" }).GRAPHQL_COST_LIMIT;
const options = { schema, maxTokens: graphqlLimits.maxTokens, budget };
const repoRoot = path.resolve(import.meta.dirname, "../../..");

function graphqlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".graphql"))
    .map((file) => path.join(dir, file));
}

/** A value of `type`, for the variables an operation requires. */
function sampleValue(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleValue(nullable.ofType)];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.name; // variables name enum values
  if (isInputObjectType(nullable)) {
    const required = Object.values(nullable.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
  }
  const samples: Record<string, unknown> = { Int: 1, Float: 1, Boolean: true, DateTime: "2026-11-26T00:00:00Z" };
  return samples[nullable.name] ?? "1";
}

/** Each operation of the files, as a document with every fragment of the same files (codegen resolves them so). */
function operationsOf(files: string[]): Array<{ name: string; query: string; variables: Record<string, unknown> }> {
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(fs.readFileSync(file, "utf8")).definitions);
  const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  return definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      name: operation.name!.value,
      query: print({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] }),
      variables: Object.fromEntries(
        (operation.variableDefinitions ?? [])
          .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE)
          .map((definition) => [
            definition.variable.name.value,
            sampleValue(typeFromAST(schema, definition.type) as GraphQLInputType),
          ]),
      ),
    }));
}

const sharedFragments = graphqlFiles(path.join(repoRoot, "graphql/fragments"));
const clientOperations = operationsOf([...graphqlFiles(path.join(repoRoot, "client/src")), ...sharedFragments]);
const restOperations = operationsOf([
  ...graphqlFiles(path.join(repoRoot, "gateway/src/rest/operations")),
  ...sharedFragments,
]);
// The console's lesson editor loads a course's whole authoring tree (every lesson with its contents and video) in
// one signed-in staff request: it keeps half the budget to spare; learners' and third parties' documents, three quarters.
const consoleOperations = new Set(
  operationsOf(graphqlFiles(path.join(repoRoot, "client/src/features/admin"))).map((operation) => operation.name),
);
// A mock test's paper and its result are one learner's read of a whole paper (up to 200 questions, each with both
// languages' options and a figure, docs/mock-tests.md), sent alone: they keep half the budget to spare too.
const wholePaperOperations = new Set([
  "StartMockTestAttempt",
  "MockTestAttempt",
  "MockTestResult",
  "RestStartMockTestAttempt",
  "RestMockTestAttempt",
  "RestSubmitMockTestAttempt",
  "RestMockTestResult",
]);
const share = (name: string) => (consoleOperations.has(name) || wholePaperOperations.has(name) ? 2 : 4);

const a15 = Array.from({ length: 15 }, (_, index) => `a${index}: courses { lessons { contents { id title } } }`).join(
  " ",
);

describe("cost of the project's own documents", () => {
  it.each([...clientOperations, ...restOperations].map((operation) => [operation.name, operation] as const))(
    "%s fits its share of one request's budget",
    (name, operation) => {
      const priced = operationCost(options, {
        query: operation.query,
        operationName: name,
        variables: operation.variables,
      });
      expect(priced, name).not.toBeNull();
      expect(priced!.cost, name).toBeLessThanOrEqual(budget / share(name));
      expect(priced!.listAliases).toBeLessThanOrEqual(MAX_LIST_ALIASES);
    },
  );

  it("prices introspection (GraphiQL's own query) at nothing: it reads the schema, not the data", () => {
    expect(operationCost(options, { query: getIntrospectionQuery() })).toEqual({ cost: 0, listAliases: 0 });
  });

  it("finds the client's and the REST facade's documents", () => {
    expect(clientOperations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(["Courses", "CourseDetail"]),
    );
    expect(restOperations.length).toBeGreaterThan(10);
  });
});

describe("cost of attacks", () => {
  const refusedWith = (requests: OperationRequest[]) => {
    try {
      checkRequestCost(options, requests);
    } catch (error) {
      return (error as { extensions: { code: string } }).extensions.code;
    }
    return "accepted";
  };

  it("counts list sizes: the course tree once is over the budget", () => {
    const tree = operationCost(options, { query: "{ courses { lessons { contents { id title } } } }" })!;
    expect(tree.cost).toBeGreaterThan(budget);
    expect(refusedWith([{ query: "{ courses { lessons { contents { id title } } } }" }])).toBe("query_too_costly");
  });

  it("refuses the whole tree under 15 aliases, also when its lists are small enough alone", () => {
    expect(refusedWith([{ query: `{ ${a15} }` }])).toBe("too_many_aliases");
    const aliases = Array.from({ length: 15 }, (_, index) => `a${index}: course(id: "${index}") { id title }`).join(
      " ",
    );
    expect(refusedWith([{ query: `{ ${aliases} }` }]), "aliases of single objects are priced, not counted").toBe(
      "accepted",
    );
  });

  it("gives a batch one budget: operations that fit alone are refused together", () => {
    const catalogue = clientOperations.find((operation) => operation.name === "Courses")!;
    const one = operationCost(options, { query: catalogue.query })!.cost;
    const fitting = Math.floor(budget / one);
    expect(fitting).toBeGreaterThanOrEqual(2);
    const batch = (size: number) =>
      Array.from({ length: size }, () => ({ query: catalogue.query, operationName: "Courses" }));
    expect(refusedWith(batch(fitting))).toBe("accepted");
    expect(refusedWith(batch(fitting + 1))).toBe("query_too_costly");
  });

  it("refuses nested fragments that multiply, after bounded work", () => {
    const levels = Array.from({ length: 8 }, (_, level) =>
      level === 7
        ? `fragment F7 on Course { id title }`
        : `fragment F${level} on Course { ...F${level + 1} lessons { course { ...F${level + 1} } } }`,
    );
    expect(refusedWith([{ query: `{ course(id: "1") { ...F0 } } ${levels.join(" ")}` }])).toBe("query_too_costly");
  });

  it("uses a `limit` argument as the list's size", () => {
    const cost = (limit: number) =>
      operationCost(options, {
        query: `query($n: Int) { auditLog(limit: $n) { items { id action } } }`,
        variables: { n: limit },
      })!.cost;
    expect(cost(200)).toBeGreaterThan(cost(10) * 10);
  });
});

describe("prices of lists", () => {
  const cost = (query: string, variables: Record<string, unknown> = {}) =>
    operationCost(options, { query, variables })!.cost;
  const refusal = (query: string) => {
    try {
      checkRequestCost(options, [{ query }]);
    } catch (error) {
      return (error as Error).message;
    }
    return "accepted";
  };

  it("prices the course tree at 99,300 without limits, and at what it asks for with them", () => {
    const tree = (courses: string, lessons: string) =>
      `{ courses${courses} { id title lessons${lessons} { id title contents { id title } } } }`;
    // 100 courses of 30 lessons of 10 contents, each item 1 and its two values 2.
    expect(cost(tree("", ""))).toBe(100 * (3 + 30 * (3 + 10 * 3)));
    expect(cost(tree("(limit: 6)", ""))).toBe(6 * (3 + 30 * (3 + 10 * 3)));
    expect(cost(tree("(limit: 6)", "(limit: 7)"))).toBe(6 * (3 + 7 * (3 + 10 * 3)));
    expect(cost(`{ lesson(id: "1") { contents(limit: 3) { id } } }`)).toBe(1 + 3 * 2);
  });

  it("prices a lesson video's renditions and captions at the most the product makes", () => {
    expect(MAX_RENDITIONS).toBe(LADDER.length + [AUDIO_ONLY].length);
    expect(LIST_SIZES["LessonVideo.captions"]).toBe(captionLimits.languagesPerLesson);
    const video = `{ lesson(id: "1") { video { renditions { height url } captions { language url } } } }`;
    expect(cost(video)).toBe(1 + 1 + MAX_RENDITIONS * 3 + captionLimits.languagesPerLesson * 3);
  });

  it("sizes a page by its `first`, as it sizes a list by its `limit`", () => {
    const questions = (first: string, answers: string) =>
      `{ lessonQuestions(lessonId: "1"${first}) { totalCount nodes { id title answers${answers} { id body } } } }`;
    // A page of 20 by default, each with its total, node and 100 answers at most without a limit.
    expect(cost(questions("", ""))).toBe(20 * (1 + 1 + 1 * (1 + 2 + 100 * 3)));
    expect(cost(questions(", first: 50", "(limit: 5)"))).toBe(50 * (1 + 1 + 1 * (1 + 2 + 5 * 3)));
    expect(cost(`query($n: Int) { notifications(first: $n) { items { id } } }`, { n: 7 })).toBe(7 * (1 + 1 * 2));
  });

  it("gives the lists a third party narrows a `limit`, priced at what it asks even past its bound", () => {
    const takesLimit = (type: string, field: string) => {
      const named = schema.getType(type);
      return isObjectType(named) && named.getFields()[field]!.args.some((argument) => argument.name === "limit");
    };
    const narrowable = [
      ["Query", "courses"],
      ["Course", "lessons"],
      ["Lesson", "contents"],
      ["Query", "lessonContents"],
      ["DiscussionQuestion", "answers"],
      ...["news", "internships", "placements", "exams", "testimonials", "mockTests"].map((list) => ["Query", list]),
    ];
    expect(narrowable.filter(([type, field]) => !takesLimit(type!, field!))).toEqual([]);
    // Validation refuses it when it runs (list-limit.test.ts); the price is what was asked.
    const over = `{ courses(limit: ${listLimits.courses + 1}) { id } }`;
    expect(cost(over)).toBe((listLimits.courses + 1) * 2);
  });

  it("says in a refusal which list costs most, that it takes `limit`, and the budget", () => {
    expect(refusal("{ courses { id title lessons { id title contents { id title } } } }")).toBe(
      "Request too costly: 99,300, at most 20,000 per request (batched operations count together). The costliest " +
        "list is Query.courses, 99,300 where it appears (priced at 100 items without a limit): pass it `limit` to " +
        "ask for fewer, or split the request.",
    );
    // The outer list has its limit: the advice moves to the inner list that has none.
    expect(refusal("{ courses(limit: 100) { id lessons { id contents { id title body: content } } } }")).toMatch(
      /The costliest list is Course\.lessons, [\d,]+ where it appears \(priced at 30 items without a limit\): pass it `limit`/,
    );
    const answers = "answers(limit: 100) { id body authorName createdAt voteCount }";
    expect(refusal(`{ lessonQuestions(lessonId: "1", first: 50) { nodes { ${answers} } } }`)).toMatch(
      /The costliest list is Query\.lessonQuestions, [\d,]+ where it appears \(priced at its first of 50\): pass it a smaller `first`/,
    );
  });
});

describe("prices of trusted documents", () => {
  const byId = (query: string) => {
    const document = parse(query);
    return { ...options, persisted: (id: string) => (id === "known" ? document : undefined) };
  };
  const sent = (variables: Record<string, unknown>): OperationRequest => ({
    extensions: { persistedQuery: { version: 1, sha256Hash: "known" } },
    variables,
  });

  it("remembers the price of a document whose variables cannot change it", () => {
    const trusted = byId(`mutation($id: ID!, $s: Int!) { completeLesson(lessonId: $id) { id watchTime } }`);
    const first = operationCost(trusted, sent({ id: "1", s: 5 }));
    expect(first?.cost).toBeGreaterThan(0);
    expect(operationCost(trusted, sent({ id: "2", s: 10 }))).toBe(first);
  });

  it("prices a document again when a variable sets a list's size or includes a field", () => {
    const limited = byId(`query($n: Int) { auditLog(limit: $n) { items { id action } } }`);
    expect(operationCost(limited, sent({ n: 200 }))!.cost).toBeGreaterThan(
      operationCost(limited, sent({ n: 10 }))!.cost * 10,
    );
    const included = byId(`query($all: Boolean!) { auditLog(limit: 50) { items { id action @include(if: $all) } } }`);
    expect(operationCost(included, sent({ all: true }))!.cost).toBeGreaterThan(
      operationCost(included, sent({ all: false }))!.cost,
    );
  });
});
