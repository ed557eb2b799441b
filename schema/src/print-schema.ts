// Prints the sorted SDL to schema/schema.graphql, the contract codegen and reviewers read.
import fs from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { toSchema } from "./index.ts";

export const schemaFile = path.resolve(import.meta.dirname, "../schema.graphql");

export function printedSchema(): string {
  return `${printSchema(toSchema())}\n`;
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(schemaFile, printedSchema());
  console.log(`wrote ${path.relative(process.cwd(), schemaFile)}`);
}
