// The gateway's bundle (decision 045) behaves as its sources do under tsx: a module finds files beside its own, a
// package installed beside a workspace is still found, and a stack trace names the TypeScript file.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundle } from "./build.ts";

const base = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-bundle-"));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const files: Record<string, string> = {
  "package.json": `{ "type": "module" }`,
  "app/src/main.ts": [
    `import { where, fail } from "./lib/where.ts";`,
    `import { nested } from "nested-only";`,
    `let stack = "";`,
    `try { fail(); } catch (error) { stack = (error as Error).stack ?? ""; }`,
    `console.log(JSON.stringify({ ...where, nested, stack }));`,
  ].join("\n"),
  "app/src/lib/where.ts": [
    `import { createRequire } from "node:module";`,
    `const manifest = createRequire(import.meta.url)("nested-only/package.json") as { name: string };`,
    `export const where = { dir: import.meta.dirname, file: import.meta.filename, url: import.meta.url, manifest: manifest.name };`,
    `export function fail(): never {`,
    `  throw new Error("thrown in where.ts");`,
    `}`,
  ].join("\n"),
  // Installed beside the workspace only (as schema/node_modules/csv-parse): not found from the bundle's directory.
  "app/node_modules/nested-only/package.json": `{ "name": "nested-only", "type": "module", "main": "index.js" }`,
  "app/node_modules/nested-only/index.js": `export const nested = "found";`,
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(base, name)), { recursive: true });
  fs.writeFileSync(path.join(base, name), text);
}

describe("the gateway's bundle", () => {
  it("keeps each module's own location, finds packages beside their workspace and maps stack traces", async () => {
    const built = await bundle(base, "app/src/main.ts", "dist/app/src");
    expect(built.inputs).toEqual(expect.arrayContaining(["app/src/main.ts", "app/src/lib/where.ts"]));
    const out = execFileSync(process.execPath, ["--enable-source-maps", path.join(base, "dist/app/src/main.js")]);
    const seen = JSON.parse(out.toString()) as Record<string, string>;
    const source = path.join(fs.realpathSync(base), "app/src/lib/where.ts");
    expect(seen).toMatchObject({
      dir: path.dirname(source),
      file: source,
      url: `file://${source}`,
      manifest: "nested-only",
      nested: "found",
    });
    expect(seen.stack).toContain(`${source}:5:`);
  });
});
