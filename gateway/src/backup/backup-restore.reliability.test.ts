// A backup of a busy gateway restores, in a fresh instance, exactly the state of one moment: learners keep writing
// progress, enrolments and mock-test answers (one request at a time each) while `createBackup` runs in this
// process beside the gateway's own; the restored enrolments, progress and answers of every learner must equal what
// the first k of that learner's writes produce, for one k no smaller than the writes acknowledged before the backup
// began (a copy of tables read at different moments has no such k). Users, certificates (a replaced one pointing
// at its successor included), attempts and files must come back byte for byte. The same archive restores into
// PostgreSQL with its files into an S3 bucket (s3rver), and a backup of a gateway on PostgreSQL restores too, when
// TEST_DATABASE_URL is set.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseTarget } from "@app/db";
import { createMockTest } from "../../../schema/src/testing/mock-test-fixtures.ts";
import { spawnGateway } from "../../test/reliability/child-gateway.ts";
import { createPostgresDatabase, postgresUnavailableReason } from "../../test/reliability/databases.ts";
import { createFixture, type Fixture } from "../../test/reliability/fixtures.ts";
import { graphql } from "../../test/reliability/http.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { loadConfig } from "../config/env.ts";
import { openLocalStorage, openStorage } from "../files/open-storage.ts";
import type { Storage } from "../files/storage.ts";
import { MANIFEST } from "./archive.ts";
import { createBackup } from "./backup.ts";
import { DamagedArchiveError, restoreBackup, TargetNotEmptyError } from "./restore.ts";

const LEARNERS = 4;
const FREE_COURSES = 12;
const LESSONS = 3;
const QUESTIONS = 5;
const postgresSkip = await postgresUnavailableReason();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function postgresTarget(): Promise<DatabaseTarget> {
  const temp = await createPostgresDatabase();
  cleanups.push(() => temp.drop());
  return { kind: "postgres", location: temp.url };
}

interface Source {
  dataDir: string;
  target: DatabaseTarget;
  fixture: Fixture;
  testId: string;
  questionIds: string[];
  files: Map<string, string>;
}

/** Learners, a mock test, certificates (one replaced) and stored files, written before the gateway starts. */
async function prepare(kind: DatabaseTarget["kind"]): Promise<Source> {
  const dataDir = tempDir("backup-source-");
  const target = kind === "postgres" ? await postgresTarget() : { kind, location: path.join(dataDir, "pg") };
  const db = await openDatabase({ target });
  try {
    const fixture = await createFixture(db, { learners: LEARNERS, lessons: LESSONS, freeCourses: FREE_COURSES });
    await db.prisma.user.update({ where: { id: fixture.learners[0].id }, data: { name: "सीता देवी", lastName: "देवी" } });
    const test = await createMockTest(db, {
      sections: [{ name: "Reasoning", questions: QUESTIONS }],
      durationMinutes: 60,
    });
    const [first, second] = fixture.learners;
    const old = await db.prisma.certificate.create({
      data: {
        code: `OLD-${crypto.randomUUID()}`,
        userId: first.id,
        courseId: fixture.courseId,
        holderName: "सीता",
        replacedAt: new Date(),
        courseTitle: "Course",
      },
    });
    const current = await db.prisma.certificate.create({
      data: {
        code: `NEW-${crypto.randomUUID()}`,
        userId: first.id,
        courseId: fixture.courseId,
        holderName: "सीता देवी",
        courseTitle: "Course",
      },
    });
    await db.prisma.certificate.update({
      where: { id: old.id },
      data: { replacedById: current.id },
    });
    await db.prisma.certificate.create({
      data: {
        code: `C-${crypto.randomUUID()}`,
        userId: second.id,
        courseId: fixture.courseId,
        holderName: "Learner 1",
        courseTitle: "Course",
      },
    });
    const storage = openLocalStorage({ dataDir });
    const files = new Map<string, string>();
    const put = async (key: string, bytes: Buffer) => {
      await storage.put(key, bytes, "application/octet-stream");
      files.set(key, sha256(bytes));
    };
    await put("avatars/learner.webp", crypto.randomBytes(40_000));
    await put("lesson-content/notes.pdf", crypto.randomBytes(1_500_000));
    // Longer than a plain tar header holds (100 characters): carried by a pax record.
    await put(`videos/${"nested-folder/".repeat(10)}segment-00001.ts`, crypto.randomBytes(70_001));
    await put("captions/empty.vtt", Buffer.alloc(0));
    storage.close();
    return { dataDir, target, fixture, testId: test.id, questionIds: test.questions.map((q) => q.id), files };
  } finally {
    await db.close();
  }
}

