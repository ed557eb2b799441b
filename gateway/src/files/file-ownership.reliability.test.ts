// Staff can only name, and so only ever delete, files uploaded for their own course; replaced files go once
// nothing names them (decision 016). Run on PGlite and PostgreSQL, with local disk and an S3 bucket (s3rver).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { parseVariantKey, variantKeys } from "@app/db/image-variants";
import { databaseKinds } from "../../test/reliability/databases.ts";
import { createFixture, staffMember, type Learner } from "../../test/reliability/fixtures.ts";
import { graphql } from "../../test/reliability/http.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { served, staffUpload, uploadAvatar } from "../../test/reliability/uploads.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";

const CREATE_LESSON = `mutation($courseId: ID!, $input: LessonInput!) { createLesson(courseId: $courseId, input: $input) { id } }`;
const UPDATE_LESSON = `mutation($id: ID!, $input: LessonInput!) { updateLesson(id: $id, input: $input) { id } }`;
const DELETE_LESSON = `mutation($id: ID!) { deleteLesson(id: $id) }`;
const CREATE_CONTENT = `mutation($lessonId: ID!, $input: LessonContentInput!) { createLessonContent(lessonId: $lessonId, input: $input) { id } }`;
const UPDATE_CONTENT = `mutation($id: ID!, $input: LessonContentInput!) { updateLessonContent(id: $id, input: $input) { id } }`;
const DELETE_CONTENT = `mutation($id: ID!) { deleteLessonContent(id: $id) }`;

const variantsOf = (address: string) =>
  variantKeys(parseVariantKey(address.replace("/api/files/", ""))!).map((key) => `/api/files/${key}`);

const setups = databaseKinds().flatMap((kind) => (["local disk", "S3"] as const).map((storage) => ({ kind, storage })));

