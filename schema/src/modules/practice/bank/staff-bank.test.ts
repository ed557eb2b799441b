// The staff's bank through GraphQL (docs/practice.md): who edits what, the near-duplicate warning, CSV import that
// is whole or nothing with errors by line, export rows that import back, and a mock test's questions brought in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";
import { createMockTest } from "../../../testing/mock-test-fixtures.ts";
import { createPracticeBank } from "../practice-fixtures.ts";
import sharp from "sharp";
import { MemoryFileStore } from "../../../testing/test-context.ts";
import { liveKeys } from "../../files/live-keys.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const code = (result: { errors?: readonly { extensions: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions.code;
const CREATE = `mutation($input: PracticeQuestionInput!) {
  createPracticeQuestion(input: $input) { question { id status courseId textEn } nearDuplicates { id } }
}`;
const LIST = `query($topicId: ID, $limit: Int, $offset: Int, $search: String) {
  staffPracticeQuestions(topicId: $topicId, limit: $limit, offset: $offset, search: $search) { total items { id textEn } }
}`;
const IMPORT = `mutation($file: File!) {
  importPracticeQuestionsCsv(file: $file) { created updated errors { line message } warnings { line questionId message } }
}`;
const EXPORT = `query($topicId: ID) { practiceBankCsv(topicId: $topicId) { header rows { cells } } }`;

const input = (topicId: string, textEn: string, extra: Record<string, unknown> = {}) => ({
  topicId,
  difficulty: "EASY",
  exams: ["SSC CGL"],
  textEn,
  optionsEn: ["10", "20", "30", "40"],
  optionsHi: [],
  correctIndex: 1,
  explanationEn: "Half of 40",
  ...extra,
});

const csvFile = (text: string) => new File([text], "questions.csv", { type: "text/csv" });

