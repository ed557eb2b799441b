// The `course-launch` group (docs/payments.md, "Tax invoices"): BENCH_LAUNCH_BUYERS learners (200) buy one paid
// course at once (or evenly over BENCH_LAUNCH_SECONDS) through the real flow, the gateway in production mode with
// the real `razorpay` SDK against the loopback Razorpay fake, each payment heard by verify and webhook at once. The
// buyers and the checks are the launch reliability test's own (gateway/src/payments/launch-test-helpers.ts).
// The gateway runs in a process of its own (`npm run serve`, embedded PGlite inside it), so its CPU per purchase is
// read from /proc apart from the harness's, where the buyers and the Razorpay fake run.
import { createFixture, TEST_SECRETS } from "../../gateway/test/reliability/fixtures.ts";
import { startFakeRazorpay } from "../../gateway/test/fake-razorpay.ts";
import {
  checkLaunch,
  LAUNCH_KEY_SECRET,
  launchGatewayEnv,
  runLaunch,
  type LaunchChecks,
  type LaunchRun,
} from "../../gateway/src/payments/launch-test-helpers.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { startGateway } from "./gateway-process.ts";
import { machineBusySeconds, type CpuMeter } from "./process-cpu.ts";
import { gatewayEnv } from "./prepare.ts";

export const DEFAULT_LAUNCH_BUYERS = 200;

export interface CourseLaunchSettings {
  buyers: number;
  /** The buyers arrive evenly over this many seconds; 0, all at the same moment. */
  windowSeconds: number;
}

export function courseLaunchSettings(env: NodeJS.ProcessEnv = process.env): CourseLaunchSettings {
  return {
    buyers: Number(env.BENCH_LAUNCH_BUYERS ?? DEFAULT_LAUNCH_BUYERS),
    windowSeconds: Number(env.BENCH_LAUNCH_SECONDS ?? 0),
  };
}

const CHECKS: Record<keyof LaunchChecks, string> = {
  chargedOnce: "every buyer charged once",
  enrolledOnce: "every buyer enrolled once",
  invoicedOnce: "every buyer invoiced once",
  numberedWithoutGap: "invoice numbers 1..N without gap",
};

export interface CourseLaunchResult {
  settings: CourseLaunchSettings;
  database: string;
  /** From the first tap until every buyer's payment was answered by verify and webhook, so all are enrolled. */
  allEnrolledSeconds: number;
  /** Order creation (buyCourse, with the provider's order inside it), retries included. */
  orderP50Ms: number;
  orderP99Ms: number;
  confirmP50Ms: number;
  confirmP95Ms: number;
  confirmP99Ms: number;
  /** Load-shedding answers (503) the buyers and the webhook tapped again after. */
  shedRetries: number;
  /** Buys, verifies or webhooks that failed for good. */
  failures: number;
  /** The gateway process's CPU over the purchases divided by the buyers. */
  gatewayCpuMsPerPurchase: number;
  cpu: LaunchCpu;
  checks: Record<string, "pass" | "fail">;
}

/** CPU seconds from the first tap until the last buyer's last answer, each part apart. */
export interface LaunchCpu {
  /** What was measured where, as stored with the figures. */
  measured: string;
  gatewaySeconds: number;
  /** PostgreSQL's processes on this machine; null with PGlite (inside the gateway) or a remote server. */
  databaseSeconds: number | null;
  /** The harness process: the buyers' HTTP calls and the Razorpay fake; not the system under test. */
  buyersAndFakeSeconds: number;
  /** Everything else the machine ran meanwhile (other people's work on a shared machine). */
  otherSeconds: number;
}

/** The operator's GST details a production gateway with Razorpay keys refuses to start without. */
const GST_ENV = {
  GST_LEGAL_NAME: "VidyaPath Bench Pvt Ltd",
  GST_ADDRESS: "12 MG Road, Bengaluru 560001",
  GSTIN: "29ABCDE1234F1Z5",
  GST_STATE: "29",
};

export async function runCourseLaunch(
  root: string,
  settings: CourseLaunchSettings,
  log: (line: string) => void,
): Promise<CourseLaunchResult> {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  const razorpay = await startFakeRazorpay(LAUNCH_KEY_SECRET);
  try {
    const fixture = await database.use(async (db) => {
      const made = await createFixture(db, { learners: settings.buyers, lessons: 1, freeCourses: 0, enrolled: false });
      await db.prisma.course.update({ where: { id: made.courseId }, data: { pricePaise: 149_900 } });
      return made;
    });
    const env = { ...(await gatewayEnv(database)), ...TEST_SECRETS, ...launchGatewayEnv(razorpay.url), ...GST_ENV };
    const gateway = await startGateway(root, { ...env, LOG_LEVEL: "error" }, "/api/courses/published");
    log(`course-launch: ${settings.buyers} buyers on ${database.kind}, over ${settings.windowSeconds} s`);
    const { result: run, cpu } = await measureCpu({ gateway: gateway.cpuSeconds, database: database.cpuSeconds }, () =>
      runLaunch({
        gatewayUrl: gateway.url,
        courseId: fixture.courseId,
        tokens: fixture.learners.map((learner) => learner.token),
        razorpay,
        windowSeconds: settings.windowSeconds,
      }),
    ).finally(() => gateway.stop());
    for (const failure of run.failures.slice(0, 5)) log(`course-launch failure: ${failure}`);
    // After the gateway has stopped: embedded PGlite opens in one process at a time.
    const checks = await database.use((db) =>
      checkLaunch(db.prisma, { courseId: fixture.courseId, buyers: settings.buyers, razorpay }),
    );
    return launchResult(settings, database.kind, run, cpu, checks);
  } finally {
    await razorpay.close();
    await database.dispose();
  }
}

