import os from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: server code against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
// and the client's component tests in jsdom. Heavier suites live in vitest.reliability.config.ts.
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
          environment: "node",
          // graphql 16 ships CJS (main) and ESM (module) copies; source files would get the ESM one while Pothos and
          // graphql-scalars load the CJS one, tripping graphql's "another module or realm" check. One copy for all:
          alias: { graphql: "graphql/index.js" },
          include: [
            "prisma/**/*.test.ts",
            "schema/**/*.test.ts",
            "gateway/**/*.test.ts",
            "bench/**/*.test.ts",
            "test/**/*.test.ts",
            "client/scripts/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "**/*.reliability.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      "client/vitest.config.{ts,mts}",
    ],
  },
});
