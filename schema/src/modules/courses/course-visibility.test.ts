// An unpublished course shows nothing but its title and dates outside the admin scope, through
// every relation and every read by id, while its enrollments and progress stay in the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { canSeeCourseContent, seesPublicCourses, visibleCourseWhere } from "./course-visibility.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const student: Viewer = { userId: "u1", authId: "a1", role: "student" };
const admin: Viewer = { userId: "u2", authId: "a2", role: "admin" };
const author: Viewer = { userId: "u3", authId: "a3", role: "instructor" };
const otherInstructor: Viewer = { userId: "u4", authId: "a4", role: "instructor" };

describe("the rule", () => {
  it("opens published courses to everyone and drafts to admins only", () => {
    const draft = { id: "c1", published: false, ownerId: null };
    expect([null, student, admin].map((viewer) => canSeeCourseContent(viewer, draft))).toEqual([false, false, true]);
    expect([null, student, admin].map((viewer) => canSeeCourseContent(viewer, { ...draft, published: true }))).toEqual([
      true,
      true,
      true,
    ]);
    expect([visibleCourseWhere(null), visibleCourseWhere(student), visibleCourseWhere(admin)]).toEqual([
      { published: true },
      { published: true },
      {},
    ]);
    expect([seesPublicCourses(null), seesPublicCourses(student), seesPublicCourses(admin)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("opens an instructor's own drafts to them, never another instructor's", () => {
    const owned = { id: "c2", published: false, ownerId: author.userId };
    expect([author, otherInstructor, student].map((viewer) => canSeeCourseContent(viewer, owned))).toEqual([
      true,
      false,
      false,
    ]);
    expect(visibleCourseWhere(author)).toEqual({ OR: [{ published: true }, { ownerId: author.userId }] });
    expect(seesPublicCourses(author)).toBe(false);
  });
});

const COURSE_FIELDS = `id title published createdAt description thumbnail level duration price teacherName teacherDescription
  learningObjectives prerequisites targetAudience categories tags lessonCount totalMinutes viewerProgress { percent totalLessons }
  lessons { id title contents { id content } }`;

type Result = Awaited<ReturnType<typeof execute>>;
const data = (result: Result) => {
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, any>;
};
const code = (result: Result) => result.errors?.[0].extensions.code;

/** A learner who completed a 2-lesson course (so holds its certificate); then the course is unpublished and grows. */
async function unpublishedAfterCompletion() {
  const course = await createCourseWithLessons(db, { lessons: 2, categories: ["Programming"], tags: ["c"] });
  await db.prisma.lessonContent.create({
    data: { lessonId: course.lessons[0].id, type: "note", title: "Notes", content: "<p>Draft</p>" },
  });
  const viewer = await createLearner(db);
  const learner = createTestContext({ db, viewer });
  await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: course.id } });
  for (const lesson of course.lessons) {
    expect(
      code(
        await execute(learner, `mutation($id: ID!) { completeLesson(lessonId: $id) { status } }`, { id: lesson.id }),
      ),
    ).toBeUndefined();
  }
  const certificate = await db.prisma.certificate.findFirstOrThrow({
    where: { userId: viewer.userId, courseId: course.id },
  });
  await db.prisma.course.update({ where: { id: course.id }, data: { published: false } });
  const added = await db.prisma.lesson.create({
    data: { courseId: course.id, position: 3, title: "Added to the draft", duration: 30 },
  });
  return {
    course,
    viewer,
    learner,
    code: certificate.code,
    lessonIds: [...course.lessons.map((lesson) => lesson.id), added.id],
  };
}

const hiddenCourse = (course: { id: string; title: string; createdAt: Date }) => ({
  id: course.id,
  title: course.title,
  published: false,
  createdAt: course.createdAt,
  description: "",
  thumbnail: null,
  level: "",
  duration: 0,
  price: 0,
  teacherName: "",
  teacherDescription: "",
  learningObjectives: "",
  prerequisites: "",
  targetAudience: "",
  categories: [],
  tags: [],
  lessonCount: 0,
  totalMinutes: 0,
  viewerProgress: null,
  lessons: [],
});

describe("an unpublished course outside the admin scope", () => {
  it("verifies its certificate anonymously with title and dates only", async () => {
    const { course, code: certificateCode } = await unpublishedAfterCompletion();
    const query = `query($code: String!) { certificate(code: $code) { code courseTitle title issuedDate course { ${COURSE_FIELDS} } } }`;
    const { certificate } = data(await execute(createTestContext({ db }), query, { code: certificateCode }));
    expect(certificate).toMatchObject({
      code: certificateCode,
      courseTitle: course.title,
      title: `Certificate of Completion: ${course.title}`,
    });
    expect(certificate.issuedDate).toBeInstanceOf(Date);
    expect(certificate.course).toEqual(hiddenCourse(course));
  });

  it("shows its enrolled learner the enrollment and certificate but none of its content or progress", async () => {
    const { course, learner, lessonIds } = await unpublishedAfterCompletion();
    const query = `{
      myEnrollments { courseId status progress course { ${COURSE_FIELDS} } }
      myCertificates { courseTitle course { ${COURSE_FIELDS} } }
    }`;
    const result = data(await execute(learner, query));
    expect(result.myEnrollments).toEqual([
      { courseId: course.id, status: "completed", progress: 0, course: hiddenCourse(course) },
    ]);
    expect(result.myCertificates).toEqual([{ courseTitle: course.title, course: hiddenCourse(course) }]);
    expect(
      code(
        await execute(learner, `query($id: ID!) { courseProgress(courseId: $id) { totalLessons } }`, { id: course.id }),
      ),
    ).toBe("course_not_found");
    for (const lessonId of lessonIds) {
      const variables = { id: lessonId };
      expect(
        code(await execute(learner, `query($id: ID!) { lessonProgress(lessonId: $id) { courseId } }`, variables)),
      ).toBe("lesson_not_found");
      expect(data(await execute(learner, `query($id: ID!) { lesson(id: $id) { id } }`, variables)).lesson).toBeNull();
      expect(
        data(await execute(learner, `query($id: ID!) { lessonContents(lessonId: $id, type: note) { id } }`, variables))
          .lessonContents,
      ).toEqual([]);
      for (const mutation of [
        `mutation($id: ID!) { updateLessonProgress(lessonId: $id, input: { watchTime: 5, totalDuration: 60 }) { courseId } }`,
        `mutation($id: ID!) { completeLesson(lessonId: $id) { courseId } }`,
        `mutation($id: ID!) { resetLessonProgress(lessonId: $id) { courseId } }`,
      ]) {
        expect(code(await execute(learner, mutation, variables))).toBe("lesson_not_found");
      }
    }
    expect(
      data(await execute(learner, `query($id: ID!) { course(id: $id) { id } }`, { id: course.id })).course,
    ).toBeNull();
  });

  it("keeps the learner's enrollment and progress in the database, and shows them again once republished", async () => {
    const { course, viewer, learner, lessonIds } = await unpublishedAfterCompletion();
    const rows = () =>
      Promise.all([
        db.prisma.enrollment.findMany({ where: { userId: viewer.userId }, select: { status: true } }),
        db.prisma.lessonProgress.findMany({
          where: { userId: viewer.userId },
          select: { lessonId: true, status: true },
          orderBy: { lessonId: "asc" },
        }),
      ]);
    const before = await rows();
    expect(before[1]).toHaveLength(2);
    await execute(learner, `{ myEnrollments { progress course { lessons { id } } } }`);
    expect(await rows()).toEqual(before);
    await db.prisma.course.update({ where: { id: course.id }, data: { published: true } });
    const result = data(
      await execute(
        learner,
        `query($id: ID!) { courseProgress(courseId: $id) { completedLessons totalLessons }
      myEnrollments { progress course { lessons { id } lessonCount } } }`,
        { id: course.id },
      ),
    );
    expect(result.courseProgress).toEqual({ completedLessons: 2, totalLessons: 3 });
    expect(result.myEnrollments).toEqual([
      { progress: 67, course: { lessons: lessonIds.map((id) => ({ id })), lessonCount: 3 } },
    ]);
  });

  it("stays whole for admins", async () => {
    const { course, code: certificateCode, lessonIds } = await unpublishedAfterCompletion();
    const adminContext = createTestContext({ db, viewer: await createLearner(db, "admin") });
    const query = `query($code: String!, $id: ID!, $lessonId: ID!) {
      certificate(code: $code) { course { description categories lessonCount lessons { id contents { content } } } }
      courseProgress(courseId: $id) { totalLessons }
      lesson(id: $lessonId) { id }
    }`;
    const result = data(
      await execute(adminContext, query, { code: certificateCode, id: course.id, lessonId: lessonIds[2] }),
    );
    expect(result.certificate.course).toMatchObject({
      description: course.description,
      categories: ["Programming"],
      lessonCount: 3,
    });
    expect(result.certificate.course.lessons.map((lesson: { id: string }) => lesson.id)).toEqual(lessonIds);
    expect(result.certificate.course.lessons[0].contents).toEqual([{ content: "<p>Draft</p>" }]);
    expect(result.courseProgress).toEqual({ totalLessons: 3 });
    expect(result.lesson).toEqual({ id: lessonIds[2] });
  });
});
