// `npx tsx bench/learner-hit-rate.ts` (decision 047): how often a signed-in learner's own reads are answered from
// memory while other learners write their own rows through the same gateway, as a class does: HIT_LEARNERS learners
// (default 100) read the header's and profile's documents as the client sends them (GET by trusted id), from
// HIT_READERS concurrent loops, while learners enrol in courses through the client's Enroll mutation at
// HIT_WRITES_PER_SECOND (default 5) for HIT_SECONDS (default 20). The hit rate is the gateway's own count
// (`vidyapath_answer_cache_total{kept_for="learner"}` on /metrics), over the measured seconds only.
// With HIT_WRITE=watch (decision 050) the learners watch a lesson instead: each reports progress through the
// player's UpdateLessonProgress every HIT_REPORT_MS (default 1,000) and reads the header (Me and the bell's
// UnreadNotificationCount) and the lesson page's EnrollmentStatus every HIT_READ_MS (default 3,000): the product's
// 5 s reports and 60 s bell poll, compressed, so a report always falls between two reads of a learner.
// In-process, over a real embedded database (PGlite, or PostgreSQL with TEST_DATABASE_URL); printed, never stored:
// the throughput moves with the machine's load, which it prints beside it. The hit rate is the figure to compare.
import os from "node:os";
import { execSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { startTestGateway } from "../gateway/test/start-gateway.ts";
import { createCourse, signIn, type Learner } from "../gateway/src/rest/rest-test-helpers.ts";
import { asApolloSends, asApolloSendsOperation, clientOperation, clientQueries } from "../test/client-documents.ts";

const LEARNERS = Number(process.env.HIT_LEARNERS ?? 100);
const SECONDS = Number(process.env.HIT_SECONDS ?? 20);
const WRITES_PER_SECOND = Number(process.env.HIT_WRITES_PER_SECOND ?? 5);
const READERS = Number(process.env.HIT_READERS ?? 16);
const WATCH = process.env.HIT_WRITE === "watch";
const REPORT_MS = Number(process.env.HIT_REPORT_MS ?? 1_000);
const READ_MS = Number(process.env.HIT_READ_MS ?? 3_000);
const METRICS_TOKEN = "learner-hit-rate-bench-token";
// What a signed-in learner's app reads of their own rows: the header on every page, the course page's enrolment
// state, the profile's lists.
const DOCUMENTS = WATCH
  ? ["Me", "UnreadNotificationCount", "EnrollmentStatus"]
  : ["Me", "UnreadNotificationCount", "EnrollmentStatus", "MyEnrollments", "NotificationList"];

const loadAtStart = os.loadavg();
const gateway = await startTestGateway({ METRICS_TOKEN });
const course = await createCourse(gateway, { title: "Kept answers" });
// Enough courses that every enrolment of the run is a new (learner, course) pair.
const others = await Promise.all(
  Array.from({ length: Math.ceil((WRITES_PER_SECOND * SECONDS * 2) / LEARNERS) + 1 }, (_unused, index) =>
    createCourse(gateway, { title: `Elective ${index + 1}` }),
  ),
);
const learners: Learner[] = [];
for (let index = 0; index < LEARNERS; index++) learners.push(await signIn(gateway));
const db = gateway.app.services.db;
await db.prisma.enrollment.createMany({
  data: learners.map((learner) => ({ userId: learner.user.id, courseId: course.id })),
});

const queries = clientQueries().filter((query) => DOCUMENTS.includes(query.name));
const requests = await Promise.all(
  learners.flatMap((learner) =>
    queries.map(async (query) => {
      const variables = Object.fromEntries(
        query.variables.filter((name) => name === "courseId").map((name) => [name, course.id]),
      );
      return { learner, ...(await asApolloSends(query, variables, learner.token)) };
    }),
  ),
);

async function send(request: { path: string; headers: Record<string, string>; method?: string; body?: string }) {
  const response = await fetch(`${gateway.url}${request.path}`, {
    method: request.method ?? "GET",
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (response.status !== 200 || JSON.parse(text).errors) throw new Error(`${response.status} ${text.slice(0, 300)}`);
}

async function learnerLookups() {
  const response = await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const count = (result: string) =>
    Number(
      text.match(new RegExp(`vidyapath_answer_cache_total\\{result="${result}",kept_for="learner"\\} (\\d+)`))?.[1],
    );
  return { hits: count("hit"), misses: count("miss") };
}

// Every learner's answers kept once before the measured seconds.
for (const request of requests) await send(request);
await new Promise((resolve) => setTimeout(resolve, 500));
const before = await learnerLookups();

const enroll = clientOperation("Enroll");
const report = clientOperation("UpdateLessonProgress");
const lessonId = (await db.prisma.lesson.findFirstOrThrow({ where: { courseId: course.id } })).id;
let writes = 0;
let reads = 0;
const began = performance.now();
const running = () => performance.now() - began < SECONDS * 1000;
/** Runs `step` every `everyMs` from a random offset while the run lasts. */
async function every(everyMs: number, step: (round: number) => Promise<void>) {
  const offset = Math.random() * everyMs;
  for (let round = 0; running(); round++) {
    const due = began + offset + round * everyMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    if (running()) await step(round);
  }
}
const watching = (WATCH ? learners : []).flatMap((learner) => [
  every(REPORT_MS, async (round) => {
    const seconds = 5 * (round + 1);
    const input = { watchTime: seconds, totalDuration: 600, position: seconds };
    await send(await asApolloSendsOperation(report, { lessonId, input }, learner.token));
    writes += 1;
  }),
  every(READ_MS, async () => {
    for (const request of requests.filter((sent) => sent.learner === learner)) await send(request);
    reads += DOCUMENTS.length;
  }),
]);
const writer = (async () => {
  if (WATCH) return;
  while (running()) {
    const learner = learners[writes % LEARNERS];
    const courseId = others[Math.floor(writes / LEARNERS) % others.length].id;
    await send(await asApolloSendsOperation(enroll, { courseId }, learner.token));
    writes += 1;
    const due = began + (writes / WRITES_PER_SECOND) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  }
})();
const readers = Array.from({ length: WATCH ? 0 : READERS }, async () => {
  while (running()) {
    await send(requests[Math.floor(Math.random() * requests.length)]);
    reads += 1;
  }
});
await Promise.all([writer, ...readers, ...watching]);
const elapsed = (performance.now() - began) / 1000;
const after = await learnerLookups();
const hits = after.hits - before.hits;
const misses = after.misses - before.misses;

const commit = execSync("git rev-parse --short=8 HEAD", { encoding: "utf8" }).trim();
console.log(
  [
    `commit ${commit}, ${db.jobStore.kind}, ${os.availableParallelism()} cores, load ${loadAtStart.map((value) => value.toFixed(1)).join("/")} at start`,
    WATCH
      ? `${LEARNERS} learners watching, each reporting progress every ${REPORT_MS} ms and reading ${DOCUMENTS.join(", ")} every ${READ_MS} ms; ${writes} reports in ${elapsed.toFixed(1)} s (${(writes / elapsed).toFixed(1)}/s)`
      : `${LEARNERS} learners reading ${DOCUMENTS.join(", ")} from ${READERS} loops; ${writes} enrolments through the gateway in ${elapsed.toFixed(1)} s (${(writes / elapsed).toFixed(1)}/s)`,
    `${reads} reads (${(reads / elapsed).toFixed(0)}/s): learner answers ${hits} hits, ${misses} misses, hit rate ${((100 * hits) / Math.max(1, hits + misses)).toFixed(1)}%`,
  ].join("\n"),
);
await gateway.close();
