// The staff dashboard (docs/staff-console.md) on a fixture whose every figure is known: platform-wide for admins, own courses
// only for instructors, 30 UTC days of activity, the top five courses with completion rates, constant statements.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
let admin: Viewer;
let ownerOne: Viewer;
let ownerTwo: Viewer;
let student: Viewer;
const courses: Record<string, { id: string; lessonIds: string[] }> = {};

const DAY = 86_400_000;
const todayStart = () => new Date(Math.floor(Date.now() / DAY) * DAY);
/** Noon UTC `days` ago, so the UTC day is unambiguous. */
const daysAgo = (days: number) => new Date(todayStart().getTime() - days * DAY + DAY / 2);
const dateOf = (days: number) => daysAgo(days).toISOString().slice(0, 10);

async function course(key: string, spec: { owner?: Viewer; lessons: number; order: number }) {
  const row = await db.prisma.course.create({
    data: {
      title: `Course ${key}`,
      published: true,
      ownerId: spec.owner?.userId ?? null,
      createdAt: daysAgo(100 - spec.order),
      lessons: {
        create: Array.from({ length: spec.lessons }, (_, index) => ({ position: index + 1, title: `L${index + 1}` })),
      },
    },
    include: { lessons: { orderBy: { position: "asc" } } },
  });
  courses[key] = { id: row.id, lessonIds: row.lessons.map((lesson) => lesson.id) };
}

const enroll = (userId: string, key: string, days: number) =>
  db.prisma.enrollment.create({ data: { userId, courseId: courses[key].id, enrolledAt: daysAgo(days) } });

const complete = (userId: string, key: string, lesson: number, days: number) =>
  db.prisma.lessonProgress.create({
    data: {
      userId,
      courseId: courses[key].id,
      lessonId: courses[key].lessonIds[lesson],
      status: "completed",
      completedAt: daysAgo(days),
    },
  });

beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  ownerOne = await createLearner(db, "instructor");
  ownerTwo = await createLearner(db, "instructor");
  const [s1, s2, s3, s4] = await Promise.all([1, 2, 3, 4].map(() => createLearner(db)));
  student = s1;
  await db.prisma.user.update({ where: { id: s3.userId }, data: { createdAt: daysAgo(10) } });
  await db.prisma.user.update({ where: { id: s4.userId }, data: { createdAt: daysAgo(40) } });

  await course("C1", { owner: ownerOne, lessons: 2, order: 1 });
  await course("C2", { owner: ownerTwo, lessons: 1, order: 2 });
  await course("C3", { lessons: 3, order: 3 });
  await course("C4", { owner: ownerOne, lessons: 0, order: 4 });
  await course("C5", { lessons: 1, order: 5 });
  await course("C6", { lessons: 1, order: 6 });
  // Ties with C4 and C5 on one enrollment but was created later: sixth, so not in the top five.
  await course("C7", { lessons: 1, order: 7 });

  await enroll(s1.userId, "C1", 0);
  await enroll(s2.userId, "C1", 0);
  await enroll(s3.userId, "C1", 3);
  await enroll(s4.userId, "C1", 29);
  await enroll(s1.userId, "C2", 30);
  await enroll(s2.userId, "C2", 3);
  await enroll(s3.userId, "C2", 0);
  await enroll(s1.userId, "C3", 0);
  await enroll(s2.userId, "C3", 0);
  await enroll(s1.userId, "C4", 0);
  await enroll(s2.userId, "C5", 0);
  await enroll(s3.userId, "C7", 0);

  // C1: s1 and s3 completed both lessons, s2 one of two; C2: s1 completed its only lesson (31 days ago).
  await complete(s1.userId, "C1", 0, 0);
  await complete(s1.userId, "C1", 1, 0);
  await complete(s2.userId, "C1", 0, 3);
  await complete(s3.userId, "C1", 0, 3);
  await complete(s3.userId, "C1", 1, 29);
  await complete(s1.userId, "C2", 0, 30);

  await db.prisma.certificate.createMany({
    data: [
      { code: "D-1", userId: s1.userId, courseId: courses.C1.id, holderName: "S1", courseTitle: "C1" },
      { code: "D-2", userId: s3.userId, courseId: courses.C1.id, holderName: "S3", courseTitle: "C1" },
      { code: "D-3", userId: s1.userId, courseId: courses.C2.id, holderName: "S1", courseTitle: "C2" },
    ],
  });
  const exam = await db.prisma.exam.create({
    data: {
      title: "Mock",
      category: "CAT",
      duration: 60,
      examDate: daysAgo(-10),
      maxParticipants: 10,
      currentParticipants: 2,
    },
  });
  await db.prisma.examRegistration.createMany({
    data: [s1, s2].map((learner) => ({ examId: exam.id, userId: learner.userId })),
  });
});
afterAll(() => db.close());