describe.each(setups)("file ownership on $kind.name with $storage", ({ kind, storage }) => {
  let db: Database;
  let s3: TestS3Server | null = null;
  let gateway: RunningGateway;
  let learner: Learner;
  let avatar: string;
  let instructor: { id: string; token: string };
  let ownCourse: string;
  let otherCourse: string;
  let othersDeck: string;

  beforeAll(async () => {
    db = await kind.open();
    if (storage === "S3") s3 = await startS3Server();
    gateway = await startGatewayOn(db, s3?.env ?? {});
    learner = (await createFixture(db, { learners: 1, lessons: 1, freeCourses: 0 })).learners[0];
    avatar = await uploadAvatar(gateway.url, learner.token);
    instructor = await staffMember(db, "instructor");
    const other = await staffMember(db, "instructor");
    ownCourse = (await db.prisma.course.create({ data: { title: "Empty course", ownerId: instructor.id } })).id;
    otherCourse = (await db.prisma.course.create({ data: { title: "Someone else's", ownerId: other.id } })).id;
    othersDeck = await staffUpload(gateway.url, other.token, otherCourse, "pdf");
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
    await s3?.close();
  });

  const run = (query: string, variables: Record<string, unknown>) =>
    graphql(gateway.url, query, variables, instructor.token);
  const refusal = (response: Awaited<ReturnType<typeof run>>) => ({
    code: response.body.errors?.[0]?.extensions?.code,
    message: response.body.errors?.[0]?.message,
  });

  it("refuses lesson and content fields naming a learner's avatar or another course's file, naming the field", async () => {
    const byVideo = await run(CREATE_LESSON, { courseId: ownCourse, input: { title: "Trap", videoUrl: avatar } });
    expect(refusal(byVideo)).toEqual({ code: "invalid_input", message: expect.stringContaining("videoUrl") });
    const byUrl = await run(CREATE_LESSON, { courseId: ownCourse, input: { title: "Trap", url: othersDeck } });
    expect(refusal(byUrl)).toEqual({ code: "invalid_input", message: expect.stringContaining("url") });
    const relative = await run(CREATE_LESSON, {
      courseId: ownCourse,
      input: { title: "Trap", videoUrl: "/api/files/../avatars/x.png" },
    });
    expect(refusal(relative).code).toBe("invalid_input");

    const lesson = await run(CREATE_LESSON, {
      courseId: ownCourse,
      input: { title: "Honest", url: "https://youtu.be/abcdefghijk" },
    });
    expect(lesson.body.errors).toBeUndefined();
    const lessonId = lesson.body.data.createLesson.id;
    const list = [...variantsOf(avatar).slice(0, 3), othersDeck].join(",");
    const byList = await run(CREATE_CONTENT, { lessonId, input: { type: "ppt", title: "Deck", url: list } });
    expect(refusal(byList)).toEqual({ code: "invalid_input", message: expect.stringContaining("url") });

    for (const address of [...variantsOf(avatar), othersDeck]) expect(await served(gateway.url, address)).toBe(200);
  });

  it("never deletes a file another owner holds, even when an older row of the course names it", async () => {
    // Rows written before these checks existed may already name anything.
    const lesson = await db.prisma.lesson.create({
      data: {
        courseId: ownCourse,
        position: 90,
        title: "Legacy",
        videoUrl: avatar,
        contents: { create: [{ type: "ppt", title: "Deck", url: [...variantsOf(avatar), othersDeck].join(",") }] },
      },
      include: { contents: true },
    });
    expect((await run(DELETE_CONTENT, { id: lesson.contents[0].id })).body.errors).toBeUndefined();
    expect((await run(DELETE_LESSON, { id: lesson.id })).body.errors).toBeUndefined();
    for (const address of [...variantsOf(avatar), othersDeck]) expect(await served(gateway.url, address)).toBe(200);
  });

  it("takes the course's own uploads, and removes each once replaced or deleted and nothing names it", async () => {
    const [firstVideo, secondVideo] = [
      await staffUpload(gateway.url, instructor.token, ownCourse, "video"),
      await staffUpload(gateway.url, instructor.token, ownCourse, "video"),
    ];
    const [firstNotes, secondNotes, sharedDeck] = [
      await staffUpload(gateway.url, instructor.token, ownCourse, "pdf"),
      await staffUpload(gateway.url, instructor.token, ownCourse, "pdf"),
      await staffUpload(gateway.url, instructor.token, ownCourse, "pdf"),
    ];
    const created = await run(CREATE_LESSON, { courseId: ownCourse, input: { title: "Own", videoUrl: firstVideo } });
    expect(created.body.errors).toBeUndefined();
    const lessonId = created.body.data.createLesson.id;
    const note = await run(CREATE_CONTENT, { lessonId, input: { type: "note", title: "Notes", url: firstNotes } });
    expect(note.body.errors).toBeUndefined();
    for (const title of ["Deck A", "Deck B"]) {
      expect(
        (await run(CREATE_CONTENT, { lessonId, input: { type: "ppt", title, url: sharedDeck } })).body.errors,
      ).toBeUndefined();
    }

    expect(
      (await run(UPDATE_LESSON, { id: lessonId, input: { title: "Own", videoUrl: secondVideo } })).body.errors,
    ).toBeUndefined();
    expect(await served(gateway.url, firstVideo)).toBe(404);
    expect(await served(gateway.url, secondVideo)).toBe(200);
    const noteId = note.body.data.createLessonContent.id;
    expect(
      (await run(UPDATE_CONTENT, { id: noteId, input: { type: "note", title: "Notes", url: secondNotes } })).body
        .errors,
    ).toBeUndefined();
    expect(await served(gateway.url, firstNotes)).toBe(404);

    const decks = await db.prisma.lessonContent.findMany({ where: { lessonId, type: "ppt" } });
    expect((await run(DELETE_CONTENT, { id: decks[0].id })).body.errors).toBeUndefined();
    expect(await served(gateway.url, sharedDeck)).toBe(200);
    expect((await run(DELETE_LESSON, { id: lessonId })).body.errors).toBeUndefined();
    for (const address of [secondVideo, secondNotes, sharedDeck]) expect(await served(gateway.url, address)).toBe(404);
    expect(await db.prisma.storedFile.count({ where: { courseId: ownCourse } })).toBe(0);
  });

  it("refuses a staff upload for a course the uploader may not author, and a lesson file without a course", async () => {
    const form = () => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n"))]), "d.pdf");
      return body;
    };
    const upload = (query: string) =>
      fetch(`${gateway.url}/api/admin/uploads?${query}`, {
        method: "POST",
        headers: { authorization: `Bearer ${instructor.token}` },
        body: form(),
      });
    expect((await upload(`kind=pdf&course_id=${otherCourse}`)).status).toBe(403);
    expect((await upload("kind=pdf")).status).toBe(400);
  });
});