type Write =
  | { kind: "enroll"; courseId: string }
  | { kind: "progress"; lessonId: string; watchTime: number }
  | { kind: "answer"; questionId: string; option: number; seq: number };

/** The learner's step-th write: every learner's sequence is fixed, so any prefix's outcome can be computed. */
function plannedWrite(source: Source, learner: number, step: number): Write {
  const { freeCourseIds, lessonIds } = source.fixture;
  if (step % 4 === 0 && step / 4 <= FREE_COURSES)
    return { kind: "enroll", courseId: freeCourseIds[(step / 4 - 1 + learner) % FREE_COURSES] };
  if (step % 4 === 2)
    return { kind: "answer", questionId: source.questionIds[step % QUESTIONS], option: (step / 2) % 4, seq: step };
  return { kind: "progress", lessonId: lessonIds[step % LESSONS], watchTime: step * 5 };
}

interface LearnerState {
  enrolled: string[];
  progress: Record<string, number>;
  answers: Record<string, string>;
}

function stateAfter(source: Source, learner: number, steps: number): LearnerState {
  const enrolled = new Set([source.fixture.courseId]);
  const progress: Record<string, number> = {};
  const answers: Record<string, string> = {};
  for (let step = 1; step <= steps; step++) {
    const write = plannedWrite(source, learner, step);
    if (write.kind === "enroll") enrolled.add(write.courseId);
    else if (write.kind === "progress") progress[write.lessonId] = write.watchTime;
    else answers[write.questionId] = `${write.option}/${write.seq}`;
  }
  return { enrolled: [...enrolled].sort(), progress, answers };
}

const START = `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) { id } }`;
const SAVE = `mutation($attemptId: ID!, $questionId: ID!, $option: Int, $seq: Int!) {
  saveMockTestAnswer(attemptId: $attemptId, questionId: $questionId, option: $option, markedForReview: false, seq: $seq) { accepted } }`;
const PROGRESS = `mutation($lessonId: ID!, $input: LessonProgressInput!) {
  updateLessonProgress(lessonId: $lessonId, input: $input) { watchTime } }`;
const ENROLL = `mutation($courseId: ID!) { enroll(courseId: $courseId) { id } }`;

