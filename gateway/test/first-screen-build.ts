// Builds the server renderer (client/src/ssr, as `npm run build` does) for tests that check server-rendered
// pages through a real gateway. The build is kept in the temporary directory under a hash of its inputs, so
// test files share it and a source change builds afresh.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashInputs } from "../../client/scripts/build-if-stale.ts";

const root = path.resolve(import.meta.dirname, "../..");
const inputs = [
  "client/src",
  "client/scripts",
  "client/index.html",
  "client/vite.config.ts",
  "schema/schema.graphql",
  "graphql/fragments",
  "package-lock.json",
];

/** A client dist directory (the shell index.html) with the server renderer built beside it in dist-ssr. */
export function buildFirstScreens(): string {
  const base = path.join(os.tmpdir(), `vidyapath-first-screens-${hashInputs(root, inputs).slice(0, 16)}`);
  const dist = path.join(base, "dist");
  if (fs.existsSync(path.join(base, "dist-ssr", "first-screen-worker.js"))) return dist;
  // Built next to the final place and renamed into it: test files building at once never see half a build.
  const building = fs.mkdtempSync(`${base}-building-`);
  const vite = path.join(root, "node_modules", ".bin", "vite");
  const build = spawnSync(
    vite,
    [
      "build",
      "--ssr",
      "src/ssr/first-screen-worker.ts",
      "--outDir",
      path.join(building, "dist-ssr"),
      "--emptyOutDir",
      "--logLevel",
      "error",
    ],
    {
      cwd: path.join(root, "client"),
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    },
  );
  if (build.status !== 0) throw new Error(`server renderer build failed: ${build.stderr || build.stdout}`);
  fs.mkdirSync(path.join(building, "dist"));
  // The development shell carries the same title, description and root element as the built one.
  fs.copyFileSync(path.join(root, "client", "index.html"), path.join(building, "dist", "index.html"));
  try {
    fs.renameSync(building, base);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dist;
}
