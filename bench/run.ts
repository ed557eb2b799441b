// `npm run bench` (docs/performance.md): the gateway in production mode on a fresh seeded database, every scenario next to
// its raw-SQL floor, then start time, memory and the client. Embedded PGlite by default; PostgreSQL with
// BENCH_DATABASE_URL, which also runs the `watchers` capacity ramp and the `practice` group on two gateways behind nginx
// (docs/operations.md, docs/practice.md).
// Prints the tables, writes bench/results.json and refreshes the tables in docs/performance.md and docs/operations.md.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { writeCatalogue } from "../gateway/test/course-fixtures.ts";
import { createBenchDatabase } from "./lib/bench-database.ts";
import { measureClient } from "./lib/client-size.ts";
import { benchMachine } from "./lib/machine.ts";
import { startGateway, type GatewayProcess } from "./lib/gateway-process.ts";
import type { CpuMeter } from "./lib/process-cpu.ts";
import { firstInputMarkdown, measureFirstInput } from "./lib/first-input.ts";
import { measureLcp } from "./lib/lcp.ts";
import { lighthouseBudgets, runLighthouse } from "./lib/lighthouse.ts";
import { lighthousePaths } from "./lib/lighthouse-pages.ts";
import type { LoadSettings } from "./lib/load.ts";
import { measureScenarios, rssSampler, type ScenarioResult } from "./lib/measure.ts";
import { buildClient, gatewayEnv, prepareData } from "./lib/prepare.ts";
import { missedBudgets, type BenchRun } from "./lib/report.ts";
import { lighthouseMarkdown, runMarkdown, saveLighthouse, saveRun, type StoredRun } from "./lib/render.ts";
import { updateReadme, updateReadmeBlock } from "./lib/readme.ts";
import { askedQuestion, backendToken, enroll } from "./lib/session.ts";
import type { SentIds } from "./lib/client-queries.ts";
import { runVideoGroup } from "./lib/video/video-bench.ts";
import { saveVideo, videoGoals, videoMarkdown } from "./lib/video/video-report.ts";
import { mockTestGoalMet, mockTestMarkdown, mockTestSettings, runMockTest } from "./lib/mock-test.ts";
import { runWatchers, watchersSettings } from "./lib/watchers/watchers.ts";
import { goalMet, saveWatchers, watchersMarkdown, type WatchersRecord } from "./lib/watchers/watchers-report.ts";
import { runSoak, soakMachine, soakSettings } from "./lib/soak/soak.ts";
import { practiceSettings, runPractice } from "./lib/practice/practice.ts";
import { practiceMarkdown, practicePassed, storePractice } from "./lib/practice/practice-report.ts";
import {
  courseLaunchMarkdown,
  courseLaunchPassed,
  courseLaunchSettings,
  DEFAULT_LAUNCH_BUYERS,
  runCourseLaunch,
} from "./lib/course-launch.ts";
import { saveSoak, soakMarkdown, soakVerdict } from "./lib/soak/soak-report.ts";
import { catalogueGroup, courseGroup, progressGroup, withCeiling, type Scenario } from "./lib/scenarios.ts";

const root = path.resolve(import.meta.dirname, "..");
const PROBE = "/api/courses/published";
const settings: LoadSettings = {
  connections: 32,
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  durationSeconds: Number(process.env.BENCH_DURATION_SECONDS ?? 10),
  rounds: 5,
};
// BENCH_ONLY=<regex on group names> narrows a run for profiling (the client is then measured only if it matches "client",
// Lighthouse only if it matches "lighthouse": `BENCH_ONLY='^lighthouse$'` runs Lighthouse alone; the first input's
// cost only if it matches "first-input").
// BENCH_SKIP=<regex on group names> leaves groups out of an otherwise whole run: `BENCH_SKIP='^(soak|video)$'` measures
// everything but the 20-minute soak and the video. A run that measured every load-test group is stored either way.
const onlyPattern = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const skipPattern = process.env.BENCH_SKIP ? new RegExp(process.env.BENCH_SKIP) : undefined;
const runs = (group: string) => (!onlyPattern || onlyPattern.test(group)) && !skipPattern?.test(group);
const selected = (scenarios: Scenario[]) => scenarios.filter((scenario) => runs(scenario.group));
// BENCH_PROFILE=1 writes a V8 CPU profile of the gateway per phase to bench/results/profiles (gitignored).
const profileDir = process.env.BENCH_PROFILE ? path.join(root, "bench/results/profiles") : undefined;
const began = performance.now();
const log = (line: string) =>
  console.log(`[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(3)} s] ${line}`);

