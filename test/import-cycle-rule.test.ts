// The tree's import-cycle rule (lint-rules/import-cycle.js) sees a loop closed by a type import, which import-x's
// no-cycle skips, sees a loop closed on disk at once although it keeps what it found for a lint run, and the lint
// config applies it to the whole tree.
import fs from "node:fs";
import path from "node:path";
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

const cycles = async (rule: Parameters<typeof linter>[0], files = FIXTURE) => {
  const results = await linter(rule).lintFiles([files]);
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

  it("sees a loop closed on disk at once in the file closing it, in the same lint process", async () => {
    // Inside the repository: ESLint lints no file outside its base path.
    const copy = fs.mkdtempSync(path.join(FIXTURE, "..", "cycle-copy-"));
    try {
      fs.cpSync(FIXTURE, copy, { recursive: true });
      const papers = path.join(copy, "papers.ts");
      const closing = fs.readFileSync(papers, "utf8");
      fs.writeFileSync(papers, `export const paperOf = (id: string): string[] => [id];\n`);
      expect(await cycles("local/import-cycle", copy)).toEqual([]);
      fs.writeFileSync(papers, closing);
      // A later mtime than the first lint saw, whatever the file system's clock granularity.
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(papers, later, later);
      // The file saved, as an editor lints it; the loop's other files see it when their component is found again.
      expect(await cycles("local/import-cycle", papers)).toEqual([
        `papers.ts: Dependency cycle, type imports included: ${papers} -> ${copy}/exam.ts -> ${copy}/attempts.ts -> ` +
          `${copy}/finalize.ts -> ${papers}`,
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("is the tree's one cycle rule, in every workspace", async () => {
    const eslint = new ESLint();
    for (const file of [
      "schema/src/modules/mock-tests/mock-tests.errors.ts",
      "prisma/src/index.ts",
      "gateway/src/services.ts",
      "client/src/components/notifications/notifications.tsx",
      "bench/run.ts",
      "e2e/payments.spec.ts",
      "eslint.config.js",
    ]) {
      const { rules } = await eslint.calculateConfigForFile(file);
      expect([file, rules["local/import-cycle"]]).toEqual([file, [2]]);
      expect(rules["import-x/no-cycle"]).toBeUndefined();
    }
  });
});
