import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { printedSchema, schemaFile } from "./print-schema.ts";

describe("schema/schema.graphql", () => {
  it("matches the schema the code builds (run `npm run generate` when this fails)", () => {
    expect(fs.readFileSync(schemaFile, "utf8")).toBe(printedSchema());
  });
});
