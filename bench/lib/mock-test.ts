// The `mock-test` scenario (docs/mock-tests.md, "Figures"): N learners start the seeded test within the same minute,
// each saves an answer every 10-30 s, then each submits at its deadline and reads its rank, every request one of the
// exam screen's own GraphQL documents sent as its Apollo Client sends it (decision 020). Goal: 5,000 learners, no
// start waiting more than 5 s, saves at p99 < 200 ms, every submission scored and ranked within 10 s of its
// deadline, and no answer lost (the stored rows are counted against every save the server accepted). PostgreSQL only.
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { directoryFiles, seed } from "@app/db/seed";
import { createFixture, TEST_SECRETS } from "../../gateway/test/reliability/fixtures.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { startGateway } from "./gateway-process.ts";
import { gatewayEnv } from "./prepare.ts";
import type { TimedSave } from "./mock-test-client.ts";

export const SAVE_P99_LIMIT_MS = 200;
export const RANKED_WITHIN_MS = 10_000;
export const START_WAIT_LIMIT_MS = 5_000;

export interface MockTestSettings {
  learners: number;
  /** The seeded test's 20 minutes shortened to this many, so a run takes minutes; saves keep their real pace. */
  testMinutes: number;
  /** Seconds between one learner's saves: uniform in [min, max]. */
  saveEverySeconds: [number, number];
  /** Each learner starts at a uniformly random moment within this many seconds of the sitting's opening (0: at once). */
  startWithinSeconds: number;
}

export function mockTestSettings(env: NodeJS.ProcessEnv = process.env): MockTestSettings {
  return {
    learners: Number(env.BENCH_MOCK_TEST_LEARNERS ?? 5_000),
    testMinutes: Number(env.BENCH_MOCK_TEST_MINUTES ?? 2),
    saveEverySeconds: [10, 30],
    startWithinSeconds: Number(env.BENCH_MOCK_TEST_START_SECONDS ?? 60),
  };
}

export interface MockTestResult {
  settings: MockTestSettings;
  startP99Ms: number;
  /** The longest a learner waited for its start's answer, 503s retried (goal: START_WAIT_LIMIT_MS). */
  startMaxMs?: number;
  /** Starts answered after more than START_WAIT_LIMIT_MS. */
  startsOverLimit?: number;
  saves: number;
  /** Save p99 by when the save was sent: before the last start was answered, within 5 s of the first deadline, between. */
  savePhases?: Record<"starts" | "between" | "deadline", { saves: number; p99Ms: number }>;
  /** From the burst until the last learner's start was answered (503s retried). */
  startsAnsweredWithinMs?: number;
  saveP50Ms: number;
  saveP99Ms: number;
  saveMaxMs: number;
  /** 503s from load shedding, retried after Retry-After as the client does; a save's latency includes them. */
  shed: number;
  /** The 503s by operation. */
  shedBy: Record<string, number>;
  /** The 503s by the gate's reason (memory, too many waiting, waited too long). */
  shedWhy: Record<string, number>;
  /** Requests whose connection was reset or refused, sent again. */
  dropped: number;
  /** Saves refused as after the deadline and its grace (delayed by retries). */
  late: number;
  errors: number;
  /** The longest from a learner's deadline until its submission came back scored. */
  scoredWithinMs: number;
  /** The longest from a learner's deadline until it had read its result with a rank. */
  rankedWithinMs: number;
  submitted: number;
  rowsExpected: number;
  rowsStored: number;
  answersLost: number;
  /** Each of the issue's goals, met or not (mockTestGoals). */
  goals?: MockTestGoals;
}

export type MockTestGoals = Record<"everyoneScored" | "startWait" | "saveP99" | "rankedInTime" | "noneLost", boolean>;

