// A question's figure (docs/mock-tests.md, "Authoring"): uploaded for a test by its authors only, fitted inside the
// exam column without cropping, named by a question only with its text alternative, shown to the learner with the
// question (still without the key) and released when replaced, removed or deleted with its test.
import type { GraphQLObjectType } from "graphql";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { createTestContext, execute, MemoryFileStore } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";
import { createMockTest } from "../../../testing/mock-test-fixtures.ts";
import { toSchema } from "../../../index.ts";
import { liveKeys } from "../../files/live-keys.ts";

let db: Database;
let admin: Viewer;
let instructor: Viewer;
let otherInstructor: Viewer;
const store = new MemoryFileStore();
beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  instructor = await createLearner(db, "instructor");
  otherInstructor = await createLearner(db, "instructor");
});
afterAll(() => db.close());

const as = (viewer: Viewer | null) => ({ ...createTestContext({ db, viewer }), files: store });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;

const UPLOAD = `mutation($testId: ID, $bankCourseId: ID, $file: File!) {
  uploadMockTestImage(testId: $testId, bankCourseId: $bankCourseId, file: $file) { src width height srcSet sources { type srcSet } } }`;
const UPDATE_Q = `mutation($id: ID!, $input: MockTestQuestionInput!) {
  updateMockTestQuestion(id: $id, input: $input) { id imageUrl imageAlt imageAltHi image { src width height } } }`;
const PAPER = `query($id: ID!) { mockTestAttempt(id: $id) { sections { questions {
  id text imageUrl imageAlt imageAltHi image { src width height srcSet sources { type srcSet } } } } } }`;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "teal" } })
    .png()
    .toBuffer();
const file = (bytes: Uint8Array, name = "figure.png") => new File([new Uint8Array(bytes)], name, { type: "image/png" });

interface Sources {
  src: string;
  width: number;
  height: number;
  srcSet: string;
  sources: { type: string; srcSet: string }[];
}

async function upload(viewer: Viewer, testId: string, bytes: Uint8Array) {
  const result = await execute(as(viewer), UPLOAD, { testId, file: file(bytes) });
  expect(result.errors).toBeUndefined();
  return (result.data as { uploadMockTestImage: Sources }).uploadMockTestImage;
}

const input = (question: { text: string; options: string[] }, image: Record<string, string | null>) => ({
  text: question.text,
  options: question.options,
  correctOption: 1,
  ...image,
});

/** The stored keys of the set an address names (they share `<base>.<hash>.`). */
const keysOf = (address: string) => {
  const prefix = /^(.+\.[0-9a-f]{20}\.)/.exec(address.slice("/api/files/".length))![1];
  return [...store.files.keys()].filter((key) => key.startsWith(prefix));
};

