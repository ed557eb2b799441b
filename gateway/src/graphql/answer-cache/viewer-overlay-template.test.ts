// The overlay's template against graphql-js execution on a small schema of its own: aliases, a field selected
// twice, @skip, nulls and lists; and a failed or unfit load answers nothing, so the request is executed instead.
import {
  execute,
  GraphQLBoolean,
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from "graphql";
import { describe, expect, it } from "vitest";
import { overlayPlan, type Context } from "@app/schema";
import { overlayText, prepareOverlay } from "./viewer-overlay.ts";

const enrolledIn = new Set(["b"]);
const items = [
  { id: "a", title: 'A "quoted" title' },
  { id: "b", title: "B" },
];

function schemaWith(load: (context: Context, keys: readonly string[]) => Promise<readonly unknown[]>) {
  const Item = new GraphQLObjectType({
    name: "Item",
    extensions: { contentCache: "public" },
    fields: {
      id: { type: new GraphQLNonNull(GraphQLID) },
      title: { type: GraphQLString },
      mine: {
        type: new GraphQLNonNull(GraphQLBoolean),
        extensions: { contentCache: "viewer", contentCacheBatch: { key: "id", load } },
        resolve: (item: { id: string }, _args, context: { viewer: unknown }) =>
          context.viewer ? enrolledIn.has(item.id) : false,
      },
    },
  });
  const Query = new GraphQLObjectType({
    name: "Query",
    fields: {
      items: { type: new GraphQLList(Item), extensions: { contentCache: "public" }, resolve: () => items },
      none: { type: Item, extensions: { contentCache: "public" }, resolve: () => null },
    },
  });
  return new GraphQLSchema({ query: Query });
}

const flags = async (_context: Context, keys: readonly string[]) => keys.map((key) => enrolledIn.has(key));
const viewer = { viewer: { userId: "u", authId: "a", role: "student" } } as unknown as Context;

async function overlaidAndExecuted(source: string, variableValues: Record<string, unknown> = {}) {
  const schema = schemaWith(flags);
  const document = parse(source);
  const plan = overlayPlan(schema, document)!;
  const base = await execute({ schema, document: plan.document, variableValues, contextValue: { viewer: null } });
  const prepared = prepareOverlay(plan, base.data);
  const anonymous = await execute({ schema, document, variableValues, contextValue: { viewer: null } });
  const signedIn = await execute({ schema, document, variableValues, contextValue: viewer });
  return {
    anonymous: [JSON.stringify({ data: prepared.data }), JSON.stringify({ data: anonymous.data })],
    signedIn: [await overlayText(prepared.template!, viewer), JSON.stringify({ data: signedIn.data })],
  };
}

describe("the viewer overlay's template", () => {
  it.each([
    ["a plain selection", "{ items { id title mine } }", {}],
    [
      "an alias, the field twice and a fragment",
      "{ items { a: mine ...F title mine } } fragment F on Item { mine }",
      {},
    ],
    ["no key selected by the client, and a null parent", "{ none { mine } items { title mine } }", {}],
    ["@skip on the field", "query ($s: Boolean!) { items { id mine @skip(if: $s) } }", { s: true }],
    ["@include on the field", "query ($s: Boolean!) { items { id mine @include(if: $s) } }", { s: true }],
  ])("answers %s as execution does", async (_name, source, variables) => {
    const { anonymous, signedIn } = await overlaidAndExecuted(source, variables);
    expect(anonymous[0]).toBe(anonymous[1]);
    expect(signedIn[0]).toBe(signedIn[1]);
  });

  it("answers nothing when a load fails or gives a value its field cannot take", async () => {
    const document = parse("{ items { id mine } }");
    for (const load of [
      async () => Promise.reject(new Error("database down")),
      async (_context: Context, keys: readonly string[]) => keys.map(() => null),
      async (_context: Context, keys: readonly string[]) => keys.map(() => ({ not: "a boolean" })),
    ]) {
      const schema = schemaWith(load);
      const plan = overlayPlan(schema, document)!;
      const base = await execute({ schema, document: plan.document, contextValue: { viewer: null } });
      expect(await overlayText(prepareOverlay(plan, base.data).template!, viewer)).toBeUndefined();
    }
  });

  it("does not overlay a document that uses the key aliases' names", () => {
    const schema = schemaWith(flags);
    const plan = overlayPlan(schema, parse("{ items { id mine } }"))!;
    const alias = [...plan.fields.keys()][0];
    expect(overlayPlan(schema, parse(`{ items { ${alias}: id mine } }`))).toBeUndefined();
  });
});