describe("the staff's question bank", () => {
  it("admins write any question, warned of a near-duplicate; instructors only their courses'", async () => {
    const bank = await createPracticeBank(db);
    const admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
    const first = await execute(admin, CREATE, { input: input(bank.series.id, "What is half of 40?") });
    expect(first.errors).toBeUndefined();
    expect(first.data?.createPracticeQuestion).toMatchObject({ question: { status: "ACTIVE" }, nearDuplicates: [] });
    const id = (first.data?.createPracticeQuestion as { question: { id: string } }).question.id;
    const again = await execute(admin, CREATE, { input: input(bank.series.id, "What is half of 40 ?") });
    expect(again.data?.createPracticeQuestion).toMatchObject({ nearDuplicates: [{ id }] });

    const bad = await execute(admin, CREATE, {
      input: input(bank.series.id, "Pick one", { optionsEn: ["1", ""], correctIndex: 3 }),
    });
    expect(code(bad)).toBe("invalid_input");
    expect(bad.errors?.[0]?.extensions.details).toMatchObject({ optionsEn: expect.any(String) });

    const instructorViewer = await createLearner(db, "instructor", "Meera");
    const instructor = createTestContext({ db, viewer: instructorViewer });
    expect(code(await execute(instructor, CREATE, { input: input(bank.series.id, "Mine?") }))).toBe("invalid_input");
    const course = await createCourseWithLessons(db, { title: "Aptitude" });
    await db.prisma.course.update({ where: { id: course.id }, data: { ownerId: instructorViewer.userId } });
    const own = await execute(instructor, CREATE, {
      input: input(bank.series.id, "Which number comes next: 3, 6, 12, ?", { courseId: course.id }),
    });
    expect(own.errors).toBeUndefined();
    const listed = await execute(instructor, LIST, { topicId: bank.series.id });
    expect(listed.data?.staffPracticeQuestions).toMatchObject({ total: 1 });
    const archive = `mutation($id: ID!) { setPracticeQuestionStatus(id: $id, status: ARCHIVED) { status } }`;
    expect(code(await execute(instructor, archive, { id }))).toBe("not_found");
    expect((await execute(admin, archive, { id })).data?.setPracticeQuestionStatus).toEqual({ status: "ARCHIVED" });
    expect(code(await execute(createTestContext({ db, viewer: await createLearner(db) }), LIST, {}))).toBe("forbidden");

    const page = await execute(admin, LIST, { topicId: bank.percentages.id, limit: 2, offset: 2 });
    expect(page.data?.staffPracticeQuestions).toMatchObject({ total: 6 });
    expect((page.data?.staffPracticeQuestions as { items: unknown[] }).items).toHaveLength(2);
    expect(await db.prisma.auditEntry.count({ where: { entity: "PracticeQuestion", entityId: id } })).toBe(2);
  });

  it("imports a CSV whole or not at all, naming every bad row's line", async () => {
    const bank = await createPracticeBank(db);
    const admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
    const { slug: subject } = bank.reasoning;
    const header =
      "subject,topic,difficulty,exams,question_en,option_a_en,option_b_en,option_c_en,option_d_en,question_hi,option_a_hi,option_b_hi,option_c_hi,option_d_hi,correct_option,explanation_en";
    const good = `${subject},series,easy,SSC CGL; RRB NTPC,"1, 3, 5, ?",6,7,8,9,"1, 3, 5, ?",6,7,8,9,B,Odd numbers`;
    const bad = [
      `${subject},no-such-topic,easy,,Q,1,2,3,4,,,,,,A,`,
      `${subject},series,tricky,,Q2,1,2,3,4,,,,,,A,`,
      `${subject},series,easy,,Q3,1,2,3,4,,,,,,F,`,
      `${subject},series,easy,,,,,,,,,,,,A,`,
    ];
    const before = await db.prisma.practiceQuestion.count();
    const refused = await execute(admin, IMPORT, { file: csvFile([header, good, ...bad].join("\n")) });
    expect(refused.errors).toBeUndefined();
    const result = refused.data?.importPracticeQuestionsCsv as {
      created: number;
      errors: { line: number; message: string }[];
    };
    expect(result.created).toBe(0);
    expect(result.errors.map((error) => error.line)).toEqual([3, 4, 5, 6]);
    expect(result.errors[0]?.message).toMatch(/topic .* does not exist/);
    expect(result.errors[1]?.message).toMatch(/difficulty tricky/);
    expect(result.errors[2]?.message).toMatch(/correct option "F"/);
    expect(await db.prisma.practiceQuestion.count()).toBe(before);

    const taken = await execute(admin, IMPORT, { file: csvFile(`${header}\n${good}\n`) });
    expect(taken.data?.importPracticeQuestionsCsv).toMatchObject({ created: 1, updated: 0, errors: [] });
    const stored = await db.prisma.practiceQuestion.findFirstOrThrow({
      where: { topicId: bank.series.id, textEn: "1, 3, 5, ?" },
    });
    expect(stored).toMatchObject({ exams: ["SSC CGL", "RRB NTPC"], optionsHi: ["6", "7", "8", "9"], correctIndex: 1 });
    // The same row again is warned of, not refused.
    const twice = await execute(admin, IMPORT, { file: csvFile(`${header}\n${good}\n`) });
    expect(twice.data?.importPracticeQuestionsCsv).toMatchObject({
      created: 1,
      warnings: [{ line: 2, questionId: stored.id }],
    });

    // Export rows import back as updates of the same questions.
    const exported = await execute(admin, EXPORT, { topicId: bank.series.id });
    const csv = exported.data?.practiceBankCsv as { header: string[]; rows: { cells: string[] }[] };
    expect(csv.rows).toHaveLength(3);
    const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    const text = [csv.header.join(","), ...csv.rows.map((row) => row.cells.map(quote).join(","))].join("\n");
    const roundTrip = await execute(admin, IMPORT, { file: csvFile(text) });
    expect(roundTrip.data?.importPracticeQuestionsCsv).toMatchObject({ created: 0, updated: 3, errors: [] });
  });

  it("brings in a mock test's questions once", async () => {
    const bank = await createPracticeBank(db);
    const admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
    const test = await createMockTest(db);
    const IMPORT_TEST = `mutation($mockTestId: ID!, $topicId: ID!) {
      importMockTestIntoPractice(mockTestId: $mockTestId, topicId: $topicId) { created skipped }
    }`;
    const variables = { mockTestId: test.id, topicId: bank.series.id };
    const first = await execute(admin, IMPORT_TEST, variables);
    expect(first.data?.importMockTestIntoPractice).toEqual({ created: test.questions.length, skipped: 0 });
    const copied = await db.prisma.practiceQuestion.findFirstOrThrow({
      where: { topicId: bank.series.id, textEn: test.questions[0]!.text },
    });
    expect(copied).toMatchObject({ optionsEn: ["A", "B", "C", "D"], optionsHi: ["A", "B", "C", "D"], correctIndex: 1 });
    expect((await execute(admin, IMPORT_TEST, variables)).data?.importMockTestIntoPractice).toEqual({
      created: 0,
      skipped: test.questions.length,
    });
  });

  it("filters the bank by difficulty and language (a page of the console's grid)", async () => {
    const bank = await createPracticeBank(db);
    const admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
    const FILTERED = `query($topicId: ID, $difficulty: PracticeDifficulty, $language: PracticeQuestionLanguage) {
      staffPracticeQuestions(topicId: $topicId, difficulty: $difficulty, language: $language) { total }
    }`;
    const total = async (variables: Record<string, unknown>) => {
      const result = await execute(admin, FILTERED, { topicId: bank.percentages.id, ...variables });
      expect(result.errors).toBeUndefined();
      return (result.data?.staffPracticeQuestions as { total: number }).total;
    };
    expect(await total({})).toBe(6);
    expect(await total({ difficulty: "EASY" })).toBe(2);
    expect(await total({ language: "HI" })).toBe(3);
    expect(await total({ language: "EN" })).toBe(6);
    expect(await total({ language: "HI", difficulty: "MEDIUM" })).toBe(1);
  });

  it("stores a question's picture for the course it is for, fitted whole, and keeps it while a question names it", async () => {
    const bank = await createPracticeBank(db);
    const store = new MemoryFileStore();
    const as = (viewer: Awaited<ReturnType<typeof createLearner>>) => ({
      ...createTestContext({ db, viewer }),
      files: store,
    });
    const UPLOAD = `mutation($courseId: ID, $file: File!) {
      uploadPracticeQuestionImage(courseId: $courseId, file: $file) { src width height }
    }`;
    // A tall diagram: fitted inside 720x960, never cropped.
    const bytes = await sharp({ create: { width: 800, height: 1600, channels: 3, background: "teal" } })
      .png()
      .toBuffer();
    const picture = () => new File([new Uint8Array(bytes)], "diagram.png", { type: "image/png" });
    const adminViewer = await createLearner(db, "admin");
    const uploaded = await execute(as(adminViewer), UPLOAD, { file: picture() });
    expect(uploaded.errors).toBeUndefined();
    const image = uploaded.data?.uploadPracticeQuestionImage as { src: string; width: number; height: number };
    expect(image.src).toMatch(/^\/api\/files\/images\/practice\/bank\/figure\./);
    expect(image.width / image.height).toBeCloseTo(0.5, 2);
    expect(image.height).toBeLessThanOrEqual(960);

    const instructorViewer = await createLearner(db, "instructor");
    expect(code(await execute(as(instructorViewer), UPLOAD, { file: picture() }))).toBe("invalid_input");
    const course = await createCourseWithLessons(db, { title: "Figures" });
    expect(code(await execute(as(instructorViewer), UPLOAD, { courseId: course.id, file: picture() }))).toBe(
      "forbidden",
    );
    await db.prisma.course.update({ where: { id: course.id }, data: { ownerId: instructorViewer.userId } });
    const own = await execute(as(instructorViewer), UPLOAD, { courseId: course.id, file: picture() });
    expect((own.data?.uploadPracticeQuestionImage as { src: string }).src).toContain(`/images/practice/${course.id}/`);
    expect(code(await execute(as(await createLearner(db)), UPLOAD, { file: picture() }))).toBe("forbidden");

    const key = image.src.slice("/api/files/".length);
    expect((await liveKeys(db.prisma)).has(key)).toBe(false);
    const saved = await execute(as(adminViewer), CREATE, {
      input: input(bank.series.id, "Which figure completes the pattern?", { imageUrl: image.src, imageAlt: "A grid" }),
    });
    expect(saved.errors).toBeUndefined();
    expect((await liveKeys(db.prisma)).has(key)).toBe(true);
  });
});
