// Reports written together (decision 043): the reports that arrive together are one statement, merged per learner
// and lesson by the report rules, and each is answered with its own row once that statement has committed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { reportLessonProgress } from "./progress-report.service.ts";
import type { ProgressReport } from "./progress.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const FIELDS = `lessonId watchTime lastPosition status courseProgress { completedLessons }`;
const UPDATE = `mutation($lessonId: ID!, $input: LessonProgressInput!) { updateLessonProgress(lessonId: $lessonId, input: $input) { ${FIELDS} } }`;
const COMPLETE = `mutation($lessonId: ID!) { completeLesson(lessonId: $lessonId) { ${FIELDS} } }`;

const progressWrites = (statements: string[]) =>
  statements.filter((statement) => statement.includes(`INSERT INTO "LessonProgress"`));

async function enrolled(courseId: string, role?: Viewer["role"]): Promise<Viewer> {
  const viewer = await createLearner(db, role);
  await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId } });
  return viewer;
}

async function oneLearner(lessons = 2) {
  const course = await createCourseWithLessons(db, { lessons });
  const viewer = await enrolled(course.id);
  const lessonId = course.lessons[0].id;
  const report = (input: ProgressReport, lesson = lessonId) =>
    reportLessonProgress(db, { viewer, lessonId: lesson }, input);
  const stored = () =>
    db.prisma.lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: viewer.userId, lessonId } } });
  return { course, viewer, lessonId, report, stored };
}

