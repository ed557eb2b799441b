// What a lesson or content file field may name: the course's own uploads, seeded files its rows already name, and
// external https addresses; anything else is refused with invalid_input naming the field (decision 016).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import { recordStoredFiles } from "@app/db/file-ledger";
import type { Database } from "@app/db";
import { checkCourseFileFields } from "./course-file-fields.ts";

let db: Database;
let course: string;
let other: string;

beforeAll(async () => {
  db = await openTestDatabase();
  course = (await db.prisma.course.create({ data: { title: "Own" } })).id;
  other = (await db.prisma.course.create({ data: { title: "Other" } })).id;
  await recordStoredFiles(db.prisma, [
    { key: "lesson-content/own.mp4", kind: "video", courseId: course },
    { key: "lesson-content/other.pdf", kind: "pdf", courseId: other },
    { key: "avatars/u1.0123456789abcdef0123.96x96.png", kind: "avatar", uploaderId: "u1" },
    { key: "lesson-content/shared.mp4", kind: "seed" },
  ]);
  await db.prisma.lesson.create({
    data: { courseId: course, position: 1, title: "Seeded", videoUrl: "/api/files/lesson-content/shared.mp4" },
  });
});
afterAll(() => db.close());

const check = (fields: Record<string, string | null | undefined>) => checkCourseFileFields(db.prisma, course, fields);

describe("checkCourseFileFields", () => {
  it("accepts the course's uploads, seeded files it already names, https addresses and empty fields", async () => {
    await expect(
      check({
        videoUrl: "/api/files/lesson-content/own.mp4",
        url: "https://youtu.be/abcdefghijk, /api/files/lesson-content/shared.mp4?t=3, youtube.com/watch?v=abcdefghijk",
        content: null,
        other: undefined,
      }),
    ).resolves.toBeUndefined();
  });

  it.each([
    ["videoUrl", "/api/files/avatars/u1.0123456789abcdef0123.96x96.png"],
    ["url", "/api/files/lesson-content/own.mp4,/api/files/lesson-content/other.pdf"],
    ["url", "/api/files/lesson-content/never-uploaded.pdf"],
    ["videoUrl", "http://example.com/video.mp4"],
    ["videoUrl", "lesson-content/own.mp4"],
    ["videoUrl", "/api/files/lesson-content/../avatars/u1.png"],
    ["videoUrl", "javascript:alert(1)"],
    ["url", "javascript:alert(1)//youtube.com"],
    ["url", "youtube.com.example.org/watch"],
  ])("refuses %s = %s with invalid_input naming the field", async (field, value) => {
    await expect(check({ [field]: value })).rejects.toMatchObject({
      code: "invalid_input",
      details: { [field]: expect.any(String) },
    });
  });
});
