import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hashInputs, inputs } from "./build-if-stale.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-inputs-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("hashInputs", () => {
  it("is the same for the same sources and changes with any input's content or name", () => {
    const files = { "src/a.tsx": "export const a = 1;", "src/deep/b.ts": "b", "index.html": "<html>" };
    const base = hashInputs(tree(files), ["src", "index.html"]);
    expect(hashInputs(tree(files), ["src", "index.html"])).toBe(base);
    expect(hashInputs(tree({ ...files, "src/deep/b.ts": "b2" }), ["src", "index.html"])).not.toBe(base);
    expect(hashInputs(tree({ ...files, "src/c.ts": "" }), ["src", "index.html"])).not.toBe(base);
  });

  it("ignores generated folders and installed packages", () => {
    const files = { "src/a.tsx": "a" };
    const base = hashInputs(tree(files), ["src"]);
    expect(hashInputs(tree({ ...files, "src/gql/graphql.ts": "x", "src/node_modules/p/index.js": "y" }), ["src"])).toBe(
      base,
    );
  });
});

describe("the build's inputs", () => {
  it("cover every module of this repository that the build configuration imports", () => {
    const config = fs.readFileSync(path.join(import.meta.dirname, "..", "vite.config.ts"), "utf8");
    const local = [...config.matchAll(/^import .* from "(\.{1,2}\/[^"]+)";$/gm)].map((match) =>
      path.posix.join("client", match[1]),
    );
    expect(local.length).toBeGreaterThan(0);
    expect(local.filter((file) => !inputs.some((input) => file === input || file.startsWith(`${input}/`)))).toEqual([]);
  });
});
