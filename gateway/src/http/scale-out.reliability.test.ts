// Two gateway processes on one PostgreSQL behind nginx, under a bounded mixed read/write load: no errors,
// and every acknowledged write is in the database exactly once (nothing lost, nothing duplicated).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { spawnGateway, type ChildGateway } from "../../test/reliability/child-gateway.ts";
import { createPostgresDatabase, postgresUnavailableReason, type TempPostgres } from "../../test/reliability/databases.ts";
import { createFixture, type Fixture } from "../../test/reliability/fixtures.ts";
import { call, pool, type JsonResponse } from "../../test/reliability/http.ts";
import { nginxBinary, startNginx, type Nginx } from "../../test/reliability/nginx.ts";

const REQUESTS = 1_200;
const CONCURRENCY = 16;
const skipReason = (await postgresUnavailableReason()) ?? (nginxBinary() ? null : "nginx is not installed (apt-get install -y nginx-light)");
if (skipReason) console.warn(`scale-out suite skipped: ${skipReason}`);

describe.skipIf(skipReason)("two gateways behind nginx on one PostgreSQL", () => {
  let temp: TempPostgres;
  let db: Database;
  let fixture: Fixture;
  const gateways: ChildGateway[] = [];
  let nginx: Nginx;
  const dirs: string[] = [];

  beforeAll(async () => {
    temp = await createPostgresDatabase();
    db = await openDatabase({ target: { kind: "postgres", location: temp.url }, poolSize: 4 });
    fixture = await createFixture(db, { learners: 40, lessons: 3, freeCourses: 10, seats: 1_000 });
    for (let index = 0; index < 2; index++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-scale-"));
      dirs.push(dataDir);
      gateways.push(await spawnGateway({ DATA_DIR: dataDir, DATABASE_URL: temp.url }));
    }
    nginx = await startNginx(gateways.map((gateway) => gateway.port));
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const gateway of gateways) await gateway.kill("SIGTERM");
    await db?.close();
    await temp?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`holds ${REQUESTS} mixed requests at ${CONCURRENCY} in flight without an error or a lost write`, async () => {
    const load = plan(fixture, nginx.url);
    const started = Date.now();
    const results = await pool(load.tasks, CONCURRENCY);
    const seconds = (Date.now() - started) / 1000;
    const failures = results.flatMap((result, index) =>
      result.status === "rejected" ? [`#${index}: ${result.reason}`] : result.value.status >= 300 ? [`#${index}: ${result.value.status} ${result.value.text.slice(0, 120)}`] : [],
    );
    expect(failures).toEqual([]);
    console.info(`scale-out: ${REQUESTS} requests in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)} req/s), 0 errors`);

    const enrollments = await db.prisma.enrollment.findMany({ where: { courseId: { in: fixture.freeCourseIds } } });
    expect(enrollments.map((row) => `${row.userId}/${row.courseId}`).sort()).toEqual([...load.acknowledged.enrollments].sort());
    const registrations = await db.prisma.examRegistration.findMany({ where: { examId: fixture.examId } });
    expect(registrations.map((row) => row.userId).sort()).toEqual([...load.acknowledged.registrations].sort());
    const exam = await db.prisma.exam.findUniqueOrThrow({ where: { id: fixture.examId } });
    expect(exam.currentParticipants).toBe(registrations.length);
    const progress = await db.prisma.lessonProgress.findMany({ where: { courseId: fixture.courseId } });
    expect(progress).toHaveLength(load.acknowledged.watchTime.size);
    for (const row of progress) expect(row.watchTime).toBe(load.acknowledged.watchTime.get(`${row.userId}/${row.lessonId}`));

    const upstreams = new Set(nginx.accessLog().map((line) => line.split(" ")[0]));
    expect(upstreams.size, "both gateways served traffic").toBe(2);
  }, 300_000);
});

/** The request mix: reads of the catalogue and listings, progress reports, enrollments, exam registrations. */
function plan(fixture: Fixture, url: string) {
  const acknowledged = { enrollments: new Set<string>(), registrations: new Set<string>(), watchTime: new Map<string, number>() };
  const pendingEnrollments = fixture.learners.flatMap((learner) => fixture.freeCourseIds.map((courseId) => ({ learner, courseId })));
  const pendingRegistrations = [...fixture.learners];
  const ack = (response: JsonResponse, onSuccess: () => void) => (response.status < 300 && onSuccess(), response);
  const tasks = Array.from({ length: REQUESTS }, (_, index): (() => Promise<JsonResponse>) => {
    const learner = fixture.learners[index % fixture.learners.length];
    const lessonId = fixture.lessonIds[index % fixture.lessonIds.length];
    switch (index % 8) {
      case 0: return () => call(`${url}/api/courses/published`);
      case 1: return () => call(`${url}/api/courses/${fixture.courseId}`);
      case 2: return () => call(`${url}/api/exams`);
      case 3: return () => call(`${url}/api/progress/lesson/${lessonId}`, { token: learner.token });
      case 4: {
        const next = pendingEnrollments.shift();
        if (!next) return () => call(`${url}/api/enrollments/my`, { token: learner.token });
        return async () => ack(await call(`${url}/api/enrollments`, { body: { course_id: next.courseId }, token: next.learner.token }),
          () => acknowledged.enrollments.add(`${next.learner.id}/${next.courseId}`));
      }
      case 5: {
        const next = pendingRegistrations.shift();
        if (!next) return () => call(`${url}/api/exams/categories`);
        return async () => ack(await call(`${url}/api/exams/${fixture.examId}/register`, { method: "POST", token: next.token }),
          () => acknowledged.registrations.add(next.id));
      }
      default: {
        // Each learner's reports on a lesson go to whichever gateway nginx picks; watch time only grows.
        const watchTime = index;
        const key = `${learner.id}/${lessonId}`;
        return async () => ack(await call(`${url}/api/progress/lesson/${lessonId}/update`, { body: { watchTime, totalDuration: 5_000 }, token: learner.token }),
          () => acknowledged.watchTime.set(key, Math.max(acknowledged.watchTime.get(key) ?? 0, watchTime)));
      }
    }
  });
  return { tasks, acknowledged };
}
