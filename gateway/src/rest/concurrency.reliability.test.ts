// Races over the REST facade (spec section 7) on PGlite and, with TEST_DATABASE_URL, PostgreSQL: seats are
// never oversold nor taken after the exam date, duplicate requests make one row, and two tabs reporting progress
// never move it backwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { databaseKinds } from "../../test/reliability/databases.ts";
import { createFixture, type Fixture } from "../../test/reliability/fixtures.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call, graphql } from "../../test/reliability/http.ts";

const FULL_MESSAGE = "This exam is full";
const CLOSED_MESSAGE = "Registration for this exam has closed";

describe.each(databaseKinds())("concurrency on $name", (kind) => {
  let db: Database;
  let gateway: RunningGateway;
  let fixture: Fixture;

  beforeAll(async () => {
    db = await kind.open();
    fixture = await createFixture(db, { learners: 100, lessons: 2, freeCourses: 1, seats: 10 });
    gateway = await startGatewayOn(db);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
  });

  const register = (examId: string, token: string) =>
    call(`${gateway.url}/api/exams/${examId}/register`, { method: "POST", token });

  it("100 learners racing for 10 seats: exactly 10 registrations, everyone else told it is full", async () => {
    const responses = await Promise.all(fixture.learners.map((learner) => register(fixture.examId, learner.token)));
    const won = responses.filter((response) => response.status === 200);
    const full = responses.filter((response) => response.status === 409 && response.body?.message === FULL_MESSAGE);
    expect(won).toHaveLength(10);
    expect(full).toHaveLength(90);
    const exam = await db.prisma.exam.findUniqueOrThrow({ where: { id: fixture.examId } });
    const rows = await db.prisma.examRegistration.count({ where: { examId: fixture.examId } });
    expect(rows).toBe(10);
    expect(exam.currentParticipants).toBe(rows);
  });

  it("the same learner registering twice at once gets one seat", async () => {
    const exam = await db.prisma.exam.create({
      data: {
        title: "Twice",
        category: "Banking",
        duration: 60,
        examDate: new Date(Date.now() + 864e5),
        maxParticipants: 50,
      },
    });
    const learner = fixture.learners[0];
    const responses = await Promise.all(Array.from({ length: 6 }, () => register(exam.id, learner.token)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((response) => response.status !== 200)) {
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/already registered/i);
    }
    expect(await db.prisma.examRegistration.count({ where: { examId: exam.id } })).toBe(1);
    expect((await db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } })).currentParticipants).toBe(1);
  });

  it("learners racing for a past exam with free seats: all refused as closed (REST and GraphQL), no seat taken", async () => {
    const exam = await db.prisma.exam.create({
      data: {
        title: "Yesterday",
        category: "Banking",
        duration: 60,
        examDate: new Date(Date.now() - 60_000),
        maxParticipants: 50,
      },
    });
    const learners = fixture.learners.slice(0, 20);
    const rest = await Promise.all(learners.slice(0, 10).map((learner) => register(exam.id, learner.token)));
    const mutation = `mutation($examId: ID!) { registerForExam(examId: $examId) { id } }`;
    const viaGraphql = await Promise.all(
      learners.slice(10).map((learner) => graphql(gateway.url, mutation, { examId: exam.id }, learner.token)),
    );
    for (const response of rest) expect([response.status, response.body]).toEqual([409, { message: CLOSED_MESSAGE }]);
    for (const { body } of viaGraphql) {
      expect(body.errors?.[0]).toMatchObject({ message: CLOSED_MESSAGE, extensions: { code: "registration_closed" } });
    }
    expect(await db.prisma.examRegistration.count({ where: { examId: exam.id } })).toBe(0);
    expect((await db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } })).currentParticipants).toBe(0);
  });

  it("parallel duplicate enrollments make one row", async () => {
    const learners = fixture.learners.slice(0, 5);
    const responses = await Promise.all(
      learners.flatMap((learner) =>
        Array.from({ length: 5 }, () =>
          call(`${gateway.url}/api/enrollments`, {
            body: { course_id: fixture.freeCourseIds[0] },
            token: learner.token,
          }),
        ),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(learners.length);
    for (const response of responses.filter((response) => response.status !== 201)) {
      expect(response.status, response.text).toBe(409);
      expect(typeof response.body.error).toBe("string");
    }
    const rows = await db.prisma.enrollment.groupBy({
      by: ["userId"],
      where: { courseId: fixture.freeCourseIds[0] },
      _count: true,
    });
    expect(rows).toHaveLength(learners.length);
    expect(rows.every((row) => row._count === 1)).toBe(true);
  });

  it("two tabs reporting progress: watch time never goes backwards, completed never reverts", async () => {
    const learner = fixture.learners[1];
    const lessonId = fixture.lessonIds[0];
    const url = `${gateway.url}/api/progress/lesson/${lessonId}`;
    const update = (watchTime: number, status?: string) =>
      call(`${url}/update`, { body: { watchTime, totalDuration: 600, status: status ?? null }, token: learner.token });
    const stored = async () => (await call(url, { token: learner.token })).body;

    // Tab A plays from 0, tab B (opened later) from 100; their 5-second reports interleave out of order.
    const tabA = Array.from({ length: 20 }, (_, index) => 5 * (index + 1));
    const tabB = Array.from({ length: 20 }, (_, index) => 100 + 5 * (index + 1));
    const first = await Promise.all(shuffle([...tabA, ...tabB]).map((watchTime) => update(watchTime)));
    expect(first.every((response) => response.status === 200)).toBe(true);
    expect((await stored()).watchTime).toBe(200);

    // Tab B finishes the video while tab A keeps sending its older, smaller positions.
    const second = await Promise.all([update(210, "completed"), ...tabA.map((watchTime) => update(watchTime))]);
    expect(second.every((response) => response.status === 200)).toBe(true);
    const afterCompletion = await stored();
    expect(afterCompletion).toMatchObject({ status: "completed", watchTime: 210 });

    const third = await Promise.all(tabA.map((watchTime) => update(watchTime, "in_progress")));
    expect(third.every((response) => response.status === 200 && response.body.status === "completed")).toBe(true);
    expect(await stored()).toMatchObject({ status: "completed", watchTime: 210 });
  });
});

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}
