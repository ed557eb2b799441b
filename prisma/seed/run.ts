// `npm run seed`: opens the database the way the gateway does (DATABASE_URL, else PGlite under DATA_DIR/pg;
// files under DATA_DIR/files) and re-runs the idempotent seed. With embedded PGlite, stop the gateway first:
// PGlite allows one process per data directory.
import path from "node:path";
import { openDatabase, type DatabaseTarget } from "../src/index.ts";
import { seed } from "./seed.ts";

const dataDir = path.resolve(process.env.DATA_DIR || ".data");
const databaseUrl = process.env.DATABASE_URL;
const target: DatabaseTarget = databaseUrl
  ? { kind: "postgres", location: databaseUrl }
  : { kind: "pglite", location: path.join(dataDir, "pg") };
const demoUser = process.env.NODE_ENV !== "production";

const db = await openDatabase({ target });
try {
  await seed(db, { filesRoot: path.join(dataDir, "files"), demoUser });
  const [courses, lessons, users] = await Promise.all([db.prisma.course.count(), db.prisma.lesson.count(), db.prisma.user.count()]);
  console.log(`Seeded ${target.kind} database: ${courses} courses, ${lessons} lessons, ${users} users.`);
  if (demoUser) console.log("Demo accounts: demo@example.com / demo12345 (learner), admin@example.com / admin12345 (admin), instructor@example.com / instructor12345 (instructor).");
} finally {
  await db.close();
}
