// Staff caption files: stored as WebVTT per language, replaced and deleted with their files; a broken file is
// refused with its line and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute, type TestContext } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { captionLimits } from "../../input-limits.ts";

let db: Database;
let admin: TestContext;
let lessonId: string;
beforeAll(async () => {
  db = await openTestDatabase();
  admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
  lessonId = (await createCourseWithLessons(db, { lessons: 1 })).lessons[0].id;
  await db.prisma.lessonVideo.create({ data: { lessonId, sourceKey: "lesson-content/a.mp4" } });
});
afterAll(() => db.close());

const SET = `mutation($lessonId: ID!, $language: String!, $label: String!, $file: File!) {
  setLessonCaption(lessonId: $lessonId, language: $language, label: $label, file: $file) { video { captions { language label url } } }
}`;
const file = (text: string, name = "captions.srt") => new File([text], name, { type: "text/plain" });
const stored = (url: string) => new TextDecoder().decode(admin.files.files.get(url.replace("/api/files/", ""))!.bytes);

describe("lesson captions", () => {
  it("stores an SRT file as WebVTT, one per language", async () => {
    const result = await execute(admin, SET, {
      lessonId,
      language: "hi",
      label: "हिन्दी",
      file: file("1\n00:00:00,500 --> 00:00:02,000\nनमस्ते\n"),
    });
    expect(result.errors).toBeUndefined();
    const [caption] = (
      result.data?.setLessonCaption as { video: { captions: { language: string; label: string; url: string }[] } }
    ).video.captions;
    expect(caption).toMatchObject({ language: "hi", label: "हिन्दी" });
    expect(stored(caption.url)).toBe("WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nनमस्ते\n");
  });

  it("replaces a language's file and removes the old one", async () => {
    const before = [...admin.files.files.keys()];
    const result = await execute(admin, SET, {
      lessonId,
      language: "hi",
      label: "Hindi",
      file: file("WEBVTT\n\n00:01.000 --> 00:02.000\nफिर से\n"),
    });
    const captions = (result.data?.setLessonCaption as { video: { captions: { url: string; label: string }[] } }).video
      .captions;
    expect(captions).toHaveLength(1);
    expect(captions[0].label).toBe("Hindi");
    expect(admin.files.files.has(before[0])).toBe(false);
  });

  it("refuses a broken file with the line of the cue, and keeps the current one", async () => {
    const result = await execute(admin, SET, {
      lessonId,
      language: "hi",
      label: "Hindi",
      file: file("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nok\n\nbad line\nno timing\n"),
    });
    expect(result.errors?.[0]).toMatchObject({
      message: "Line 6: expected a timing line like 00:00:01.000 --> 00:00:04.000",
      extensions: { code: "invalid_input" },
    });
    expect(await db.prisma.lessonCaption.count({ where: { lessonId } })).toBe(1);
  });

  it("refuses a language that is not a BCP-47 tag, and learners", async () => {
    expect(
      (await execute(admin, SET, { lessonId, language: "hindi language", label: "x", file: file("") })).errors?.[0]
        .extensions?.code,
    ).toBe("invalid_input");
    const learner = createTestContext({ db, viewer: await createLearner(db) });
    expect(
      (await execute(learner, SET, { lessonId, language: "en", label: "English", file: file("") })).errors?.[0]
        .extensions?.code,
    ).toBe("forbidden");
  });

  it("refuses a language past the most a lesson may have, and still replaces one it has", async () => {
    const other = (await createCourseWithLessons(db, { lessons: 1 })).lessons[0].id;
    await db.prisma.lessonVideo.create({ data: { lessonId: other, sourceKey: "lesson-content/b.mp4" } });
    const cue = () => file("WEBVTT\n\n00:01.000 --> 00:02.000\nok\n");
    const set = (language: string) => execute(admin, SET, { lessonId: other, language, label: language, file: cue() });
    for (let index = 0; index < captionLimits.languagesPerLesson; index++)
      expect((await set(`x${String.fromCharCode(97 + index)}`)).errors).toBeUndefined();
    const refused = await set("en");
    expect(refused.errors?.[0]).toMatchObject({
      message: `A lesson has captions in at most ${captionLimits.languagesPerLesson} languages: delete one before adding another`,
      extensions: { code: "invalid_input" },
    });
    expect((await set("xa")).errors).toBeUndefined();
    expect(await db.prisma.lessonCaption.count({ where: { lessonId: other } })).toBe(captionLimits.languagesPerLesson);
  });

  it("deletes a language with its file", async () => {
    const key = (await db.prisma.lessonCaption.findFirstOrThrow({ where: { lessonId } })).key;
    const result = await execute(
      admin,
      `mutation($id: ID!) { deleteLessonCaption(lessonId: $id, language: "hi") { video { captions { language } } } }`,
      { id: lessonId },
    );
    expect(result.data?.deleteLessonCaption).toEqual({ video: { captions: [] } });
    expect(admin.files.files.has(key)).toBe(false);
  });
});
