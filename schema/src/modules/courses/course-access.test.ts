// An instructor authors only their own courses; other instructors' drafts are invisible and every
// write to them is forbidden; students reach no staff field; anonymous callers must sign in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
let mine: Viewer;
let other: Viewer;
let student: Viewer;
let draft: Awaited<ReturnType<typeof createCourseWithLessons>>;
let contentId: string;

beforeAll(async () => {
  db = await openTestDatabase();
  mine = await createLearner(db, "instructor", "Mine");
  other = await createLearner(db, "instructor", "Other");
  student = await createLearner(db, "student");
  draft = await createCourseWithLessons(db, { published: false, title: "Other's draft", lessons: 2 });
  await db.prisma.course.update({ where: { id: draft.id }, data: { ownerId: other.userId } });
  contentId = (
    await db.prisma.lessonContent.create({ data: { lessonId: draft.lessons[0].id, type: "note", title: "N" } })
  ).id;
});
afterAll(() => db.close());

const code = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions.code;
const as = (viewer: Viewer | null) => createTestContext({ db, viewer });
const image = () =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: "blue" } })
    .png()
    .toBuffer();

/** Every staff write of the course-authoring API, aimed at the other instructor's draft. */
const writes = (): [string, string, () => Promise<Record<string, unknown>>][] => [
  [
    "updateCourse",
    `mutation($id: ID!) { updateCourse(id: $id, input: { title: "Mine now" }) { id } }`,
    async () => ({ id: draft.id }),
  ],
  [
    "setCoursePublished",
    `mutation($id: ID!) { setCoursePublished(id: $id, published: true) { id } }`,
    async () => ({ id: draft.id }),
  ],
  [
    "setCourseArchived",
    `mutation($id: ID!) { setCourseArchived(id: $id, archived: true) { id } }`,
    async () => ({ id: draft.id }),
  ],
  ["deleteCourse", `mutation($id: ID!) { deleteCourse(id: $id) }`, async () => ({ id: draft.id })],
  [
    "uploadCourseThumbnail",
    `mutation($id: ID!, $file: File!) { uploadCourseThumbnail(courseId: $id, file: $file) { id } }`,
    async () => ({ id: draft.id, file: new File([new Uint8Array(await image())], "t.png", { type: "image/png" }) }),
  ],
  [
    "createLesson",
    `mutation($id: ID!) { createLesson(courseId: $id, input: { title: "L" }) { id } }`,
    async () => ({ id: draft.id }),
  ],
  [
    "updateLesson",
    `mutation($id: ID!) { updateLesson(id: $id, input: { title: "L" }) { id } }`,
    async () => ({ id: draft.lessons[0].id }),
  ],
  ["deleteLesson", `mutation($id: ID!) { deleteLesson(id: $id) }`, async () => ({ id: draft.lessons[0].id })],
  [
    "reorderLessons",
    `mutation($id: ID!, $ids: [ID!]!) { reorderLessons(courseId: $id, lessonIds: $ids) { id } }`,
    async () => ({ id: draft.id, ids: [draft.lessons[1].id, draft.lessons[0].id] }),
  ],
  [
    "createLessonContent",
    `mutation($id: ID!) { createLessonContent(lessonId: $id, input: { type: note, title: "N" }) { id } }`,
    async () => ({ id: draft.lessons[0].id }),
  ],
  [
    "updateLessonContent",
    `mutation($id: ID!) { updateLessonContent(id: $id, input: { type: note, title: "N2" }) { id } }`,
    async () => ({ id: contentId }),
  ],
  ["deleteLessonContent", `mutation($id: ID!) { deleteLessonContent(id: $id) }`, async () => ({ id: contentId })],
  [
    "reorderLessonContents",
    `mutation($id: ID!, $ids: [ID!]!) { reorderLessonContents(lessonId: $id, type: note, contentIds: $ids) { id } }`,
    async () => ({ id: draft.lessons[0].id, ids: [contentId] }),
  ],
];

