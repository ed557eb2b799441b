import { defineConfig } from "vitest/config";

// The heavier suites (concurrency, faults with child processes, nginx, fuzzing). Files run one after another:
// several of them spawn gateways and load them, and the machine has 2 cores shared with everything else.
export default defineConfig({
  test: {
    name: "reliability",
    environment: "node",
    // Same single graphql copy as the server project (see vitest.config.ts).
    alias: { graphql: "graphql/index.js" },
    include: ["prisma/**/*.reliability.test.ts", "schema/**/*.reliability.test.ts", "gateway/**/*.reliability.test.ts"],
    exclude: ["**/node_modules/**"],
    fileParallelism: false,
    pool: "forks",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
