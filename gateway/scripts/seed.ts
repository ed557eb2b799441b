// `npm run seed`: opens the database and the file storage the way the gateway does (DATABASE_URL, else PGlite
// under DATA_DIR/pg; STORAGE=s3, else DATA_DIR/files) and re-runs the idempotent seed. With embedded PGlite, stop
// the gateway first: PGlite allows one process per data directory.
import path from "node:path";
import { openDatabase, type DatabaseTarget } from "@app/db";
import { seed } from "@app/db/seed";
import { loadConfig } from "../src/config/env.ts";
import { openStorage } from "../src/files/open-storage.ts";

const config = loadConfig();
const target: DatabaseTarget = config.DATABASE_URL
  ? { kind: "postgres", location: config.DATABASE_URL }
  : { kind: "pglite", location: path.join(config.dataDir, "pg") };
const demoUser = !config.production;

const db = await openDatabase({ target });
const files = await openStorage(config);
try {
  await seed(db, { files, demoUser });
  const [courses, lessons, users] = await Promise.all([
    db.prisma.course.count(),
    db.prisma.lesson.count(),
    db.prisma.user.count(),
  ]);
  console.log(
    `Seeded ${target.kind} database (files in ${files.location}): ${courses} courses, ${lessons} lessons, ${users} users.`,
  );
  if (demoUser)
    console.log(
      "Demo accounts: demo@example.com / demo12345 (learner), admin@example.com / admin12345 (admin), instructor@example.com / instructor12345 (instructor).",
    );
} finally {
  files.close();
  await db.close();
}
