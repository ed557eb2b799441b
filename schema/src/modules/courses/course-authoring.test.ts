import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { recordStoredFiles } from "@app/db/file-ledger";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute, type TestContext } from "../../testing/test-context.ts";
import { createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
let instructor: Viewer;
let context: TestContext;

beforeAll(async () => {
  db = await openTestDatabase();
  instructor = await createLearner(db, "instructor", "Ravi Kumar");
  context = createTestContext({ db, viewer: instructor });
});
afterAll(() => db.close());

const STAFF_FIELDS = `id title published archived enrollmentCount updatedAt categories owner { id name email }`;
const code = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions.code;

async function run<T = Record<string, unknown>>(
  document: string,
  variables?: Record<string, unknown>,
  as: TestContext = context,
): Promise<T> {
  const result = await execute(as, document, variables);
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

async function createCourse(title: string, extra: Record<string, unknown> = {}) {
  const data = await run<{ createCourse: { id: string } & Record<string, unknown> }>(
    `mutation($input: CourseInput!) { createCourse(input: $input) { ${STAFF_FIELDS} } }`,
    { input: { title, ...extra } },
  );
  return data.createCourse;
}

const auditOf = (entityId: string) =>
  db.prisma.auditEntry.findMany({ where: { entityId }, orderBy: { createdAt: "asc" } });

describe("createCourse and staffCourses", () => {
  it("makes the creator the owner and records the creation", async () => {
    const course = await createCourse("Java Basics", { categories: ["Programming"], tags: ["java"] });
    expect(course).toMatchObject({
      title: "Java Basics",
      published: false,
      archived: false,
      enrollmentCount: 0,
      categories: ["Programming"],
    });
    expect(course.owner).toMatchObject({ id: instructor.userId, name: "Ravi Kumar" });
    const [entry] = await auditOf(course.id);
    expect(entry).toMatchObject({ actorId: instructor.userId, action: "create", entity: "Course" });
    expect(entry.changes).toMatchObject({
      title: { before: null, after: "Java Basics" },
      ownerId: { before: null, after: instructor.userId },
    });
  });

  it("filters by search, status and archived", async () => {
    const draft = await createCourse("Rust for Schools");
    const live = await createCourse("Rust in Production", { published: true });
    const archived = await createCourse("Old Rust");
    await run(`mutation($id: ID!) { setCourseArchived(id: $id, archived: true) { id } }`, { id: archived.id });
    const titles = async (args: string) =>
      (await run<{ staffCourses: { title: string }[] }>(`{ staffCourses${args} { title } }`)).staffCourses
        .map((course) => course.title)
        .sort();
    expect(await titles(`(search: "rust")`)).toEqual(["Rust for Schools", "Rust in Production"]);
    expect(await titles(`(search: "RUST", includeArchived: true)`)).toEqual([
      "Old Rust",
      "Rust for Schools",
      "Rust in Production",
    ]);
    expect(await titles(`(search: "rust", status: published)`)).toEqual([live.title]);
    expect(await titles(`(search: "rust", status: draft)`)).toEqual([draft.title]);
    expect(await titles(`(search: "java")`)).toEqual(["Java Basics"]);
  });
});

describe("publishing and archiving", () => {
  it("publishes, archives (which unpublishes) and refuses to publish an archived course", async () => {
    const course = await createCourse("Web Development");
    const publish = `mutation($id: ID!, $on: Boolean!) { setCoursePublished(id: $id, published: $on) { published archived } }`;
    const archive = `mutation($id: ID!, $on: Boolean!) { setCourseArchived(id: $id, archived: $on) { published archived } }`;
    expect((await run(publish, { id: course.id, on: true })).setCoursePublished).toEqual({
      published: true,
      archived: false,
    });
    expect((await run(archive, { id: course.id, on: true })).setCourseArchived).toEqual({
      published: false,
      archived: true,
    });
    expect(code(await execute(context, publish, { id: course.id, on: true }))).toBe("course_archived");
    expect(
      code(
        await execute(
          context,
          `mutation($id: ID!) { updateCourse(id: $id, input: { title: "W", published: true }) { id } }`,
          { id: course.id },
        ),
      ),
    ).toBe("course_archived");
    expect((await run(archive, { id: course.id, on: false })).setCourseArchived).toEqual({
      published: false,
      archived: false,
    });
    expect((await run(publish, { id: course.id, on: true })).setCoursePublished).toEqual({
      published: true,
      archived: false,
    });

    const entries = await auditOf(course.id);
    expect(entries.map((entry) => entry.action)).toEqual(["create", "publish", "archive", "unarchive", "publish"]);
    expect(entries[2].changes).toEqual({
      archived: { before: false, after: true },
      published: { before: true, after: false },
    });
  });
});

describe("deleteCourse", () => {
  it("is refused with course_has_enrollments while anyone is enrolled", async () => {
    const course = await createCourse("Popular");
    const learner = await createLearner(db);
    await db.prisma.enrollment.create({ data: { userId: learner.userId, courseId: course.id } });
    const result = await execute(context, `mutation($id: ID!) { deleteCourse(id: $id) }`, { id: course.id });
    expect(code(result)).toBe("course_has_enrollments");
    expect(await db.prisma.course.count({ where: { id: course.id } })).toBe(1);
    expect(
      (await run(`query($id: ID!) { staffCourse(id: $id) { enrollmentCount } }`, { id: course.id })).staffCourse,
    ).toEqual({ enrollmentCount: 1 });
  });

  it("deletes the course with its lessons and the stored files nothing else uses, and records it", async () => {
    const course = await createCourse("Short-lived");
    const shared = "lesson-content/shared.pdf";
    await db.prisma.lesson.create({
      data: {
        courseId: course.id,
        position: 1,
        title: "L",
        videoUrl: "/api/files/lesson-content/own.mp4",
        contents: {
          create: [{ type: "ppt", title: "Deck", url: `/api/files/lesson-content/own.pdf,/api/files/${shared}` }],
        },
      },
    });
    const keeper = await createCourse("Keeper");
    await db.prisma.lesson.create({
      data: {
        courseId: keeper.id,
        position: 1,
        title: "K",
        contents: { create: [{ type: "note", title: "N", url: `/api/files/${shared}` }] },
      },
    });
    for (const key of ["lesson-content/own.mp4", "lesson-content/own.pdf", shared])
      await context.files.put(key, new Uint8Array([1]), "x/y");
    await recordStoredFiles(
      db.prisma,
      ["lesson-content/own.mp4", "lesson-content/own.pdf", shared].map((key) => ({
        key,
        kind: "video",
        courseId: course.id,
      })),
    );

    expect((await run(`mutation($id: ID!) { deleteCourse(id: $id) }`, { id: course.id })).deleteCourse).toBe(course.id);
    expect(await db.prisma.lesson.count({ where: { courseId: course.id } })).toBe(0);
    expect([...context.files.files.keys()]).toEqual([shared]);
    const entries = await auditOf(course.id);
    expect(entries.at(-1)).toMatchObject({ action: "delete", entity: "Course" });
    expect(entries.at(-1)?.changes).toMatchObject({ title: { before: "Short-lived", after: null } });
  });
});

describe("uploadCourseThumbnail", () => {
  const UPLOAD = `mutation($id: ID!, $file: File!) { uploadCourseThumbnail(courseId: $id, file: $file) { id thumbnail } }`;
  const file = (bytes: Buffer, name = "photo.jpg") => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

  it("cover-crops any image to 400x192 and 800x384 in WebP and JPEG under hashed names and replaces the previous set", async () => {
    const course = await createCourse("Thumbnails");
    const portrait = await sharp({ create: { width: 600, height: 900, channels: 3, background: "orange" } })
      .jpeg()
      .toBuffer();
    const SOURCES = `mutation($id: ID!, $file: File!) { uploadCourseThumbnail(courseId: $id, file: $file) { id thumbnail thumbnailSources { src width height srcSet sources { type srcSet } } } }`;
    type Uploaded = {
      thumbnail: string;
      thumbnailSources: {
        src: string;
        width: number;
        height: number;
        srcSet: string;
        sources: { type: string; srcSet: string }[];
      };
    };
    const first = (await run<{ uploadCourseThumbnail: Uploaded }>(SOURCES, { id: course.id, file: file(portrait) }))
      .uploadCourseThumbnail;
    expect(first.thumbnail).toMatch(
      new RegExp(`^/api/files/images/courses/${course.id}\\.[0-9a-f]{20}\\.400x192\\.jpg$`),
    );
    const stem = first.thumbnail.slice("/api/files/".length).replace(/\.400x192\.jpg$/, "");
    const stored = (suffix: string) => context.files.files.get(`${stem}.${suffix}`)!;
    expect(stored("400x192.jpg").contentType).toBe("image/jpeg");
    expect(await sharp(stored("400x192.jpg").bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: 400,
      height: 192,
    });
    expect(await sharp(stored("400x192.webp").bytes).metadata()).toMatchObject({
      format: "webp",
      width: 400,
      height: 192,
    });
    expect(await sharp(stored("800x384.jpg").bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: 800,
      height: 384,
    });
    expect(await sharp(stored("800x384.webp").bytes).metadata()).toMatchObject({
      format: "webp",
      width: 800,
      height: 384,
    });
    expect(first.thumbnailSources).toEqual({
      src: first.thumbnail,
      width: 400,
      height: 192,
      srcSet: `/api/files/${stem}.400x192.jpg 400w, /api/files/${stem}.800x384.jpg 800w`,
      sources: [
        { type: "image/webp", srcSet: `/api/files/${stem}.400x192.webp 400w, /api/files/${stem}.800x384.webp 800w` },
      ],
    });

    const wide = await sharp({ create: { width: 3000, height: 500, channels: 4, background: "teal" } })
      .png()
      .toBuffer();
    const second = (
      await run<{ uploadCourseThumbnail: { thumbnail: string } }>(UPLOAD, {
        id: course.id,
        file: file(wide, "wide.png"),
      })
    ).uploadCourseThumbnail;
    // A picture with transparency keeps it: its fallback is PNG.
    expect(second.thumbnail).toMatch(/\.400x192\.png$/);
    expect([...context.files.files.keys()].filter((key) => key.includes(stem))).toEqual([]);
    expect(
      [...context.files.files.keys()].filter((key) => key.startsWith(`images/courses/${course.id}.`)),
    ).toHaveLength(4);
    const entry = (await auditOf(course.id)).at(-1);
    expect(entry?.changes).toEqual({ thumbnail: { before: first.thumbnail, after: second.thumbnail } });
  });

  it("names a picture by its content: the same upload again keeps its files", async () => {
    const course = await createCourse("Same picture");
    const picture = await sharp({ create: { width: 800, height: 400, channels: 3, background: "navy" } })
      .jpeg()
      .toBuffer();
    const first = (
      await run<{ uploadCourseThumbnail: { thumbnail: string } }>(UPLOAD, { id: course.id, file: file(picture) })
    ).uploadCourseThumbnail;
    const again = (
      await run<{ uploadCourseThumbnail: { thumbnail: string } }>(UPLOAD, {
        id: course.id,
        file: file(picture, "copy.jpg"),
      })
    ).uploadCourseThumbnail;
    expect(again.thumbnail).toBe(first.thumbnail);
    expect(
      [...context.files.files.keys()].filter((key) => key.startsWith(`images/courses/${course.id}.`)),
    ).toHaveLength(4);
  });

  it("answers a picture stored before variants as its only source", async () => {
    const course = await createCourse("Old picture");
    await db.prisma.course.update({
      where: { id: course.id },
      data: { thumbnail: "/api/files/images/courses/old.jpg", published: true },
    });
    const { course: read } = await run<{ course: { thumbnailSources: unknown } }>(
      `query($id: ID!) { course(id: $id) { thumbnailSources { src width height srcSet sources { type } } } }`,
      { id: course.id },
    );
    expect(read.thumbnailSources).toEqual({
      src: "/api/files/images/courses/old.jpg",
      width: null,
      height: null,
      srcSet: null,
      sources: [],
    });
  });

  it("refuses non-images, oversized files and decompression bombs", async () => {
    const course = await createCourse("Bad thumbnails");
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(code(await execute(context, UPLOAD, { id: course.id, file: file(svg, "x.png") }))).toBe(
      "unsupported_media_type",
    );
    const bomb = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bomb);
    bomb.write("IHDR", 12, "latin1");
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    expect(code(await execute(context, UPLOAD, { id: course.id, file: file(bomb, "bomb.png") }))).toBe(
      "payload_too_large",
    );
    expect(code(await execute(context, UPLOAD, { id: course.id, file: file(Buffer.alloc(5 * 1024 * 1024 + 1)) }))).toBe(
      "payload_too_large",
    );
    expect(await db.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).toMatchObject({ thumbnail: null });
  });
});