describe("uploading a figure", () => {
  it("fits it inside the exam column with its ratio kept, 2x only when the source has the pixels", async () => {
    const test = await createMockTest(db);
    const wide = await upload(admin, test.id, await png(1600, 400));
    expect(wide.src).toMatch(
      new RegExp(`^/api/files/images/mock-tests/${test.id}/figure\\.[0-9a-f]{20}\\.720x180\\.jpg$`),
    );
    const stem = wide.src.replace(/\.720x180\.jpg$/, "");
    expect(wide).toEqual({
      src: wide.src,
      width: 720,
      height: 180,
      srcSet: `${stem}.720x180.jpg 720w, ${stem}.1440x360.jpg 1440w`,
      sources: [{ type: "image/webp", srcSet: `${stem}.720x180.webp 720w, ${stem}.1440x360.webp 1440w` }],
    });
    const small = await upload(admin, test.id, await png(300, 450));
    const smallStem = small.src.replace(/\.300x450-1x\.jpg$/, "");
    expect(small).toMatchObject({ width: 300, height: 450, srcSet: `${smallStem}.300x450-1x.jpg 300w` });
    expect(keysOf(small.src).sort()).toEqual(
      [`${smallStem}.300x450-1x.jpg`, `${smallStem}.300x450-1x.webp`].map((k) => k.slice(11)),
    );
    const stored = store.files.get(small.src.slice("/api/files/".length))!;
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ width: 300, height: 450 });
    expect(await db.prisma.storedFile.findMany({ where: { key: { startsWith: smallStem.slice(11) } } })).toHaveLength(
      2,
    );
  });

  it("lets an instructor upload for their own course's test only, and refuses bad files storing nothing", async () => {
    const course = await createCourseWithLessons(db, { lessons: 0 });
    await db.prisma.course.update({ where: { id: course.id }, data: { ownerId: instructor.userId } });
    const test = await createMockTest(db, { courseId: course.id });
    const own = await upload(instructor, test.id, await png(800, 600));
    expect(await db.prisma.storedFile.findUnique({ where: { key: own.src.slice(11) } })).toMatchObject({
      kind: "question-image",
      courseId: course.id,
      uploaderId: instructor.userId,
    });

    const before = store.files.size;
    const bytes = await png(800, 600);
    expect(codeOf(await execute(as(otherInstructor), UPLOAD, { testId: test.id, file: file(bytes) }))).toBe(
      "mock_test_not_found",
    );
    const unlinked = await createMockTest(db);
    expect(codeOf(await execute(as(instructor), UPLOAD, { testId: unlinked.id, file: file(bytes) }))).toBe(
      "mock_test_not_found",
    );
    const learner = await createLearner(db);
    expect(codeOf(await execute(as(learner), UPLOAD, { testId: test.id, file: file(bytes) }))).toBe("forbidden");
    const text = new TextEncoder().encode("question 1: which figure comes next?");
    const notImage = await execute(as(admin), UPLOAD, { testId: test.id, file: file(text, "figure.png") });
    expect(codeOf(notImage)).toBe("unsupported_media_type");
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "white" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(codeOf(await execute(as(admin), UPLOAD, { testId: test.id, file: file(huge) }))).toBe("payload_too_large");
    // Over the 5 MB limit, whatever it holds.
    const oversized = new Uint8Array(5 * 1024 * 1024 + 1);
    oversized.set(await png(10, 10));
    const tooLarge = await execute(as(admin), UPLOAD, { testId: test.id, file: file(oversized) });
    expect(tooLarge.errors?.[0]).toMatchObject({ message: "File too large (max 5 MB)" });
    expect(codeOf(tooLarge)).toBe("payload_too_large");
    expect(store.files.size).toBe(before);
  });
});

