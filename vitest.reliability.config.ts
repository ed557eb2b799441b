import { defineConfig } from "vitest/config";

// The heavier suites (concurrency, faults with child processes, nginx, fuzzing). Files run one after another:
// several of them spawn gateways and load them, and the machine has 2 cores shared with everything else.
//
// CI (.ci/run) runs the suite in two groups. Most files prove what happens (a crash, a limit, hostile input) and
// hold on a busy machine: they run beside the browser journeys, on the core those leave idle
// (RELIABILITY_GROUP=beside). The files below time something against a limit, load the machine themselves or
// transcode video: they run afterwards, with the machine to themselves (RELIABILITY_GROUP=quiet). A new file that
// asserts a latency, a duration or a throughput, or that loads the cores, belongs in this list. Without the
// variable, `npm run test:reliability` runs every file.
const quietOnly = [
  "gateway/src/security/campus-watch.reliability.test.ts",
  "gateway/src/auth/signin-burst.reliability.test.ts",
  "gateway/src/auth/recover-timing.reliability.test.ts",
  "gateway/src/graphql/graphql-flood.reliability.test.ts",
  "gateway/src/graphql/memory-bounds.reliability.test.ts",
  "gateway/src/health/db-outage.reliability.test.ts",
  "gateway/src/http/http-hardening.reliability.test.ts",
  "gateway/src/http/scale-out.reliability.test.ts",
  "gateway/src/http/replicas.reliability.test.ts",
  "gateway/src/rest/concurrency.reliability.test.ts",
  "gateway/src/graceful-shutdown.reliability.test.ts",
  "gateway/src/video/video-limits.reliability.test.ts",
  "gateway/src/video/video-crash.reliability.test.ts",
];
const all = ["prisma/**/*.reliability.test.ts", "schema/**/*.reliability.test.ts", "gateway/**/*.reliability.test.ts"];
const group = process.env.RELIABILITY_GROUP;
if (group !== undefined && group !== "beside" && group !== "quiet")
  throw new Error(`RELIABILITY_GROUP must be "beside" or "quiet", not "${group}"`);

export default defineConfig({
  test: {
    name: "reliability",
    environment: "node",
    // Same single graphql copy as the server project (see vitest.config.ts).
    alias: { graphql: "graphql/index.js" },
    include: group === "quiet" ? quietOnly : all,
    exclude: ["**/node_modules/**", ...(group === "beside" ? quietOnly : [])],
    fileParallelism: false,
    pool: "forks",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