export async function runMockTest(
  root: string,
  serverUrl: string | undefined,
  settings: MockTestSettings,
  log: (line: string) => void,
): Promise<MockTestResult | string> {
  if (!serverUrl) return "needs BENCH_DATABASE_URL (PostgreSQL)";
  const database = await createBenchDatabase(serverUrl);
  try {
    const { testId, learners } = await database.use(async (db) => {
      await seed(db, { files: directoryFiles(path.join(database.dataDir, "files")), demoUser: false });
      const test = await db.prisma.mockTest.findFirstOrThrow({
        where: { published: true },
        orderBy: { createdAt: "asc" },
      });
      await db.prisma.mockTest.update({
        where: { id: test.id },
        data: { durationMinutes: settings.testMinutes, attemptsAllowed: 1 },
      });
      const fixture = await createFixture(db, {
        learners: settings.learners,
        lessons: 1,
        freeCourses: 0,
        enrolled: false,
      });
      return { testId: test.id, learners: fixture.learners };
    });
    const env = { ...(await gatewayEnv(database)), ...TEST_SECRETS, LOG_LEVEL: "error" };
    // A fixed port when the machine's ports are shared out (BENCH_MOCK_TEST_PORT); else gatewayEnv's free one.
    const port = process.env.BENCH_MOCK_TEST_PORT;
    if (port) Object.assign(env, { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
    // BENCH_MOCK_TEST_PROFILE=<dir>: the gateway writes a V8 CPU profile there when it stops (where a save's time goes).
    const gateway = await startGateway(root, env, "/api/mock-tests", process.env.BENCH_MOCK_TEST_PROFILE);
    try {
      // The client's generated documents exist once its codegen has run (the bench's build), like client-scenarios.ts.
      const { Client, Operations, at, sit, sleep, startSitting } = await import("./mock-test-client.ts");
      const runStartedAt = Date.now();
      const client = new Client(gateway.url, await Operations.capture(learners[0].token));
      log(
        `mock-test: ${learners.length} learners start the seeded test within ${settings.startWithinSeconds} s (${settings.testMinutes} min)`,
      );
      const startMs: number[] = [];
      const saves: TimedSave[] = [];
      let startsAnsweredAt = 0;
      // Each learner starts at its own moment of the sitting's first minute and sits as soon as its start is
      // answered, as its exam screen does, so the first saves meet the starts still arriving.
      const sittings = await Promise.all(
        learners.map(async (learner) => {
          await sleep(Math.random() * settings.startWithinSeconds * 1000);
          const began = performance.now();
          const paper = await startSitting(client, learner, testId);
          startMs.push(performance.now() - began);
          startsAnsweredAt = Math.max(startsAnsweredAt, Date.now());
          return { paper, ...(await sit(client, learner, paper, settings.saveEverySeconds, saves)) };
        }),
      );
      const papers = sittings.map((sitting) => sitting.paper);
      const stored = await countRows(
        database.env.DATABASE_URL,
        papers.map((paper) => paper.id),
      );
      let lost = 0;
      let expected = 0;
      sittings.forEach((sitting, index) => {
        for (const [questionId, seq] of sitting.accepted) {
          expected++;
          if (stored.answers.get(`${papers[index].id}:${questionId}`) !== seq) lost++;
        }
      });
      const sorted = Float64Array.from(saves, (save) => save.ms).sort();
      // Where the slow saves fall: while starts are still answered, around the first deadline (its submissions and
      // result reads), and between.
      const firstDeadline = Math.min(...sittings.map((sitting) => sitting.endsAt));
      const phase = (save: TimedSave) =>
        save.sentAt <= startsAnsweredAt ? "starts" : save.sentAt >= firstDeadline - 5_000 ? "deadline" : "between";
      const savePhases = Object.fromEntries(
        (["starts", "between", "deadline"] as const).map((name) => {
          const ms = Float64Array.from(
            saves.filter((save) => phase(save) === name),
            (save) => save.ms,
          ).sort();
          return [name, { saves: ms.length, p99Ms: at(ms, 0.99) }];
        }),
      ) as NonNullable<MockTestResult["savePhases"]>;
      const starts = Float64Array.from(startMs).sort();
      const result: MockTestResult = {
        settings,
        startP99Ms: at(starts, 0.99),
        startMaxMs: starts.length ? starts[starts.length - 1] : 0,
        startsOverLimit: startMs.filter((ms) => ms > START_WAIT_LIMIT_MS).length,
        saves: saves.length,
        savePhases,
        startsAnsweredWithinMs: startsAnsweredAt - runStartedAt,
        saveP50Ms: at(sorted, 0.5),
        saveP99Ms: at(sorted, 0.99),
        saveMaxMs: sorted.length ? sorted[sorted.length - 1] : 0,
        shed: client.shed,
        shedBy: client.shedBy,
        shedWhy: client.shedWhy,
        dropped: client.dropped,
        late: client.late,
        errors: client.errors,
        scoredWithinMs: Math.max(...sittings.map((sitting) => sitting.scoredAt - sitting.endsAt)),
        rankedWithinMs: Math.max(...sittings.map((sitting) => sitting.rankedAt - sitting.endsAt)),
        submitted: stored.submitted,
        rowsExpected: expected,
        rowsStored: stored.answers.size,
        answersLost: lost,
      };
      return { ...result, goals: mockTestGoals(result) };
    } finally {
      await gateway.stop();
    }
  } finally {
    await database.dispose();
  }
}

/** The rows as PostgreSQL holds them after the run: each answer's seq, and the attempts submitted with a score. */
async function countRows(url: string, attemptIds: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const answers = await client.query<{ attemptId: string; questionId: string; seq: number }>(
      `SELECT "attemptId", "questionId", "seq" FROM "MockTestAnswer" WHERE "attemptId" = ANY($1)`,
      [attemptIds],
    );
    const submitted = await client.query<{ count: string }>(
      `SELECT count(*) FROM "MockTestAttempt" WHERE "id" = ANY($1) AND "submittedAt" IS NOT NULL AND "score" IS NOT NULL`,
      [attemptIds],
    );
    return {
      answers: new Map(answers.rows.map((row) => [`${row.attemptId}:${row.questionId}`, row.seq])),
      submitted: Number(submitted.rows[0].count),
    };
  } finally {
    await client.end();
  }
}

/** The issue's goals for a sitting, each met or not. */
export function mockTestGoals(result: MockTestResult): MockTestGoals {
  return {
    everyoneScored: result.submitted === result.settings.learners && result.errors === 0,
    startWait: (result.startMaxMs ?? Infinity) <= START_WAIT_LIMIT_MS,
    saveP99: result.saveP99Ms < SAVE_P99_LIMIT_MS,
    rankedInTime: result.rankedWithinMs <= RANKED_WITHIN_MS,
    noneLost: result.answersLost === 0,
  };
}

export const mockTestGoalMet = (result: MockTestResult): boolean => Object.values(mockTestGoals(result)).every(Boolean);

const shedBy = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([operation, count]) => `${operation} ${count}`)
    .join(", ") || "none";