async function withGateway<T>(env: Record<string, string>, work: (gateway: GatewayProcess) => Promise<T>) {
  const gateway = await startGateway(root, env, PROBE, profileDir);
  log(`gateway up in ${(gateway.startMs / 1000).toFixed(2)} s (npm run serve -> first 200 on ${PROBE})`);
  const sampler = rssSampler(gateway.rss);
  sampler.start();
  try {
    const result = await work(gateway);
    const rss = sampler.stop();
    log(`gateway RSS peaked at ${(rss / 2 ** 20).toFixed(0)} MB`);
    return { result, startMs: gateway.startMs, rss };
  } finally {
    sampler.stop();
    await gateway.stop();
  }
}

// Groups of the single-gateway run, "client" (bundle and LCP), "lighthouse" and "first-input"; `watchers` runs apart.
const SINGLE_GATEWAY_GROUPS = [
  "catalogue",
  "course-20",
  "course-200",
  "progress",
  "catalogue-uncached",
  "client-anonymous",
  "client-signed-in",
  "catalogue-1000",
  "client",
  "lighthouse",
  "first-input",
];

async function main() {
  if (SINGLE_GATEWAY_GROUPS.some(runs)) await singleGateway();
  if (runs("watchers")) await watchers();
  if (runs("video")) await video();
  if (runs("soak")) await soak();
  if (runs("mock-test")) await mockTest();
  if (runs("course-launch")) await courseLaunch();
  if (runs("practice")) await practice();
}

/**
 * The `practice` group (bench/lib/practice/): 10,000 learners answering every 20 s on two gateways over PostgreSQL;
 * stored in bench/results.json and docs/practice.md only from a run of the full size.
 */
async function practice() {
  const loadAverage = os.loadavg();
  const machine = await benchMachine(loadAverage);
  const result = await runPractice(process.env.BENCH_DATABASE_URL, practiceSettings(), log, profileDir);
  if (typeof result === "string") return log(`practice skipped: ${result}`);
  const record = { ...result, finishedAt: new Date().toISOString(), commit: measuredCommit(), machine };
  console.log(`\n${practiceMarkdown(record)}\n`);
  const stored = storePractice(root, record);
  log(
    `practice: ${practicePassed(record) ? "goal met" : "goal not met"} (${stored ? "stored in bench/results.json and docs/practice.md" : "not stored: BENCH_PRACTICE_LEARNERS or BENCH_PRACTICE_SECONDS narrowed the run"})`,
  );
}

/** The `video` group: its own database and gateway, the lecture transcoded, then played in Chromium (docs/video.md). */
async function video() {
  const result = await runVideoGroup(root, log);
  if (typeof result === "string") return log(`video ${result}`);
  const record = { ...result, finishedAt: new Date().toISOString(), commit: measuredCommit() };
  const markdown = videoMarkdown(record);
  console.log(`\n${markdown}\n`);
  saveVideo(path.join(root, "bench/results.json"), record);
  updateReadmeBlock(path.join(root, "docs/video.md"), "video", markdown);
  const missed = videoGoals(record.cases).filter((goal) => !goal.ok).length;
  log(
    `video: ${missed === 0 ? "every goal met" : `${missed} goal(s) missed`} (stored in bench/results.json and docs/video.md)`,
  );
}

