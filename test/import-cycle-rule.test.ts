// The tree's import-cycle rule (lint-rules/import-cycle.js) sees a loop closed by a type import, which import-x's
// no-cycle skips, and the lint config applies it to the domain layer.
import { ESLint } from "eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import local from "../lint-rules/import-cycle.js";

const FIXTURE = "test/fixtures/type-only-cycle";

/** ESLint over the fixture with only the given cycle rule, resolving as the tree's config does. */
function linter(rule: "local/import-cycle" | "import-x/no-cycle") {
  return new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser },
        plugins: { local, "import-x": importX },
        settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: ["tsconfig.json"] })] },
        rules: { [rule]: "error" },
      },
    ],
  });
}

const cycles = async (rule: Parameters<typeof linter>[0]) => {
  const results = await linter(rule).lintFiles([FIXTURE]);
  return results.flatMap((result) =>
    result.messages.map((message) => `${result.filePath.split("/").pop()}: ${message.message}`),
  );
};

describe("the import-cycle rule", () => {
  it("fails a loop one of whose edges is a type import, on every file of the loop", async () => {
    const found = await cycles("local/import-cycle");
    expect(found).toHaveLength(4);
    expect(found).toContain(
      `papers.ts: Dependency cycle, type imports included: ${FIXTURE}/papers.ts -> ${FIXTURE}/exam.ts -> ` +
        `${FIXTURE}/attempts.ts -> ${FIXTURE}/finalize.ts -> ${FIXTURE}/papers.ts`,
    );
  });

  it("is needed: import-x's no-cycle passes the same loop", async () => {
    expect(await cycles("import-x/no-cycle")).toEqual([]);
  });

  it("is the cycle rule of the domain layer in the tree's lint config", async () => {
    const config = await new ESLint().calculateConfigForFile("schema/src/modules/mock-tests/mock-tests.errors.ts");
    expect(config.rules["local/import-cycle"]).toEqual([2]);
  });
});