describe("reports arriving together", () => {
  it("are one statement for many learners, each answered with its own row and course progress", async () => {
    const course = await createCourseWithLessons(db, { lessons: 3 });
    const learners: Viewer[] = [];
    for (let index = 0; index < 12; index++) learners.push(await enrolled(course.id));
    const lessonOf = (index: number) => course.lessons[index % 3].id;
    const { result, statements } = await db.countStatements(() =>
      Promise.all(
        learners.map((viewer, index) =>
          execute(createTestContext({ db, viewer }), UPDATE, {
            lessonId: lessonOf(index),
            input: { watchTime: 10 + index, totalDuration: 600, position: index },
          }),
        ),
      ),
    );
    expect(statements).toHaveLength(1);
    expect(result.map((answer) => answer.errors ?? answer.data?.updateLessonProgress)).toEqual(
      learners.map((_, index) => ({
        lessonId: lessonOf(index),
        watchTime: 10 + index,
        lastPosition: index,
        status: "in_progress",
        courseProgress: { completedLessons: 0 },
      })),
    );
    const rows = await db.prisma.lessonProgress.findMany({ where: { courseId: course.id } });
    expect(rows).toHaveLength(12);
  });

  it("of one learner for several lessons of a course are one statement, each told the course's progress of all", async () => {
    const { course, viewer } = await oneLearner(4);
    const context = createTestContext({ db, viewer });
    const [first, second, third] = course.lessons.map((lesson) => lesson.id);
    await execute(context, COMPLETE, { lessonId: first });
    const SIBLINGS = `mutation($lessonId: ID!, $input: LessonProgressInput!) {
      updateLessonProgress(lessonId: $lessonId, input: $input) { lessonId courseProgress { completedLessons completedLessonIds } }
    }`;
    const send = (lessonId: string) =>
      execute(context, SIBLINGS, { lessonId, input: { watchTime: 30, totalDuration: 600 } });
    // An offline outbox sending its queue: the statement's course part answers every one of them, with no read after.
    const { result, statements } = await db.countStatements(() => Promise.all([send(second), send(third)]));
    expect(statements).toHaveLength(1);
    expect(result.map((answer) => answer.errors ?? answer.data?.updateLessonProgress)).toEqual([
      { lessonId: second, courseProgress: { completedLessons: 1, completedLessonIds: [first] } },
      { lessonId: third, courseProgress: { completedLessons: 1, completedLessonIds: [first] } },
    ]);
    // A completion in the set: its siblings' answers count it too (read after the course's completion is synced).
    const together = await Promise.all([
      execute(context, COMPLETE, { lessonId: second }),
      send(third),
      execute(context, COMPLETE, { lessonId: course.lessons[3].id }),
    ]);
    const completedLessons = together.map(
      (answer) => answer.data as { [field: string]: { courseProgress: { completedLessons: number } } } | undefined,
    );
    expect(completedLessons.map((data) => data && Object.values(data)[0].courseProgress.completedLessons)).toEqual([
      3, 3, 3,
    ]);
  });

  it("resolve only once their statement has committed: an acknowledged report is in the table", async () => {
    const course = await createCourseWithLessons(db, { lessons: 1 });
    const learners: Viewer[] = [];
    for (let index = 0; index < 5; index++) learners.push(await enrolled(course.id));
    const lessonId = course.lessons[0].id;
    const seen = await Promise.all(
      learners.map((viewer, index) =>
        reportLessonProgress(db, { viewer, lessonId }, { watchTime: 100 + index, totalDuration: 600 }).then(() =>
          db.query<{ watchTime: number }>(
            `SELECT "watchTime" FROM "LessonProgress" WHERE "userId" = $1 AND "lessonId" = $2`,
            [viewer.userId, lessonId],
          ),
        ),
      ),
    );
    expect(seen).toEqual(learners.map((_, index) => [{ watchTime: 100 + index }]));
  });

  it("of one learner for one lesson are merged by the rules and both answered with the row written", async () => {
    const { report, stored } = await oneLearner();
    await report({ watchTime: 30, totalDuration: 300, position: 30 });
    const { result, statements } = await db.countStatements(() =>
      Promise.all([
        report({ watchTime: 100, totalDuration: 0, position: 80 }),
        report({ watchTime: 50, totalDuration: 600 }),
      ]),
    );
    expect(progressWrites(statements)).toHaveLength(1);
    // The higher watch time, the later known duration, the position of the report that had one.
    const merged = { status: "in_progress", watchTime: 100, totalDuration: 600, lastPosition: 80 };
    expect(result.map((write) => write.progress)).toEqual([
      expect.objectContaining(merged),
      expect.objectContaining(merged),
    ]);
    expect(await stored()).toMatchObject(merged);
    // The later of two positions wins, even backwards: learners rewind.
    await Promise.all([
      report({ watchTime: 110, totalDuration: 0, position: 90 }),
      report({ watchTime: 60, totalDuration: 0, position: 20 }),
    ]);
    expect(await stored()).toMatchObject({ watchTime: 110, totalDuration: 600, lastPosition: 20 });
  });

  it("never revert a completion, in the set that completes or in any later one", async () => {
    const { report, stored } = await oneLearner();
    const first = await Promise.all([
      report({ watchTime: 10, totalDuration: 300, status: "completed" }),
      report({ watchTime: 20, totalDuration: 300, status: "in_progress" }),
    ]);
    expect(first.map((write) => write.progress.status)).toEqual(["completed", "completed"]);
    const { completedAt } = await stored();
    expect(completedAt).toBeInstanceOf(Date);
    const later = await Promise.all([
      report({ watchTime: 30, totalDuration: 300, status: "in_progress" }),
      report({ watchTime: 40, totalDuration: 300 }),
    ]);
    expect(later.map((write) => write.progress.status)).toEqual(["completed", "completed"]);
    expect(await stored()).toMatchObject({ status: "completed", watchTime: 40, completedAt });
  });

  it("answer each refusal to its own report alone and write the others", async () => {
    const { course, viewer, lessonId, report } = await oneLearner();
    const notEnrolled = await createCourseWithLessons(db, { lessons: 1 });
    const draft = await createCourseWithLessons(db, { lessons: 1, published: false });
    await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: draft.id } });
    // An instructor's own draft is open to them (course-visibility.ts): their report is in the same set.
    const instructor = await enrolled(draft.id, "instructor");
    await db.prisma.course.update({ where: { id: draft.id }, data: { ownerId: instructor.userId } });
    const outcomes = await Promise.allSettled([
      report({ watchTime: 40, totalDuration: 300 }),
      report({ watchTime: 1, totalDuration: 300 }, "missing"),
      report({ watchTime: 1, totalDuration: 300 }, notEnrolled.lessons[0].id),
      report({ watchTime: 1, totalDuration: 300 }, draft.lessons[0].id),
      // A value the database cannot take fails the set's statement; every other report is written alone then.
      report({ watchTime: 1, totalDuration: 300 }, "bad\u0000id"),
      reportLessonProgress(
        db,
        { viewer: instructor, lessonId: draft.lessons[0].id },
        { watchTime: 7, totalDuration: 60 },
      ),
      report({ watchTime: 41, totalDuration: 300 }, course.lessons[1].id),
    ]);
    expect(
      outcomes.map((outcome) =>
        outcome.status === "fulfilled"
          ? [outcome.value.progress.lessonId, outcome.value.progress.watchTime]
          : outcome.reason instanceof AppError
            ? outcome.reason.code
            : "failed",
      ),
    ).toEqual([
      [lessonId, 40],
      "lesson_not_found",
      "not_enrolled",
      "lesson_not_found",
      "failed",
      [draft.lessons[0].id, 7],
      [course.lessons[1].id, 41],
    ]);
    expect(await db.prisma.lessonProgress.count({ where: { userId: viewer.userId } })).toBe(2);
  });

  it("complete the course when they complete its last lessons together", async () => {
    const { course, viewer } = await oneLearner(2);
    const context = createTestContext({ db, viewer });
    const answers = await Promise.all(
      course.lessons.map((lesson) => execute(context, COMPLETE, { lessonId: lesson.id })),
    );
    expect(answers.map((answer) => answer.errors ?? answer.data?.completeLesson)).toEqual(
      course.lessons.map((lesson) => expect.objectContaining({ lessonId: lesson.id, status: "completed" })),
    );
    const enrollment = await db.prisma.enrollment.findUniqueOrThrow({
      where: { userId_courseId: { userId: viewer.userId, courseId: course.id } },
    });
    expect(enrollment.status).toBe("completed");
    expect(await db.prisma.certificate.count({ where: { userId: viewer.userId, courseId: course.id } })).toBe(1);
  });
});

describe("waiting for the set", () => {
  // Waiting is not work (decision 015, "Waiting outside a turn"): the report spends exactly its set's statement in
  // the gateway's port, so a gateway's reports gather in one set instead of a few at a time holding every turn.
  it("happens through the context's port for waiting outside the execution's turn", async () => {
    const { viewer, lessonId } = await oneLearner();
    const written = async () =>
      (await db.prisma.lessonProgress.count({ where: { userId: viewer.userId, lessonId } })) > 0;
    const waits: [boolean, boolean][] = [];
    const context = {
      ...createTestContext({ db, viewer }),
      awaitOutsideTurn: async <T>(wait: () => Promise<T>) => {
        const before = await written();
        const result = await wait();
        waits.push([before, await written()]);
        return result;
      },
    };
    const answer = await execute(context, UPDATE, { lessonId, input: { watchTime: 5, totalDuration: 60 } });
    expect(answer.data?.updateLessonProgress).toMatchObject({ watchTime: 5 });
    expect(waits, "one wait: nothing written before it, the row after it").toEqual([[false, true]]);
  });
});