/** The `soak` scenario: memory and latency of one gateway under mixed traffic for BENCH_SOAK_MINUTES (default 20). */
async function soak() {
  const machine = soakMachine();
  const result = await runSoak(root, soakSettings(), log);
  const record = { ...result, finishedAt: new Date().toISOString(), commit: measuredCommit(), machine };
  const markdown = soakMarkdown(record);
  console.log(`\n${markdown}\n`);
  saveSoak(path.join(root, "bench/results.json"), record);
  updateReadmeBlock(path.join(root, "docs/performance.md"), "soak", markdown);
  log(
    `soak: ${soakVerdict(record).ok ? "goal met" : "goal not met"} (stored in bench/results.json and docs/performance.md)`,
  );
}

/** The `mock-test` scenario (bench/lib/mock-test.ts): its own database and gateway; stored and shown on its own. */
async function mockTest() {
  const loadAverage = os.loadavg();
  const machine = await benchMachine(loadAverage);
  const result = await runMockTest(root, process.env.BENCH_DATABASE_URL, mockTestSettings(), log);
  if (typeof result === "string") return log(`mock-test skipped: ${result}`);
  const record = {
    ...result,
    finishedAt: new Date().toISOString(),
    commit: measuredCommit(),
    machine,
  };
  const markdown = mockTestMarkdown(record);
  console.log(`\n${markdown}\n`);
  const file = path.join(root, "bench/results.json");
  const results = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...results, mockTest: record }, null, 2)}\n`);
  updateReadmeBlock(path.join(root, "docs/mock-tests.md"), "mock-test", markdown);
  log(
    `mock-test: ${mockTestGoalMet(result) ? "goal met" : "goal not met"} (stored in bench/results.json and docs/mock-tests.md)`,
  );
}

/**
 * The `course-launch` scenario (bench/lib/course-launch.ts): its own database, gateway and Razorpay fake; stored on
 * its own, and shown in docs/payments.md only from a run of the full 200 buyers at once.
 */
async function courseLaunch() {
  const loadAverage = os.loadavg();
  const machine = await benchMachine(loadAverage);
  const settings = courseLaunchSettings();
  const result = await runCourseLaunch(root, settings, log);
  const record = {
    ...result,
    finishedAt: new Date().toISOString(),
    commit: measuredCommit(),
    machine,
  };
  const markdown = courseLaunchMarkdown(record);
  console.log(`\n${markdown}\n`);
  const file = path.join(root, "bench/results.json");
  const results = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...results, courseLaunch: record }, null, 2)}\n`);
  const whole = settings.buyers === DEFAULT_LAUNCH_BUYERS && settings.windowSeconds === 0;
  if (whole) updateReadmeBlock(path.join(root, "docs/payments.md"), "course-launch", markdown);
  log(
    `course-launch: ${courseLaunchPassed(result) ? "every check passed" : "a check failed"} (stored in bench/results.json${whole ? " and docs/payments.md" : ""})`,
  );
}

/** The `watchers` capacity figure: its own database, two gateways and nginx; stored and shown on its own. */
async function watchers() {
  const loadAverage = os.loadavg();
  const machine = await benchMachine(loadAverage);
  const result = await runWatchers(process.env.BENCH_DATABASE_URL, watchersSettings(), log, profileDir);
  if (typeof result === "string") {
    log(`watchers skipped: ${result}`);
    return;
  }
  const record: WatchersRecord = {
    ...result,
    finishedAt: new Date().toISOString(),
    commit: measuredCommit(),
    machine,
  };
  const markdown = watchersMarkdown(record);
  console.log(`\n${markdown}\n`);
  if (process.env.BENCH_WATCHERS_STEPS || process.env.BENCH_WATCHERS_STEP_SECONDS) {
    log("watchers: not stored (BENCH_WATCHERS_STEPS or BENCH_WATCHERS_STEP_SECONDS narrowed the ramp)");
    return;
  }
  saveWatchers(path.join(root, "bench/results.json"), record);
  updateReadmeBlock(path.join(root, "docs/operations.md"), "watchers", markdown);
  log(
    `watchers: ${goalMet(record) ? "goal met" : "goal not met"} (stored in bench/results.json and docs/operations.md)`,
  );
}

