// Two gateway processes on one PostgreSQL behind nginx, under a bounded mixed read/write load: no errors,
// and every acknowledged write is in the database exactly once (nothing lost, nothing duplicated).
import { LOOSE_BUDGETS } from "../../test/start-gateway.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import type { Fixture } from "../../test/reliability/fixtures.ts";
import { call, pool, type JsonResponse } from "../../test/reliability/http.ts";
import type { Nginx } from "../../test/reliability/nginx.ts";
import { replicasUnavailableReason, startReplicas, type Replicas } from "../../test/reliability/replicas.ts";

const REQUESTS = 1_200;
const CONCURRENCY = 16;
const skipReason = await replicasUnavailableReason();
if (skipReason) console.warn(`scale-out suite skipped: ${skipReason}`);

describe.skipIf(skipReason)("two gateways behind nginx on one PostgreSQL", () => {
  let replicas: Replicas | undefined;
  let db: Database;
  let fixture: Fixture;
  let nginx: Nginx;

  beforeAll(async () => {
    // A load from one address and a few accounts: the cost budgets (decision 029) are not under test here.
    replicas = await startReplicas({ learners: 40, lessons: 3, freeCourses: 10, seats: 1_000 }, LOOSE_BUDGETS);
    ({ db, fixture, nginx } = replicas);
  }, 240_000);

  afterAll(() => replicas?.stop());

  it(`holds ${REQUESTS} mixed requests at ${CONCURRENCY} in flight without an error or a lost write`, async () => {
    const load = plan(fixture, nginx.url);
    const started = Date.now();
    const results = await pool(load.tasks, CONCURRENCY);
    const seconds = (Date.now() - started) / 1000;
    const failures = results.flatMap((result, index) =>
      result.status === "rejected"
        ? [`#${index}: ${result.reason}`]
        : result.value.status >= 300
          ? [`#${index}: ${result.value.status} ${result.value.text.slice(0, 120)}`]
          : [],
    );
    expect(failures).toEqual([]);
    console.info(
      `scale-out: ${REQUESTS} requests in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)} req/s), 0 errors`,
    );

    const enrollments = await db.prisma.enrollment.findMany({ where: { courseId: { in: fixture.freeCourseIds } } });
    expect(enrollments.map((row) => `${row.userId}/${row.courseId}`).sort()).toEqual(
      [...load.acknowledged.enrollments].sort(),
    );
    const registrations = await db.prisma.examRegistration.findMany({ where: { examId: fixture.examId } });
    expect(registrations.map((row) => row.userId).sort()).toEqual([...load.acknowledged.registrations].sort());
    const exam = await db.prisma.exam.findUniqueOrThrow({ where: { id: fixture.examId } });
    expect(exam.currentParticipants).toBe(registrations.length);
    const progress = await db.prisma.lessonProgress.findMany({ where: { courseId: fixture.courseId } });
    expect(progress).toHaveLength(load.acknowledged.watchTime.size);
    for (const row of progress)
      expect(row.watchTime).toBe(load.acknowledged.watchTime.get(`${row.userId}/${row.lessonId}`));

    const upstreams = new Set(nginx.accessLog().map((line) => line.split(" ")[0]));
    expect(upstreams.size, "both gateways served traffic").toBe(2);
  }, 300_000);
});

/** The request mix: reads of the catalogue and listings, progress reports, enrollments, exam registrations. */
function plan(fixture: Fixture, url: string) {
  const acknowledged = {
    enrollments: new Set<string>(),
    registrations: new Set<string>(),
    watchTime: new Map<string, number>(),
  };
  const pendingEnrollments = fixture.learners.flatMap((learner) =>
    fixture.freeCourseIds.map((courseId) => ({ learner, courseId })),
  );
  const pendingRegistrations = [...fixture.learners];
  const ack = (response: JsonResponse, onSuccess: () => void) => (response.status < 300 && onSuccess(), response);
  const tasks = Array.from({ length: REQUESTS }, (_, index): (() => Promise<JsonResponse>) => {
    const learner = fixture.learners[index % fixture.learners.length];
    const lessonId = fixture.lessonIds[index % fixture.lessonIds.length];
    switch (index % 8) {
      case 0:
        return () => call(`${url}/api/courses/published`);
      case 1:
        return () => call(`${url}/api/courses/${fixture.courseId}`);
      case 2:
        return () => call(`${url}/api/exams`);
      case 3:
        return () => call(`${url}/api/progress/lesson/${lessonId}`, { token: learner.token });
      case 4: {
        const next = pendingEnrollments.shift();
        if (!next) return () => call(`${url}/api/enrollments/my`, { token: learner.token });
        return async () =>
          ack(
            await call(`${url}/api/enrollments`, { body: { course_id: next.courseId }, token: next.learner.token }),
            () => acknowledged.enrollments.add(`${next.learner.id}/${next.courseId}`),
          );
      }
      case 5: {
        const next = pendingRegistrations.shift();
        if (!next) return () => call(`${url}/api/exams/categories`);
        return async () =>
          ack(await call(`${url}/api/exams/${fixture.examId}/register`, { method: "POST", token: next.token }), () =>
            acknowledged.registrations.add(next.id),
          );
      }
      default: {
        // Each learner's reports on a lesson go to whichever gateway nginx picks; watch time only grows.
        const watchTime = index;
        const key = `${learner.id}/${lessonId}`;
        return async () =>
          ack(
            await call(`${url}/api/progress/lesson/${lessonId}/update`, {
              body: { watchTime, totalDuration: 5_000 },
              token: learner.token,
            }),
            () => acknowledged.watchTime.set(key, Math.max(acknowledged.watchTime.get(key) ?? 0, watchTime)),
          );
      }
    }
  });
  return { tasks, acknowledged };
}
