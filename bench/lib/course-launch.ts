// The `course-launch` group (docs/payments.md, "Tax invoices"): BENCH_LAUNCH_BUYERS learners (200) buy one paid
// course at once (or evenly over BENCH_LAUNCH_SECONDS) through the real flow, the gateway in production mode with
// the real `razorpay` SDK against the loopback Razorpay fake, each payment heard by verify and webhook at once. The
// buyers and the checks are the launch reliability test's own (gateway/src/payments/launch-test-helpers.ts).
import { createFixture, TEST_SECRETS } from "../../gateway/test/reliability/fixtures.ts";
import { startFakeRazorpay } from "../../gateway/test/fake-razorpay.ts";
import {
  checkLaunch,
  LAUNCH_KEY_SECRET,
  launchGatewayEnv,
  runLaunch,
  type LaunchChecks,
} from "../../gateway/src/payments/launch-test-helpers.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { startGateway } from "./gateway-process.ts";
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
  confirmP50Ms: number;
  confirmP95Ms: number;
  confirmP99Ms: number;
  /** Load-shedding answers (503) the buyers and the webhook tapped again after. */
  shedRetries: number;
  /** Buys, verifies or webhooks that failed for good. */
  failures: number;
  checks: Record<string, "pass" | "fail">;
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
    const run = await runLaunch({
      gatewayUrl: gateway.url,
      courseId: fixture.courseId,
      tokens: fixture.learners.map((learner) => learner.token),
      razorpay,
      windowSeconds: settings.windowSeconds,
    }).finally(() => gateway.stop());
    for (const failure of run.failures.slice(0, 5)) log(`course-launch failure: ${failure}`);
    // After the gateway has stopped: embedded PGlite opens in one process at a time.
    const checks = await database.use((db) =>
      checkLaunch(db.prisma, { courseId: fixture.courseId, buyers: settings.buyers, razorpay }),
    );
    const sorted = Float64Array.from(run.confirmMs).sort();
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
    return {
      settings,
      database: database.kind,
      allEnrolledSeconds: run.seconds,
      confirmP50Ms: at(0.5),
      confirmP95Ms: at(0.95),
      confirmP99Ms: at(0.99),
      shedRetries: run.retried,
      failures: run.failures.length,
      checks: Object.fromEntries(
        (Object.keys(CHECKS) as (keyof LaunchChecks)[]).map((key) => [CHECKS[key], checks[key] ? "pass" : "fail"]),
      ),
    };
  } finally {
    await razorpay.close();
    await database.dispose();
  }
}

export const courseLaunchPassed = (result: CourseLaunchResult) =>
  result.failures === 0 && Object.values(result.checks).every((check) => check === "pass");

export function courseLaunchMarkdown(
  result: CourseLaunchResult & { finishedAt: string; commit?: string; machine: object },
) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `Run ${result.finishedAt} (commit ${result.commit ?? "unknown"}), ${result.database}, one gateway in production mode,`,
    `${result.settings.buyers} buyers of one ₹1,499 course over ${result.settings.windowSeconds} s, the loopback Razorpay fake.`,
    `Machine: ${JSON.stringify(result.machine)}.`,
    "",
    "| figure | value |",
    "|---|---|",
    `| buyers | ${result.settings.buyers} |`,
    `| time to all enrolled | ${result.allEnrolledSeconds.toFixed(1)} s |`,
    `| checkout confirm p50 / p95 / p99 | ${ms(result.confirmP50Ms)} / ${ms(result.confirmP95Ms)} / ${ms(result.confirmP99Ms)} |`,
    `| load-shed retries (503) | ${result.shedRetries} |`,
    `| failed for good | ${result.failures} |`,
    ...Object.entries(result.checks).map(([check, outcome]) => `| ${check} | ${outcome} |`),
  ].join("\n");
}