const DASHBOARD = `{
  dashboard {
    learners signupsLast7Days signupsLast30Days examRegistrations enrollments lessonCompletions certificatesIssued
    daily { date enrollments completions }
    topCourses { course { id title } enrollments completionRate }
  }
}`;

interface Dashboard {
  daily: { date: string; enrollments: number; completions: number }[];
  topCourses: { course: { id: string }; enrollments: number; completionRate: number }[];
  [figure: string]: unknown;
}

async function dashboardAs(viewer: Viewer | null) {
  const result = await execute(createTestContext({ db, viewer }), DASHBOARD);
  return { result, dashboard: result.data?.dashboard as Dashboard };
}

/** The days that had activity, as [days ago, enrollments, completions]. */
function activeDays(daily: Dashboard["daily"]) {
  return daily
    .map((day, index) => [29 - index, day.enrollments, day.completions])
    .filter(([, enrollments, completions]) => enrollments || completions);
}

describe("dashboard", () => {
  it("gives admins the platform figures", async () => {
    const { result, dashboard } = await dashboardAs(admin);
    expect(result.errors).toBeUndefined();
    // Students s1..s4; sign-ups: everyone but s3 (10 days ago) and s4 (40 days ago) in 7 days, all but s4 in 30.
    expect(dashboard).toMatchObject({
      learners: 4,
      signupsLast7Days: 5,
      signupsLast30Days: 6,
      examRegistrations: 2,
      enrollments: 12,
      lessonCompletions: 6,
      certificatesIssued: 3,
    });
  });

  it("lists 30 UTC days oldest first, zeros included, grouping enrollments and completions by day", async () => {
    const { dashboard } = await dashboardAs(admin);
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.daily[0].date).toBe(dateOf(29));
    expect(dashboard.daily[29].date).toBe(dateOf(0));
    expect(new Set(dashboard.daily.map((day) => day.date)).size).toBe(30);
    // The enrollment and the completion 30 days ago fall outside the window.
    expect(activeDays(dashboard.daily)).toEqual([
      [29, 1, 1],
      [3, 2, 2],
      [0, 8, 2],
    ]);
  });

  it("ranks the five most-enrolled courses with the share of learners who completed every lesson", async () => {
    const { dashboard } = await dashboardAs(admin);
    expect(dashboard.topCourses.map((stat) => [stat.course.id, stat.enrollments, stat.completionRate])).toEqual([
      [courses.C1.id, 4, 0.5],
      [courses.C2.id, 3, 1 / 3],
      [courses.C3.id, 2, 0],
      [courses.C4.id, 1, 0],
      [courses.C5.id, 1, 0],
    ]);
  });

  it("gives instructors their own courses' figures only, and null for the platform's", async () => {
    const { result, dashboard } = await dashboardAs(ownerOne);
    expect(result.errors).toBeUndefined();
    expect(dashboard).toMatchObject({
      learners: null,
      signupsLast7Days: null,
      signupsLast30Days: null,
      examRegistrations: null,
      enrollments: 5,
      lessonCompletions: 5,
      certificatesIssued: 2,
    });
    expect(activeDays(dashboard.daily)).toEqual([
      [29, 1, 1],
      [3, 1, 2],
      [0, 3, 2],
    ]);
    expect(dashboard.topCourses.map((stat) => [stat.course.id, stat.enrollments, stat.completionRate])).toEqual([
      [courses.C1.id, 4, 0.5],
      [courses.C4.id, 1, 0],
    ]);
    const other = (await dashboardAs(ownerTwo)).dashboard;
    expect(other).toMatchObject({ enrollments: 3, lessonCompletions: 1, certificatesIssued: 1 });
    expect(other.topCourses.map((stat) => stat.course.id)).toEqual([courses.C2.id]);
  });

  it("is refused to students and anonymous callers", async () => {
    expect((await dashboardAs(student)).result.errors?.[0].extensions?.code).toBe("forbidden");
    expect((await dashboardAs(null)).result.errors?.[0].extensions?.code).toBe("unauthenticated");
  });

  it("runs the same few statements whatever the amount of data", async () => {
    const count = async () => {
      const { result, statements } = await db.countStatements(() =>
        execute(createTestContext({ db, viewer: admin }), DASHBOARD),
      );
      expect(result.errors).toBeUndefined();
      return statements.length;
    };
    const before = await count();
    const more = await Promise.all(Array.from({ length: 8 }, () => createLearner(db)));
    await course("C8", { lessons: 2, order: 8 });
    for (const [index, learner] of more.entries()) {
      await enroll(learner.userId, "C8", index);
      await complete(learner.userId, "C8", 0, index);
    }
    expect(await count()).toBe(before);
    expect(before).toBe(4);
  });
});
