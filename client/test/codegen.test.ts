// @vitest-environment node
// Fails when the generated typed documents (client/src/gql) are stale against schema/schema.graphql or the
// .graphql documents: run `npm run generate` and commit the change that caused it.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const cli = path.join(root, "node_modules/@graphql-codegen/cli/cjs/bin.js");

it("generated GraphQL documents are up to date", { timeout: 120_000 }, async () => {
  const run = promisify(execFile)(process.execPath, [cli, "--config", "codegen.ts", "--check"], { cwd: root });
  await expect(
    run.then(() => "fresh").catch((error: { stdout?: string; stderr?: string }) => `${error.stdout}\n${error.stderr}`),
  ).resolves.toBe("fresh");
});