describe("a question's figure", () => {
  it("needs its text alternative and this test's upload, reaches the learner without the key, and is released when replaced", async () => {
    const test = await createMockTest(db);
    const other = await createMockTest(db);
    const [question] = test.questions;
    const first = await upload(admin, test.id, await png(1600, 900));
    const elsewhere = await upload(admin, other.id, await png(1000, 1000));

    const noAlt = await execute(as(admin), UPDATE_Q, {
      id: question.id,
      input: input(question, { imageUrl: first.src }),
    });
    expect(noAlt.errors?.[0]?.extensions).toMatchObject({
      code: "invalid_input",
      details: { imageAlt: expect.any(String) },
    });
    // The table itself refuses a figure without its description (the migration's CHECK), whatever writes the row.
    await expect(
      db.prisma.mockTestQuestion.update({ where: { id: question.id }, data: { imageUrl: first.src } }),
    ).rejects.toThrow(/MockTestQuestion_image_alt_check/);
    for (const imageUrl of [elsewhere.src, "/api/files/avatars/someone.jpg", "https://example.com/figure.png"]) {
      const refused = await execute(as(admin), UPDATE_Q, {
        id: question.id,
        input: input(question, { imageUrl, imageAlt: "A bar chart" }),
      });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: "invalid_input",
        details: { imageUrl: expect.any(String) },
      });
    }

    const saved = await execute(as(admin), UPDATE_Q, {
      id: question.id,
      input: input(question, {
        imageUrl: first.src,
        imageAlt: "A bar chart of sales",
        imageAltHi: "बिक्री का बार चार्ट",
      }),
    });
    expect(saved.data).toMatchObject({
      updateMockTestQuestion: {
        imageUrl: first.src,
        imageAlt: "A bar chart of sales",
        image: { width: 720, height: 405 },
      },
    });
    const referenced = (await liveKeys(db.prisma)).keys;
    for (const key of keysOf(first.src)) expect(referenced.has(key)).toBe(true);

    const learner = await createLearner(db);
    const started = await execute(as(learner), `mutation($t: ID!) { startMockTestAttempt(testId: $t) { id } }`, {
      t: test.id,
    });
    const attemptId = (started.data as { startMockTestAttempt: { id: string } }).startMockTestAttempt.id;
    const paper = await execute(as(learner), PAPER, { id: attemptId });
    expect(paper.errors).toBeUndefined();
    const shown = (
      paper.data as { mockTestAttempt: { sections: { questions: Record<string, unknown>[] }[] } }
    ).mockTestAttempt.sections
      .flatMap((section) => section.questions)
      .find((row) => row.id === question.id)!;
    expect(shown).toMatchObject({
      imageUrl: first.src,
      imageAlt: "A bar chart of sales",
      imageAltHi: "बिक्री का बार चार्ट",
      image: { src: first.src, width: 720, height: 405, srcSet: first.srcSet, sources: first.sources },
    });
    // The paper's question type has the figure and nothing that tells the answer.
    const paperQuestion = toSchema().getType("MockTestQuestion") as GraphQLObjectType;
    expect(Object.keys(paperQuestion.getFields()).sort()).toEqual(
      [
        "id",
        "image",
        "imageAlt",
        "imageAltHi",
        "imageUrl",
        "options",
        "optionsHi",
        "position",
        "text",
        "textHi",
      ].sort(),
    );
    expect(JSON.stringify(paper.data)).not.toContain("Because the key is B");

    // After submission the solutions show the same figure beside the key.
    await execute(as(learner), `mutation($id: ID!) { submitMockTestAttempt(attemptId: $id) { id } }`, {
      id: attemptId,
    });
    const result = await execute(
      as(learner),
      `query($id: ID!) { mockTestResult(attemptId: $id) { solutions { questionId imageAlt image { src width } } } }`,
      { id: attemptId },
    );
    expect(result.errors).toBeUndefined();
    const solutions = (result.data as { mockTestResult: { solutions: { questionId: string }[] } }).mockTestResult
      .solutions;
    expect(solutions.find((row) => row.questionId === question.id)).toEqual({
      questionId: question.id,
      imageAlt: "A bar chart of sales",
      image: { src: first.src, width: 720 },
    });
  });

  it("releases a replaced or removed figure once nothing names it, and a deleted test's figures", async () => {
    const test = await createMockTest(db, { published: false });
    const [question, second] = test.questions;
    const first = await upload(admin, test.id, await png(1600, 900));
    const next = await upload(admin, test.id, await png(900, 1600));
    const save = (id: string, q: typeof question, imageUrl: string | null) =>
      execute(as(admin), UPDATE_Q, { id, input: input(q, { imageUrl, imageAlt: imageUrl ? "A figure" : null }) });

    expect((await save(question.id, question, first.src)).errors).toBeUndefined();
    expect((await save(second.id, second, first.src)).errors).toBeUndefined();
    const firstKeys = keysOf(first.src);
    expect(firstKeys).toHaveLength(4);
    // Replaced on one question while another still names it: kept.
    expect((await save(question.id, question, next.src)).errors).toBeUndefined();
    expect(keysOf(first.src)).toEqual(firstKeys);
    // Removed from the last question naming it: its whole set goes, files and ledger rows.
    const removed = await save(second.id, second, null);
    expect(removed.data).toMatchObject({ updateMockTestQuestion: { imageUrl: null, imageAlt: null, image: null } });
    expect(keysOf(first.src)).toEqual([]);
    expect(await db.prisma.storedFile.count({ where: { key: { in: firstKeys } } })).toBe(0);

    // 900x1600 fits as 540x960, and lacks the pixels for a 2x: a set of two, which storage GC counts whole.
    expect(keysOf(next.src)).toHaveLength(2);
    const referenced = (await liveKeys(db.prisma)).keys;
    expect([...referenced].filter((key) => key.startsWith(`images/mock-tests/${test.id}/`)).sort()).toEqual(
      keysOf(next.src).sort(),
    );
    const deleted = await execute(as(admin), `mutation($id: ID!) { deleteMockTest(id: $id) }`, { id: test.id });
    expect(deleted.errors).toBeUndefined();
    expect(keysOf(next.src)).toEqual([]);
  });
});
