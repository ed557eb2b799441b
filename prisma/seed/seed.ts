// Seed entry points. Content is added by prisma/seed/content/*.ts.
import type { Database } from "../src/index.ts";

export interface SeedOptions {
  /** Root of file storage (DATA_DIR/files); seeded PDFs and videos are written under it. */
  filesRoot: string;
  /** Create the demo learner demo@example.com / demo12345 (never in production). */
  demoUser: boolean;
}

export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  if ((await db.prisma.course.count()) > 0) return false;
  await seed(db, options);
  return true;
}

export async function seed(_db: Database, _options: SeedOptions): Promise<void> {}
