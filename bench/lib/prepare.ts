// Everything a run needs before the first request: a built client, the seeded database with the bench
// courses, and the gateway's environment (production settings with generated secrets).
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import net from "node:net";
import path from "node:path";
import { directoryFiles, seed } from "@app/db/seed";
import { writeCourseWithLessons, type BenchCourse } from "../../gateway/test/course-fixtures.ts";
import type { BenchDatabase } from "./bench-database.ts";

export interface BenchCourses {
  twenty: BenchCourse;
  twoHundred: BenchCourse;
}

/** Typed documents, then the Vite build; null when it fails (the client figures are then skipped). */
export function buildClient(root: string): string | null {
  try {
    const quiet = { cwd: root, stdio: ["ignore", "ignore", "pipe"] as ("ignore" | "pipe")[] };
    execFileSync("npx", ["graphql-codegen", "--config", "codegen.ts"], quiet);
    execFileSync("npm", ["run", "build", "-w", "@app/client"], quiet);
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    return (
      stderr
        .split("\n")
        .find((line) => /error|could not/i.test(line))
        ?.trim() ?? "build failed"
    );
  }
}

/**
 * The seed with its demo learner (a production gateway never creates one, and the authenticated scenario
 * signs in as that learner), plus the 20- and 200-lesson courses. Runs before the gateway opens the data.
 */
export function prepareData(database: BenchDatabase): Promise<BenchCourses> {
  return database.use(async (db) => {
    await seed(db, { files: directoryFiles(path.join(database.dataDir, "files")), demoUser: true });
    const twenty = await writeCourseWithLessons(db, "Bench: a course of 20 lessons", 20, 1);
    const twoHundred = await writeCourseWithLessons(db, "Bench: a course of 200 lessons", 200, 2);
    // The learner enrols in both (the soak) through POST /api/enrollments, which refuses a paid course (decision 030).
    const ids = [twenty.id, twoHundred.id];
    await db.prisma.course.updateMany({ where: { id: { in: ids } }, data: { pricePaise: 0 } });
    return { twenty, twoHundred };
  });
}

export async function gatewayEnv(database: BenchDatabase): Promise<Record<string, string>> {
  // BENCH_PORT when the machine's ports are shared out among people; else any free one.
  const port = process.env.BENCH_PORT ?? String(await freePort());
  return {
    ...database.env,
    PORT: port,
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: "production",
    // The bench signs nobody up by mail.
    MAIL_DELIVERY: "off",
    LOG_LEVEL: "warn",
    SEED: "true",
    // `npm run serve` starts this entry instead of gateway/src/main.ts: the same gateway plus the floor routes.
    GATEWAY_MAIN: "bench/baseline/serve.ts",
    // The load comes from one address and a few accounts at thousands of requests a second: not a client the
    // per-client budgets are for.
    RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: "1000000000",
    RATE_LIMIT_ACCOUNT_COST_PER_MINUTE: "1000000000",
    RATE_LIMIT_SESSION_COST_PER_MINUTE: "1000000000",
    RATE_LIMIT_READS_IN_FLIGHT: "100000",
    SUPABASE_JWT_SECRET: crypto.randomBytes(32).toString("base64url"),
    BACKEND_JWT_SECRET: crypto.randomBytes(32).toString("base64url"),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