async function singleGateway() {
  const loadAverage = os.loadavg();
  const machine = await benchMachine(loadAverage);
  log("building the client (codegen + vite build)");
  const buildError = buildClient(root);
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    log(`preparing ${database.kind} data in ${database.dataDir}`);
    const courses = await prepareData(database);
    const env = await gatewayEnv(database);
    // The server's CPU: the gateway process, plus PostgreSQL's processes when they run here.
    const serverCpu =
      (gateway: GatewayProcess): CpuMeter =>
      () =>
        gateway.cpuSeconds() + (database.cpuSeconds?.() ?? 0);

    const small = await withGateway(env, async (gateway) => {
      const token = await backendToken(gateway.url);
      await enroll(gateway.url, token, courses.twenty.id);
      const lessonId = courses.twenty.lessonIds[0];
      const questionId = runs("client-signed-in") ? await askedQuestion(gateway.url, token, lessonId) : undefined;
      const scenarios = selected([
        ...withCeiling(catalogueGroup("catalogue")),
        ...withCeiling(courseGroup("course-20", courses.twenty.id)),
        ...courseGroup("course-200", courses.twoHundred.id),
        ...progressGroup("progress", courses.twenty.lessonIds, token),
        ...(await clientProgress(courses.twenty.lessonIds, token)),
        ...(await uncachedCatalogue(token)),
        ...(await browserQueries({ courseId: courses.twenty.id, lessonId, questionId }, token)),
      ]);
      const results = await measureScenarios(
        gateway.url,
        scenarios,
        settings,
        log,
        serverCpu(gateway),
        gateway.cpuSeconds,
      );
      if (buildError) return { results, lcp: `skipped: client build failed (${buildError})`, lighthouse: undefined };
      const lighthouse = await measureLighthouse(gateway.url);
      await printFirstInput(gateway.url);
      if (!runs("client")) return { results, lcp: "skipped: BENCH_ONLY or BENCH_SKIP", lighthouse };
      log("measuring Largest Contentful Paint of / and /courses");
      return { results, lcp: await measureLcp(gateway.url, ["/", "/courses"]), lighthouse };
    });
    if (small.result.lighthouse) {
      const saved = saveLighthouse(path.join(root, "bench/results.json"), {
        finishedAt: new Date().toISOString(),
        commit: measuredCommit(),
        database: database.kind,
        pages: small.result.lighthouse,
      });
      console.log(`\n${lighthouseMarkdown(saved)}\n`);
    }

    const largeScenarios = selected(catalogueGroup("catalogue-1000"));
    if (largeScenarios.length > 0) log("adding a catalogue of 1,000 published courses");
    if (largeScenarios.length > 0) await database.use((db) => writeCatalogue(db, 1_000));
    const large =
      largeScenarios.length === 0
        ? { result: [], startMs: small.startMs, rss: 0 }
        : await withGateway(env, (gateway) =>
            measureScenarios(gateway.url, largeScenarios, settings, log, serverCpu(gateway), gateway.cpuSeconds),
          );

    const scenarios: ScenarioResult[] = [...small.result.results, ...large.result];
    const run: BenchRun = {
      database: database.kind,
      finishedAt: new Date().toISOString(),
      commit: measuredCommit(),
      machine,
      settings,
      scenarios,
      startMs: [small.startMs, large.startMs],
      rssMaxBytes: Math.max(small.rss, large.rss),
      client: buildError
        ? `skipped: client build failed (${buildError})`
        : { sizes: measureClient(path.join(root, "client/dist")), lcp: small.result.lcp },
    };
    // A run narrowed below the single-gateway groups is for profiling: printed, never stored over the full results.
    // Lighthouse and the first input are stored (or printed) apart, so a run without them still stores the rest.
    const whole = SINGLE_GATEWAY_GROUPS.filter((group) => group !== "lighthouse" && group !== "first-input").every(
      runs,
    );
    const stored: StoredRun = whole ? saveRun(path.join(root, "bench/results.json"), run) : run;
    console.log(`\n${runMarkdown(stored)}\n`);
    // Lighthouse's figures are stored whole even from a narrowed run, so docs/performance.md shows them.
    if (whole || small.result.lighthouse)
      updateReadme(path.join(root, "docs/performance.md"), path.join(root, "bench/results.json"));
    const missed = missedBudgets(stored, small.result.lighthouse ? lighthouseBudgets(small.result.lighthouse) : []);
    const repeat = stored.reproducibility;
    const runToRun = repeat
      ? `; run to run ${(repeat.maxDelta * 100).toFixed(0)}% ${repeat.ok ? "within" : "beyond"} 15%`
      : "";
    log(
      `done: ${missed.length === 0 ? "every budget met" : `${missed.length} budget(s) missed (see the table)`}${runToRun}`,
    );
  } finally {
    await database.dispose();
  }
}