describe("another instructor's draft", () => {
  it("is invisible to an instructor through every read", async () => {
    const context = as(mine);
    const lessonId = draft.lessons[0].id;
    const result = await execute(
      context,
      `query($id: ID!, $lessonId: ID!) {
        staffCourse(id: $id) { id }
        staffCourses(includeArchived: true) { id }
        course(id: $id) { id }
        lesson(id: $lessonId) { id }
        lessonContents(lessonId: $lessonId, type: note) { id }
      }`,
      { id: draft.id, lessonId },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      staffCourse: null,
      staffCourses: [],
      course: null,
      lesson: null,
      lessonContents: [],
    });
    // Its owner sees it all.
    const owner = await execute(
      as(other),
      `query($id: ID!) { staffCourse(id: $id) { id lessons { id } } course(id: $id) { id } }`,
      { id: draft.id },
    );
    expect(owner.data).toEqual({
      staffCourse: { id: draft.id, lessons: draft.lessons.map(({ id }) => ({ id })) },
      course: { id: draft.id },
    });
  });

  it.each(writes().map(([name, document, variables]) => [name, document, variables] as const))(
    "refuses %s to another instructor with forbidden and changes nothing",
    async (_name, document, variables) => {
      const before = await db.prisma.course.findUniqueOrThrow({
        where: { id: draft.id },
        include: { lessons: { include: { contents: true } } },
      });
      expect(code(await execute(as(mine), document, await variables()))).toBe("forbidden");
      const after = await db.prisma.course.findUniqueOrThrow({
        where: { id: draft.id },
        include: { lessons: { include: { contents: true } } },
      });
      expect(after).toEqual(before);
      expect(await db.prisma.auditEntry.count({ where: { actorId: mine.userId } })).toBe(0);
    },
  );

  it.each(writes().map(([name, document, variables]) => [name, document, variables] as const))(
    "refuses %s to students (forbidden) and anonymous callers (unauthenticated)",
    async (_name, document, variables) => {
      expect(code(await execute(as(student), document, await variables()))).toBe("forbidden");
      expect(code(await execute(as(null), document, await variables()))).toBe("unauthenticated");
    },
  );

  it("answers staff fields of a course only to its authors", async () => {
    const published = await createCourseWithLessons(db, { title: "Other's published" });
    await db.prisma.course.update({ where: { id: published.id }, data: { ownerId: other.userId } });
    for (const field of ["archived", "enrollmentCount", "owner { id }"]) {
      const query = `query($id: ID!) { course(id: $id) { id ${field} } }`;
      expect(code(await execute(as(mine), query, { id: published.id }))).toBe("forbidden");
      expect(code(await execute(as(student), query, { id: published.id }))).toBe("forbidden");
      expect(code(await execute(as(null), query, { id: published.id }))).toBe("unauthenticated");
      expect((await execute(as(other), query, { id: published.id })).errors).toBeUndefined();
    }
    // Its public fields stay public, updatedAt included.
    expect(
      (await execute(as(student), `query($id: ID!) { course(id: $id) { id updatedAt } }`, { id: published.id })).errors,
    ).toBeUndefined();
  });
});

describe("students and anonymous callers", () => {
  it("reach no staff query", async () => {
    for (const query of [
      `{ staffCourses { id } }`,
      `{ staffCourse(id: "x") { id } }`,
      `mutation { createCourse(input: { title: "T" }) { id } }`,
    ]) {
      expect(code(await execute(as(student), query))).toBe("forbidden");
      expect(code(await execute(as(null), query))).toBe("unauthenticated");
    }
  });
});

describe("admins", () => {
  it("author every course", async () => {
    const admin = await createLearner(db, "admin");
    const result = await execute(
      as(admin),
      `query($id: ID!) { staffCourse(id: $id) { id archived owner { id name } } }`,
      { id: draft.id },
    );
    expect(result.data?.staffCourse).toEqual({
      id: draft.id,
      archived: false,
      owner: { id: other.userId, name: "Other" },
    });
    const updated = await execute(
      as(admin),
      `mutation($id: ID!) { updateCourse(id: $id, input: { title: "Renamed" }) { title } }`,
      { id: draft.id },
    );
    expect(updated.data?.updateCourse).toEqual({ title: "Renamed" });
    await db.prisma.course.update({ where: { id: draft.id }, data: { title: "Other's draft" } });
  });
});