/** Each learner writes its planned sequence, one request at a time, until stopped. */
function busyLearners(url: string, source: Source) {
  const acknowledged = source.fixture.learners.map(() => 0);
  const failures: string[] = [];
  let stopped = false;
  // A 503 from the gateway's load shedding (decision 015) ran nothing: the same write is sent again, as a client does.
  const send = async (query: string, variables: Record<string, unknown>, token: string) => {
    for (;;) {
      const response = await graphql(url, query, variables, token);
      if (response.status !== 503) return response;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const run = async (index: number) => {
    const learner = source.fixture.learners[index];
    const started = await send(START, { testId: source.testId }, learner.token);
    const attemptId = started.body.data?.startMockTestAttempt?.id;
    if (!attemptId) return void failures.push(`start: ${started.text.slice(0, 300)}`);
    for (let step = 1; !stopped; step++) {
      const write = plannedWrite(source, index, step);
      const response =
        write.kind === "enroll"
          ? await send(ENROLL, { courseId: write.courseId }, learner.token)
          : write.kind === "progress"
            ? await send(
                PROGRESS,
                { lessonId: write.lessonId, input: { watchTime: write.watchTime, totalDuration: 100_000 } },
                learner.token,
              )
            : await send(
                SAVE,
                { attemptId, questionId: write.questionId, option: write.option, seq: write.seq },
                learner.token,
              );
      if (response.status !== 200 || response.body.errors) {
        failures.push(`${write.kind}: ${response.status} ${response.text.slice(0, 300)}`);
        return;
      }
      acknowledged[index] = step;
    }
  };
  const done = Promise.all(source.fixture.learners.map((_, index) => run(index)));
  return { acknowledged, failures, stop: async () => ((stopped = true), await done) };
}

async function learnerState(db: Database, source: Source, learner: number): Promise<LearnerState> {
  const userId = source.fixture.learners[learner].id;
  const enrolments = await db.prisma.enrollment.findMany({ where: { userId }, select: { courseId: true } });
  const progress = await db.prisma.lessonProgress.findMany({
    where: { userId },
    select: { lessonId: true, watchTime: true },
  });
  const answers = await db.prisma.mockTestAnswer.findMany({
    where: { attempt: { userId } },
    select: { questionId: true, option: true, seq: true },
  });
  return {
    enrolled: enrolments.map((row) => row.courseId).sort(),
    progress: Object.fromEntries(progress.map((row) => [row.lessonId, row.watchTime])),
    answers: Object.fromEntries(answers.map((row) => [row.questionId, `${row.option}/${row.seq}`])),
  };
}

/** Rows of a table as sorted JSON texts (compared across restores and engines). */
async function tableRows(db: Database, table: string): Promise<unknown[]> {
  const rows = await db.query<{ j: unknown }>(`SELECT to_jsonb(t) AS j FROM "${table}" t`);
  return rows.map((row) => (typeof row.j === "string" ? JSON.parse(row.j) : row.j)).sort(byJson);
}
const canonical = (state: LearnerState) =>
  JSON.stringify([state.enrolled, Object.entries(state.progress).sort(), Object.entries(state.answers).sort()]);
const byJson = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

async function storedChecksums(storage: Storage): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for await (const { key } of storage.list()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await (await storage.stat(key))!.open()) chunks.push(chunk as Buffer);
    sums.set(key, sha256(Buffer.concat(chunks)));
  }
  return sums;
}

/**
 * A fresh instance: its own DATA_DIR, PGlite in it or a new PostgreSQL database, and its files on local disk or in
 * a new S3 bucket, opened from the environment as `npm run restore` opens them.
 */
async function restoreInto(kind: DatabaseTarget["kind"], archive: string, storageKind: "local" | "s3" = "local") {
  const dataDir = tempDir("backup-restored-");
  const database = kind === "postgres" ? await postgresTarget() : { kind, location: path.join(dataDir, "pg") };
  let env: Record<string, string> = {};
  if (storageKind === "s3") {
    const bucket = await startS3Server();
    cleanups.push(() => bucket.close());
    env = bucket.env;
  }
  const storage = await openStorage(loadConfig({ ...env, DATA_DIR: dataDir }));
  const report = await restoreBackup({ file: archive, database, dataDir, storage, force: false });
  const db = await openDatabase({ target: database });
  cleanups.push(async () => (storage.close(), await db.close()));
  return { dataDir, database, storage, report, db };
}

/**
 * 100 ms after each table, as if the database were large: learners write several times meanwhile, so an export
 * that read its tables at different moments (READ COMMITTED instead of one snapshot) shows no single prefix.
 */
let phase = "";
const slowExport = {
  start: (label: string) => void (phase = label),
  advance: async () => {
    if (phase === "database") await new Promise((resolve) => setTimeout(resolve, 100));
  },
  stop: () => undefined,
};

const STABLE_TABLES = ["User", "Certificate", "MockTestAttempt", "StoredFile", "Course", "Lesson", "MockTestQuestion"];

const sources = [
  { kind: "pglite" as const, name: "embedded PGlite", skip: null },
  { kind: "postgres" as const, name: "PostgreSQL", skip: postgresSkip },
];

