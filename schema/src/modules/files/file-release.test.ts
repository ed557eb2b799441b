// A deleted lesson or course takes with it every stored file its rows named (its video, the renditions, poster and
// captions made from it, its notes, the pictures in its rich text and its assignment's) once no other row names
// them, as live-keys.ts says; a file another lesson still names stays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import { recordStoredFiles } from "@app/db/file-ledger";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createLearner } from "../../testing/learning-fixtures.ts";
import { MemoryFileStore } from "../../testing/test-context.ts";
import { deleteCourse } from "../courses/course-authoring.service.ts";
import { deleteLesson } from "../lessons/lesson-authoring.service.ts";

let db: Database;
let admin: Viewer;
const store = new MemoryFileStore();
beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
});
afterAll(() => db?.close());

const img = (key: string) => `<p><img src="/api/files/${key}"></p>`;

describe("deleting a lesson, then its course", () => {
  it("removes what only they named, renditions and rich-text pictures included, and keeps what others name", async () => {
    const course = (await db.prisma.course.create({ data: { title: "Going" } })).id;
    const uploads = ["source.mp4", "notes.pdf", "in-text.png", "in-content.png", "in-task.png", "shared.png"].map(
      (name) => `lesson-content/${name}`,
    );
    const [source, notes, inText, inContent, inTask, shared] = uploads;
    const lesson = await db.prisma.lesson.create({
      data: {
        courseId: course,
        position: 1,
        title: "Video",
        videoUrl: `/api/files/${source}`,
        description: img(inText) + img(shared),
        contents: { create: { type: "note", title: "N", url: `/api/files/${notes}`, content: img(inContent) } },
      },
    });
    await db.prisma.lesson.create({
      data: { courseId: course, position: 2, title: "Stays", description: img(shared) },
    });
    const folder = `videos/${lesson.id}/abcdef012345`;
    const derived = [
      `${folder}/master.m3u8`,
      `${folder}/poster.jpg`,
      `${folder}/144/index.m3u8`,
      `${folder}/144/seg000.ts`,
    ];
    await db.prisma.lessonVideo.create({
      data: { lessonId: lesson.id, sourceKey: source, status: "READY", folder, masterKey: derived[0], files: derived },
    });
    const caption = `captions/${lesson.id}-hi-00000000.vtt`;
    await db.prisma.lessonCaption.create({
      data: { lessonId: lesson.id, language: "hi", label: "हिन्दी", key: caption },
    });
    await db.prisma.assignment.create({
      data: { lessonId: lesson.id, instructions: img(inTask), maxScore: 1, maxFileBytes: 1 },
    });
    await recordStoredFiles(
      db.prisma,
      uploads.map((key) => ({ key, kind: "image", courseId: course })),
    );
    for (const key of [...uploads, ...derived, caption]) await store.put(key, new Uint8Array([1]), "x/y");

    await deleteLesson(db.prisma, store, admin, lesson.id);
    expect([...store.files.keys()]).toEqual([shared]);
    expect(await db.prisma.storedFile.count({ where: { courseId: course } })).toBe(1);

    await deleteCourse(db.prisma, store, admin, course);
    expect([...store.files.keys()]).toEqual([]);
  });
});
