// kill -9 during a burst of acknowledged progress updates and enrollments, then a restart on the same data:
// every write the client saw acknowledged is there (embedded PGlite on disk, and PostgreSQL when available).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseTarget } from "@app/db";
import { spawnGateway, type ChildGateway } from "../test/reliability/child-gateway.ts";
import { createPostgresDatabase, postgresUnavailableReason, type TempPostgres } from "../test/reliability/databases.ts";
import { createFixture, type Fixture } from "../test/reliability/fixtures.ts";
import { graphql } from "../test/reliability/http.ts";
import { writeBurst, type Acknowledged } from "../test/reliability/write-burst.ts";

const LEARNERS = 8;
const MIN_ACKNOWLEDGED = 150;
const postgresSkip = await postgresUnavailableReason();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function prepare(kind: DatabaseTarget["kind"]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-crash-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let temp: TempPostgres | undefined;
  if (kind === "postgres") {
    temp = await createPostgresDatabase();
    cleanups.push(() => temp!.drop());
  }
  const target = { kind, location: temp?.url ?? path.join(dataDir, "pg") };
  const db = await openDatabase({ target });
  const fixture = await createFixture(db, { learners: LEARNERS, lessons: 4, freeCourses: 12 });
  await db.close();
  const env = { DATA_DIR: dataDir, ...(temp ? { DATABASE_URL: temp.url } : {}) };
  return { env, fixture };
}

async function crashDuringBurst(gateway: ChildGateway, fixture: Fixture): Promise<Acknowledged> {
  const burst = writeBurst(gateway.url, fixture);
  const deadline = Date.now() + 60_000;
  while (burst.acknowledged.count < MIN_ACKNOWLEDGED && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const exit = await gateway.kill("SIGKILL");
  burst.stop();
  await burst.done;
  expect(exit.signal).toBe("SIGKILL");
  expect(burst.acknowledged.unexpected).toEqual([]);
  expect(burst.acknowledged.count).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);
  return burst.acknowledged;
}

async function lostWrites(url: string, fixture: Fixture, acknowledged: Acknowledged): Promise<string[]> {
  const lost: string[] = [];
  for (const learner of fixture.learners) {
    const query = `{ myEnrollments { courseId } ${fixture.lessonIds
      .map((_, index) => `l${index}: lessonProgress(lessonId: "${fixture.lessonIds[index]}") { lessonId watchTime }`)
      .join(" ")} }`;
    const { body } = await graphql(url, query, {}, learner.token);
    if (!body.data) throw new Error(`verification query failed: ${JSON.stringify(body.errors)}`);
    const enrolled = new Set(body.data.myEnrollments.map((row: { courseId: string }) => row.courseId));
    for (const courseId of acknowledged.enrollments.get(learner.id) ?? []) {
      if (!enrolled.has(courseId)) lost.push(`enrollment ${learner.id} -> ${courseId}`);
    }
    for (const [lessonId, watchTime] of acknowledged.watchTime.get(learner.id) ?? []) {
      const stored = Object.values(body.data).find((row: any) => row?.lessonId === lessonId) as { watchTime: number };
      if (!stored || stored.watchTime < watchTime)
        lost.push(`progress ${learner.id}/${lessonId}: ${stored?.watchTime} < ${watchTime}`);
    }
  }
  return lost;
}

const kinds = [
  { kind: "pglite" as const, name: "embedded PGlite", skip: null },
  { kind: "postgres" as const, name: "PostgreSQL", skip: postgresSkip },
];

describe.each(kinds)("kill -9 on $name", ({ kind, skip }) => {
  it.skipIf(skip)(
    "keeps every acknowledged write across a crash and restart",
    async () => {
      const { env, fixture } = await prepare(kind);
      const first = await spawnGateway(env);
      cleanups.push(async () => void (await first.kill("SIGKILL")));
      const acknowledged = await crashDuringBurst(first, fixture);

      const second = await spawnGateway(env);
      cleanups.push(async () => void (await second.kill("SIGTERM")));
      expect(await lostWrites(second.url, fixture, acknowledged)).toEqual([]);
      console.info(`${kind}: ${acknowledged.count} acknowledged writes before kill -9, none lost`);
    },
    180_000,
  );
});