describe.each(sources)("backup of a busy gateway on $name", ({ kind, skip }) => {
  it.skipIf(skip)(
    "restores one moment's state and every file byte for byte, and refuses a damaged archive or a full target",
    async () => {
      const source = await prepare(kind);
      const gateway = await spawnGateway({
        DATA_DIR: source.dataDir,
        VIDEO_TRANSCODE_CONCURRENCY: 0,
        ...(kind === "postgres" ? { DATABASE_URL: source.target.location } : {}),
      });
      cleanups.push(async () => void (await gateway.kill("SIGTERM")));
      const learners = busyLearners(gateway.url, source);
      while (Math.min(...learners.acknowledged) < 12 && learners.failures.length === 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const before = [...learners.acknowledged];
      const archive = path.join(tempDir("backup-archive-"), "vidyapath.tar.gz");
      const sourceStorage = openLocalStorage({ dataDir: source.dataDir });
      const started = Date.now();
      const { manifest, missingFiles } = await createBackup({
        file: archive,
        database: source.target,
        dataDir: source.dataDir,
        storage: sourceStorage,
        progress: slowExport,
      });
      const backupMs = Date.now() - started;
      // Go on writing after the snapshot: none of it may show up half.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await learners.stop();
      const after = [...learners.acknowledged];
      expect(learners.failures).toEqual([]);
      expect(missingFiles).toEqual([]);
      expect(after.reduce((a, b) => a + b)).toBeGreaterThan(before.reduce((a, b) => a + b));
      expect(manifest.database.kind).toBe(kind);
      expect(manifest.entries.map((entry) => entry.name)).not.toContain(MANIFEST);

      const restored = await restoreInto("pglite", archive);
      for (let learner = 0; learner < LEARNERS; learner++) {
        const state = await learnerState(restored.db, source, learner);
        const prefixes: number[] = [];
        for (let steps = before[learner]; steps <= after[learner] + 1; steps++)
          if (canonical(stateAfter(source, learner, steps)) === canonical(state)) prefixes.push(steps);
        expect(prefixes, `learner ${learner}: ${JSON.stringify(state)}`).not.toEqual([]);
      }
      expect(await storedChecksums(restored.storage)).toEqual(source.files);
      await gateway.kill("SIGTERM");
      const original = await openDatabase({ target: source.target });
      cleanups.push(() => original.close());
      for (const table of STABLE_TABLES)
        expect(await tableRows(restored.db, table), table).toEqual(await tableRows(original, table));
      expect(await restored.db.prisma.certificate.count({ where: { replacedById: { not: null } } })).toBe(1);
      console.info(
        `${kind}: backup of ${before.reduce((a, b) => a + b)}+ writes took ${backupMs} ms; learners' snapshot steps ` +
          `between ${before.join("/")} and ${after.join("/")}`,
      );

      // The same archive into PostgreSQL and an S3 bucket: the same rows in every table, the same files.
      if (!postgresSkip) {
        const intoPostgres = await restoreInto("postgres", archive, "s3");
        for (const table of Object.keys(manifest.database.rows))
          expect(await tableRows(intoPostgres.db, table), table).toEqual(await tableRows(restored.db, table));
        expect(await storedChecksums(intoPostgres.storage)).toEqual(source.files);
      }

      // A restore refuses a target that holds data, and an archive with one byte changed, before writing anything.
      await expect(
        restoreBackup({
          file: archive,
          database: restored.database,
          dataDir: restored.dataDir,
          storage: restored.storage,
          force: false,
        }),
      ).rejects.toThrow(TargetNotEmptyError);
      const damaged = path.join(path.dirname(archive), "damaged.tar.gz");
      const bytes = fs.readFileSync(archive);
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      fs.writeFileSync(damaged, bytes);
      const emptyDir = tempDir("backup-refused-");
      const emptyStorage = openLocalStorage({ dataDir: emptyDir });
      await expect(
        restoreBackup({
          file: damaged,
          database: { kind: "pglite", location: path.join(emptyDir, "pg") },
          dataDir: emptyDir,
          storage: emptyStorage,
          force: false,
        }),
      ).rejects.toThrow(DamagedArchiveError);
      expect(fs.existsSync(path.join(emptyDir, "pg"))).toBe(false);
      expect(await storedChecksums(emptyStorage)).toEqual(new Map());
      sourceStorage.close();
      emptyStorage.close();
    },
    240_000,
  );
});