const phases = ({ savePhases }: MockTestResult) =>
  savePhases
    ? (["starts", "between", "deadline"] as const)
        .map((name) => `${savePhases[name].p99Ms.toFixed(0)} ms (${savePhases[name].saves})`)
        .join(" / ")
    : "not recorded";

export function mockTestMarkdown(result: MockTestResult & { finishedAt: string; commit?: string; machine: object }) {
  const { settings } = result;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const goals = mockTestGoals(result);
  const met = (goal: keyof MockTestGoals) => (goals[goal] ? ": met" : ": **not met**");
  return [
    `Run ${result.finishedAt} (commit ${result.commit ?? "unknown"}), PostgreSQL, one gateway; ${settings.learners} learners`,
    `starting within ${settings.startWithinSeconds} s, the seeded test shortened to ${settings.testMinutes} min, a save every ${settings.saveEverySeconds.join("-")} s each.`,
    `Machine: ${JSON.stringify(result.machine)}.`,
    "",
    "| figure | value | goal |",
    "|---|---|---|",
    `| learners submitted with a score | ${result.submitted} of ${settings.learners} | all${met("everyoneScored")} |`,
    `| start, p99 / longest wait (over ${START_WAIT_LIMIT_MS / 1000} s) | ${ms(result.startP99Ms)} / ${result.startMaxMs === undefined ? "not recorded" : `${ms(result.startMaxMs)} (${result.startsOverLimit})`} | <= ${START_WAIT_LIMIT_MS / 1000} s${met("startWait")} |`,
    `| last start answered after the burst | ${result.startsAnsweredWithinMs === undefined ? "not recorded" : ms(result.startsAnsweredWithinMs)} | |`,
    `| answer saves | ${result.saves} | |`,
    `| save p50 / p99 / max | ${ms(result.saveP50Ms)} / ${ms(result.saveP99Ms)} / ${ms(result.saveMaxMs)} | p99 < ${SAVE_P99_LIMIT_MS} ms${met("saveP99")} |`,
    `| save p99 by when sent: during the starts / between / near the first deadline | ${phases(result)} | |`,
    `| shed (503, retried) / errors | ${result.shed} (${shedBy(result.shedBy)}) / ${result.errors} | 0 errors |`,
    `| shed because of | ${shedBy(result.shedWhy ?? {})} | |`,
    `| connections reset or refused (sent again) | ${result.dropped ?? 0} | |`,
    `| saves refused as too late (after the deadline and grace) | ${result.late ?? 0} | |`,
    `| scored after its deadline, longest | ${ms(result.scoredWithinMs)} | |`,
    `| ranked after its deadline, longest | ${ms(result.rankedWithinMs)} | <= ${RANKED_WITHIN_MS / 1000} s${met("rankedInTime")} |`,
    `| answer rows stored / accepted saves' rows / lost | ${result.rowsStored} / ${result.rowsExpected} / ${result.answersLost} | 0 lost${met("noneLost")} |`,
  ].join("\n");
}
