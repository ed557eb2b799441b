// `npm start` runs this instead of an unconditional build: generation and the client build (~20 s) run only when
// one of their inputs changed since the last successful build, recorded as a hash of those inputs in client/dist.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const stampFile = path.join(root, "client/dist/.build-inputs");
// What `npm run build` reads: the client's sources, the domain schema it generates types from, and the lock file.
export const inputs = [
  "client/src",
  // The build's own plugins and chunking rules, which vite.config.ts imports.
  "client/scripts",
  "client/public",
  "client/index.html",
  "client/vite.config.ts",
  "client/package.json",
  "codegen.ts",
  "schema/src",
  "prisma/schema.prisma",
  "gateway/src/rest/operations",
  "graphql/fragments",
  "package-lock.json",
];
// Build outputs that must exist besides the stamp (a fresh clone has none of them).
const outputs = [
  "client/dist/index.html",
  "client/dist-ssr",
  "client/src/gql",
  "prisma/generated",
  "gateway/src/rest/generated",
];
const skipped = new Set(["node_modules", "gql", "generated"]);

export function hashInputs(base = root, paths = inputs): string {
  const hash = crypto.createHash("sha256");
  const visit = (relative: string) => {
    const absolute = path.join(base, relative);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const name of fs.readdirSync(absolute).sort()) if (!skipped.has(name)) visit(path.join(relative, name));
      return;
    }
    hash.update(`${relative}\0`).update(fs.readFileSync(absolute)).update("\0");
  };
  paths.forEach(visit);
  return hash.digest("hex");
}

function isFresh(digest: string): boolean {
  if (!outputs.every((output) => fs.existsSync(path.join(root, output)))) return false;
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8").trim() === digest;
}

if (process.argv[1] === import.meta.filename) {
  const digest = hashInputs();
  if (isFresh(digest)) {
    console.log("Client build is up to date (no source changed since the last build).");
  } else {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
    fs.writeFileSync(stampFile, `${digest}\n`);
  }
}
