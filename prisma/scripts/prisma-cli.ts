// Runs the Prisma CLI with the environment it needs on machines without Prisma's native binaries.
import { spawnSync } from "node:child_process";
import path from "node:path";

const prismaDir = path.resolve(import.meta.dirname, "..");
const result = spawnSync("prisma", [...process.argv.slice(2), "--config", path.join(prismaDir, "prisma.config.ts")], {
  cwd: prismaDir,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_QUERY_ENGINE_LIBRARY: "/dev/null",
    PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    DATABASE_URL: process.env.DATABASE_URL || "postgresql://unused@localhost/unused",
  },
});
process.exit(result.status ?? 1);
