// A soak run for finding where the memory goes (decision 045), stored nowhere but bench/results/: the soak of
// bench/lib/soak/ with its memory breakdowns and, with BENCH_SOAK_SNAPSHOTS=1, heap snapshots, without replacing the
// stored soak in bench/results.json and docs/performance.md (a short run is no figure for those).
//   BENCH_SOAK_MINUTES=2 BENCH_SOAK_SLICE_SECONDS=15 BENCH_SOAK_BUILD=0 node --import tsx bench/lib/memory/memory-soak.ts
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { runSoak, soakMachine, soakSettings } from "../soak/soak.ts";
import { soakMarkdown } from "../soak/soak-report.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const machine = soakMachine();
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
const result = await runSoak(root, soakSettings(), (line) => console.log(line));
const record = {
  ...result,
  finishedAt: new Date().toISOString(),
  commit,
  machine,
};
console.log(`\n${soakMarkdown(record)}\n`);
fs.writeFileSync(path.join(root, "bench/results/memory-soak.json"), `${JSON.stringify(record, null, 2)}\n`);