function launchResult(
  settings: CourseLaunchSettings,
  database: string,
  run: LaunchRun,
  cpu: Omit<LaunchCpu, "measured">,
  checks: LaunchChecks,
): CourseLaunchResult {
  const where = database === "pglite" ? "with PGlite inside it" : "PostgreSQL's processes apart";
  return {
    settings,
    database,
    allEnrolledSeconds: run.seconds,
    orderP50Ms: percentile(run.orderMs, 0.5),
    orderP99Ms: percentile(run.orderMs, 0.99),
    confirmP50Ms: percentile(run.confirmMs, 0.5),
    confirmP95Ms: percentile(run.confirmMs, 0.95),
    confirmP99Ms: percentile(run.confirmMs, 0.99),
    shedRetries: run.retried,
    failures: run.failures.length,
    gatewayCpuMsPerPurchase: (cpu.gatewaySeconds * 1000) / settings.buyers,
    cpu: {
      measured: `the gateway in its own process (npm run serve), ${where}; the buyers and the Razorpay fake in the harness process, counted apart`,
      ...cpu,
    },
    checks: Object.fromEntries(
      (Object.keys(CHECKS) as (keyof LaunchChecks)[]).map((key) => [CHECKS[key], checks[key] ? "pass" : "fail"]),
    ),
  };
}

export function percentile(values: number[], share: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/**
 * Runs `work` and answers the CPU each part burned from its start to its end, when every buyer has had every answer.
 * The payment-mail job each purchase queues runs after its answer, one per poll of the queue (2 s): all but the few
 * sent during the launch fall outside, as the cost of mail rather than of a purchase under load.
 */
async function measureCpu<T>(
  meters: { gateway: CpuMeter; database?: CpuMeter },
  work: () => Promise<T>,
): Promise<{ result: T; cpu: Omit<LaunchCpu, "measured"> }> {
  const read = () => ({
    gateway: meters.gateway(),
    database: meters.database?.() ?? 0,
    machine: machineBusySeconds(),
    harness: process.cpuUsage(),
  });
  const before = read();
  const result = await work();
  const after = read();
  const harness = (after.harness.user + after.harness.system - before.harness.user - before.harness.system) / 1e6;
  const gateway = after.gateway - before.gateway;
  const database = after.database - before.database;
  return {
    result,
    cpu: {
      gatewaySeconds: gateway,
      databaseSeconds: meters.database ? database : null,
      buyersAndFakeSeconds: harness,
      otherSeconds: Math.max(0, after.machine - before.machine - gateway - database - harness),
    },
  };
}

export const courseLaunchPassed = (result: CourseLaunchResult) =>
  result.failures === 0 && Object.values(result.checks).every((check) => check === "pass");

export function courseLaunchMarkdown(
  result: CourseLaunchResult & { finishedAt: string; commit?: string; machine: object },
) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const seconds = (value: number | null) => (value === null ? "-" : `${value.toFixed(2)} s`);
  const { cpu } = result;
  return [
    `Run ${result.finishedAt} (commit ${result.commit ?? "unknown"}), ${result.database}, one gateway in production mode,`,
    `${result.settings.buyers} buyers of one ₹1,499 course over ${result.settings.windowSeconds} s, the loopback Razorpay fake.`,
    `Machine: ${JSON.stringify(result.machine)}. CPU: ${cpu.measured}.`,
    "",
    "| figure | value |",
    "|---|---|",
    `| buyers | ${result.settings.buyers} |`,
    `| time to all enrolled | ${result.allEnrolledSeconds.toFixed(1)} s |`,
    `| order creation p50 / p99 | ${ms(result.orderP50Ms)} / ${ms(result.orderP99Ms)} |`,
    `| checkout confirm p50 / p95 / p99 | ${ms(result.confirmP50Ms)} / ${ms(result.confirmP95Ms)} / ${ms(result.confirmP99Ms)} |`,
    `| gateway CPU per purchase | ${result.gatewayCpuMsPerPurchase.toFixed(1)} ms |`,
    `| CPU: gateway / PostgreSQL / buyers and fake / other work | ${[cpu.gatewaySeconds, cpu.databaseSeconds, cpu.buyersAndFakeSeconds, cpu.otherSeconds].map(seconds).join(" / ")} |`,
    `| load-shed retries (503) | ${result.shedRetries} |`,
    `| failed for good | ${result.failures} |`,
    ...Object.entries(result.checks).map(([check, outcome]) => `| ${check} | ${outcome} |`),
  ].join("\n");
}
