// Seed entry points: first start of the gateway (seedIfEmpty) and `npm run seed` (seed). Content lives in
// prisma/seed/content; every write is create-if-missing, so running the seed again changes nothing.
import { recordStoredFiles } from "../src/file-ledger.ts";
import type { Database } from "../src/index.ts";
import { courses } from "./content/courses.ts";
import { writeSeedFiles, type LectureMaker, type SeedFiles } from "./files.ts";
export { directoryFiles, type SeedFiles } from "./files.ts";
import { assignDemoCourseOwners, writeDemoUsers } from "./users.ts";
import { writeAbout } from "./write-about.ts";
import { writeCatalogue } from "./write-catalogue.ts";
import { writeListings } from "./write-listings.ts";
import { writeMockTests } from "./write-mock-tests.ts";
import { writePractice } from "./write-practice.ts";

export interface SeedOptions {
  /** File storage (the gateway's storage port); seeded pictures, PDFs and videos are written to it. */
  files: SeedFiles;
  /** Create the demo learner, the dev admin and the dev instructor (never in production). */
  demoUser: boolean;
  /** Makes the long seeded lecture video (the gateway runs ffmpeg); the welcome fixture stands in without it. */
  lecture?: LectureMaker;
}

const SEED_LOCK_ID = 72_707_370;

export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  if ((await db.prisma.course.count()) > 0) return false;
  await seed(db, options);
  return true;
}

export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const now = new Date();
  // Files first: rows that point at them are only committed once they exist.
  const { thumbnails, ledger } = await writeSeedFiles(options.files, courses, options.lecture);
  // One transaction: a crash half-way leaves no partial catalogue that seedIfEmpty would mistake for a seeded one.
  await db.prisma.$transaction(
    async (tx) => {
      // Gateways starting together on one empty PostgreSQL seed one after the other; the second then finds
      // every row present (create-if-missing) instead of failing on a unique key.
      if (db.kind === "postgres") await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      await writeListings(tx, now);
      await writeAbout(tx);
      if (options.demoUser) await writeDemoUsers(tx, now);
      await writeCatalogue(tx, courses, now, thumbnails);
      if (options.demoUser) await assignDemoCourseOwners(tx);
      await recordStoredFiles(tx, ledger);
      await writePractice(tx);
      await writeMockTests(tx);
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}
