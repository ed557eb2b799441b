import os from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: server code against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
// and the client's component tests in jsdom. Heavier suites live in vitest.reliability.config.ts.
const inNode = { environment: "node", testTimeout: 30_000, hookTimeout: 60_000, pool: "forks" } as const;

export default defineConfig({
  test: {
    // One worker per core. Vitest's default (cores - 1) leaves a core to its main process, which only transforms and
    // reports while the workers run PGlite and jsdom: on CI's two cores that was one worker and an idle core. CI's
    // PostgreSQL pass, which runs beside the browser journeys, asks for one worker itself (.ci/run).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: "server",
          ...inNode,
          // graphql 16 ships CJS (main) and ESM (module) copies; source files would get the ESM one while Pothos and
          // graphql-scalars load the CJS one, tripping graphql's "another module or realm" check. One copy for all:
          alias: { graphql: "graphql/index.js" },
          include: [
            "prisma/**/*.test.ts",
            "schema/**/*.test.ts",
            "gateway/**/*.test.ts",
            "bench/**/*.test.ts",
            "test/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "**/*.reliability.test.ts"],
          // A worker keeps its modules from one file to the next: each file opens its own database and gateway, and
          // what a gateway hands to module state it takes back when it closes (app.ts). Loading Prisma, PGlite and
          // the schema afresh for every file was half of this project's time (about 650 s of imports in CI's run).
          isolate: false,
        },
      },
      {
        // The client's build scripts run Vite builds, which read the working directory: each file in a fresh worker.
        test: {
          name: "build",
          ...inNode,
          include: ["client/scripts/**/*.test.ts"],
        },
      },
      "client/vitest.config.{ts,mts}",
    ],
  },
});