/**
 * The browser's own queries as it sends them (decision 020). Imported here, not at the top: the module reads the
 * client's generated documents, which the client build above has just generated.
 */
async function browserQueries(ids: SentIds, token: string): Promise<Scenario[]> {
  if (!runs("client-anonymous") && !runs("client-signed-in")) return [];
  const { clientGroups } = await import("./lib/client-scenarios.ts");
  return clientGroups(ids, token);
}

/** The client's own progress mutation (trusted id) in the `progress` group; imported late for the same reason. */
async function clientProgress(lessonIds: string[], token: string): Promise<Scenario[]> {
  if (!runs("progress")) return [];
  const { clientProgressScenario } = await import("./lib/client-scenarios.ts");
  return clientProgressScenario("progress", lessonIds, token);
}

/**
 * The `catalogue-uncached` group: the signed-in catalogue, whose viewer fields the content cache's overlay loads per
 * reader (decision 026); with CONTENT_CACHE_MB=0 the same group measures full execution (the cold path).
 */
async function uncachedCatalogue(token: string): Promise<Scenario[]> {
  if (!runs("catalogue-uncached")) return [];
  const { uncachedCatalogueScenario } = await import("./lib/client-scenarios.ts");
  return uncachedCatalogueScenario("catalogue-uncached", token);
}

/** Lighthouse on the public pages, unless BENCH_ONLY leaves it out; a string says why it was skipped. */
async function measureLighthouse(baseUrl: string) {
  if (!runs("lighthouse")) return undefined;
  const paths = await lighthousePaths(baseUrl);
  log(`running Lighthouse (mobile) on ${paths.join(", ")}`);
  const figures = await runLighthouse(baseUrl, paths);
  if (typeof figures === "string") log(`Lighthouse ${figures}`);
  return typeof figures === "string" ? undefined : figures;
}

/** What a visitor's first tap costs at 4x CPU (decision 023), printed only: the figure depends on the machine's load. */
async function printFirstInput(baseUrl: string) {
  if (!runs("first-input")) return;
  log("measuring the first input on the pages Lighthouse audits (4x CPU)");
  const measured = await measureFirstInput(baseUrl, await lighthousePaths(baseUrl));
  if (typeof measured === "string") return log(`first input ${measured}`);
  console.log(`\n${firstInputMarkdown(measured)}\n`);
}

function measuredCommit(): string | undefined {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
    // The two files a run rewrites do not count as changed code.
    const changed = git(
      "status",
      "--porcelain",
      "--untracked-files=no",
      "--",
      ".",
      ":!bench/results.json",
      ":!docs/performance.md",
      ":!docs/operations.md",
      ":!docs/video.md",
      ":!docs/payments.md",
      ":!docs/practice.md",
    );
    return `${git("rev-parse", "--short", "HEAD")}${changed ? "+changes" : ""}`;
  } catch {
    return undefined; // not a git checkout (a release tarball)
  }
}

await main();
