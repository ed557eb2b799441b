// Attempts' own papers against the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): section time
// limits refuse late answers, shuffled orders stay put across reloads and map back for scoring and solutions,
// sections draw questions from the course's bank by tag, open/close times and attempts allowed hold, and blueprint
// tests draw each paper from the practice bank with its seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";
import { createBankQuestions, createMockTest, KEY } from "../../../testing/mock-test-fixtures.ts";
import { drawBlueprint, paperSeed } from "./blueprint/draw.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const as = (viewer: Viewer | null) => createTestContext({ db, viewer });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;

type Paper = {
  id: string;
  startedAt: string;
  endsAt: string;
  sections: { id: string; opensAt: string; closesAt: string; questions: { id: string; options: string[] }[] }[];
};
const START = `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) { id } }`;
const PAPER = `query($id: ID!) { mockTestAttempt(id: $id) { id startedAt endsAt
  sections { id opensAt closesAt questions { id options } } answers { questionId option } } }`;
const SAVE = `mutation($attemptId: ID!, $questionId: ID!, $option: Int, $seq: Int!) {
  saveMockTestAnswer(attemptId: $attemptId, questionId: $questionId, option: $option, markedForReview: false, seq: $seq) {
    accepted answer { option } } }`;
const SUBMIT = `mutation($attemptId: ID!) { submitMockTestAttempt(attemptId: $attemptId) { score } }`;
const RESULT = `query($attemptId: ID!) { mockTestResult(attemptId: $attemptId) { score correct
  solutions { questionId options chosenOption correctOption } } }`;

async function startPaper(viewer: Viewer, testId: string) {
  const started = await execute(as(viewer), START, { testId });
  expect(started.errors).toBeUndefined();
  const id = (started.data as { startMockTestAttempt: { id: string } }).startMockTestAttempt.id;
  return readPaper(viewer, id);
}

async function readPaper(viewer: Viewer, id: string) {
  const result = await execute(as(viewer), PAPER, { id });
  expect(result.errors).toBeUndefined();
  return (result.data as { mockTestAttempt: Paper & { answers: { questionId: string; option: number }[] } })
    .mockTestAttempt;
}

const save = (viewer: Viewer, attemptId: string, questionId: string, option: number | null, seq: number) =>
  execute(as(viewer), SAVE, { attemptId, questionId, option, seq });

/** Moves the attempt's start (and end) `seconds` into the past, as if that much time had gone by. */
const age = (attemptId: string, seconds: number) =>
  db.prisma.$executeRaw`UPDATE "MockTestAttempt" SET "startedAt" = "startedAt" - make_interval(secs => ${seconds}::int),
    "endsAt" = "endsAt" - make_interval(secs => ${seconds}::int) WHERE "id" = ${attemptId}`;

describe("section time limits", () => {
  it("runs timed sections one after another and refuses answers to a closed section like late answers", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db, {
      durationMinutes: 20,
      sections: [
        { name: "Reasoning", questions: 2, timeLimitMinutes: 5 },
        { name: "Quant", questions: 2, timeLimitMinutes: 10 },
        { name: "English", questions: 2 },
      ],
    });
    const paper = await startPaper(learner, test.id);
    const offsets = paper.sections.map((section) => [
      (Date.parse(section.opensAt) - Date.parse(paper.startedAt)) / 60_000,
      (Date.parse(section.closesAt) - Date.parse(paper.startedAt)) / 60_000,
    ]);
    expect(offsets).toEqual([
      [0, 5],
      [5, 15],
      [15, 20],
    ]);
    const [first, second] = paper.sections;
    expect((await save(learner, paper.id, first.questions[0].id, 1, 1)).errors).toBeUndefined();
    await age(paper.id, 6 * 60);
    expect(codeOf(await save(learner, paper.id, first.questions[1].id, 1, 2))).toBe("mock_test_time_up");
    const accepted = await save(learner, paper.id, second.questions[0].id, 1, 3);
    expect(accepted.data).toMatchObject({ saveMockTestAnswer: { accepted: true } });
    expect(await db.prisma.mockTestAnswer.count({ where: { attemptId: paper.id } })).toBe(2);
  });
});

describe("sections not yet open", () => {
  it("refuses answers to a timed section's questions until it starts, and takes them once it has", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db, {
      durationMinutes: 20,
      sections: [
        { name: "Reasoning", questions: 2, timeLimitMinutes: 5 },
        { name: "Quant", questions: 2 },
      ],
    });
    const paper = await startPaper(learner, test.id);
    const later = paper.sections[1].questions[0].id;
    expect(codeOf(await save(learner, paper.id, later, 1, 1))).toBe("mock_test_section_not_open");
    expect(await db.prisma.mockTestAnswer.count({ where: { attemptId: paper.id } })).toBe(0);
    await age(paper.id, 5 * 60);
    const accepted = await save(learner, paper.id, later, 1, 2);
    expect(accepted.data).toMatchObject({ saveMockTestAnswer: { accepted: true, answer: { option: 1 } } });
  });
});

describe("shuffled papers", () => {
  it("keeps the attempt's order across reloads and maps shown options back for scoring and solutions", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db, {
      shuffleQuestions: true,
      shuffleOptions: true,
      sections: [{ name: "Reasoning", questions: 8 }],
    });
    const paper = await startPaper(learner, test.id);
    const own = test.questions.map((question) => question.id);
    const shown = paper.sections[0].questions;
    expect(new Set(shown.map((question) => question.id))).toEqual(new Set(own));
    const unshuffled =
      shown.every((question, index) => question.id === own[index]) &&
      shown.every((question) => question.options.join() === "A,B,C,D");
    expect(unshuffled).toBe(false);
    expect(await readPaper(learner, paper.id)).toMatchObject({ sections: paper.sections });

    // The key is "B": answer it where this attempt shows it, except one question answered with "A".
    const [wrong, ...right] = shown;
    let seq = 0;
    for (const question of right) await save(learner, paper.id, question.id, question.options.indexOf("B"), ++seq);
    const saved = await save(learner, paper.id, wrong.id, wrong.options.indexOf("A"), ++seq);
    expect(saved.data).toMatchObject({ saveMockTestAnswer: { answer: { option: wrong.options.indexOf("A") } } });
    const stored = await db.prisma.mockTestAnswer.findMany({ where: { attemptId: paper.id } });
    expect(stored.filter((row) => row.option === KEY)).toHaveLength(7);
    expect((await readPaper(learner, paper.id)).answers).toContainEqual({
      questionId: wrong.id,
      option: wrong.options.indexOf("A"),
    });

    expect((await execute(as(learner), SUBMIT, { attemptId: paper.id })).data).toEqual({
      submitMockTestAttempt: { score: 7 * 2 - 0.5 },
    });
    const result = (await execute(as(learner), RESULT, { attemptId: paper.id })).data as {
      mockTestResult: {
        score: number;
        solutions: { questionId: string; options: string[]; chosenOption: number; correctOption: number }[];
      };
    };
    expect(result.mockTestResult.solutions.map((row) => row.questionId)).toEqual(shown.map((q) => q.id));
    for (const [index, row] of result.mockTestResult.solutions.entries()) {
      expect(row.options).toEqual(shown[index].options);
      expect(row.options[row.correctOption]).toBe("B");
      expect(row.options[row.chosenOption]).toBe(index === 0 ? "A" : "B");
    }
  });
});

describe("questions drawn from the course's bank", () => {
  it("draws N questions by tag per attempt, keeps them on reload, scores them and refuses undrawn ones", async () => {
    const course = await createCourseWithLessons(db, { lessons: 1 });
    const algebra = await createBankQuestions(db, course.id, "algebra", 6);
    const [geometry] = await createBankQuestions(db, course.id, "geometry", 2);
    const test = await createMockTest(db, {
      courseId: course.id,
      sections: [{ name: "Quant", questions: 1, drawTag: "algebra", drawCount: 3 }],
    });
    const learner = await createLearner(db);
    const paper = await startPaper(learner, test.id);
    const ids = paper.sections[0].questions.map((question) => question.id);
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(test.questions[0].id);
    const drawn = ids.slice(1);
    expect(new Set(drawn).size).toBe(3);
    for (const id of drawn) expect(algebra.map((question) => question.id)).toContain(id);
    expect((await readPaper(learner, paper.id)).sections[0].questions.map((q) => q.id)).toEqual(ids);

    let seq = 0;
    for (const id of ids) expect((await save(learner, paper.id, id, KEY, ++seq)).errors).toBeUndefined();
    expect(codeOf(await save(learner, paper.id, geometry.id, KEY, ++seq))).toBe("not_found");
    const submitted = await execute(as(learner), SUBMIT, { attemptId: paper.id });
    expect(submitted.data).toEqual({ submitMockTestAttempt: { score: 4 * 2 } });

    const listed = await execute(as(learner), `query($id: ID!) { mockTest(id: $id) { questionCount totalMarks } }`, {
      id: test.id,
    });
    expect(listed.data).toEqual({ mockTest: { questionCount: 4, totalMarks: 8 } });
  });
});

describe("open and close times, attempts allowed", () => {
  it("refuses a start before the test opens and after it closes, and counts attempts allowed", async () => {
    const learner = await createLearner(db);
    const hour = 60 * 60_000;
    const early = await createMockTest(db, { opensAt: new Date(Date.now() + hour) });
    expect(codeOf(await execute(as(learner), START, { testId: early.id }))).toBe("mock_test_closed");
    const late = await createMockTest(db, { closesAt: new Date(Date.now() - hour) });
    expect(codeOf(await execute(as(learner), START, { testId: late.id }))).toBe("mock_test_closed");

    const twice = await createMockTest(db, {
      attemptsAllowed: 2,
      opensAt: new Date(Date.now() - hour),
      closesAt: new Date(Date.now() + hour),
    });
    for (let round = 0; round < 2; round++) {
      const paper = await startPaper(learner, twice.id);
      expect((await execute(as(learner), SUBMIT, { attemptId: paper.id })).errors).toBeUndefined();
    }
    expect(codeOf(await execute(as(learner), START, { testId: twice.id }))).toBe("mock_test_attempts_used");
  });
});

// ---- Blueprint tests: papers drawn from the practice bank (blueprint/, decision 038) ----

const BLUEPRINT_RESULT = `query($attemptId: ID!) { mockTestResult(attemptId: $attemptId) { score maxScore correct papersDiffer } }`;
const STAFF_ATTEMPTS = `query($testId: ID!) { staffMockTestAttempts(testId: $testId) { id seedKey
  sections { sectionId questions { id practiceQuestionId correctOption } } } }`;
type StaffAttempt = {
  id: string;
  seedKey: string | null;
  sections: {
    sectionId: string;
    questions: { id: string; practiceQuestionId: string | null; correctOption: number }[];
  }[];
};
const PUBLISH_TEST = `mutation($id: ID!, $published: Boolean!) { setMockTestPublished(id: $id, published: $published) { published } }`;

let topicId: string;
let otherTopicId: string;
beforeAll(async () => {
  const subject = await db.prisma.practiceSubject.create({ data: { slug: "quant", nameEn: "Quantitative Aptitude" } });
  const topic = (slug: string) =>
    db.prisma.practiceTopic.create({ data: { subjectId: subject.id, slug, nameEn: slug } });
  topicId = (await topic("percentages")).id;
  otherTopicId = (await topic("ratio")).id;
  const mix = { EASY: 6, MEDIUM: 4, HARD: 2 } as const;
  for (const [difficulty, count] of Object.entries(mix))
    for (let i = 0; i < count; i++)
      await db.prisma.practiceQuestion.create({
        data: {
          topicId,
          difficulty: difficulty as keyof typeof mix,
          textEn: `${difficulty} question ${i + 1}`,
          textHi: `${difficulty} प्रश्न ${i + 1}`,
          optionsEn: ["10", "20", "30", "40"],
          optionsHi: ["10", "20", "30", "40"],
          correctIndex: 2,
          explanationEn: "Because 30",
        },
      });
  // Another topic's question, which the blueprint must never draw.
  await db.prisma.practiceQuestion.create({
    data: {
      topicId: otherTopicId,
      difficulty: "EASY",
      textEn: "Ratio",
      optionsEn: ["a", "b", "c", "d"],
      correctIndex: 0,
    },
  });
});

async function blueprintTest(options: { samePaperForSitting?: boolean; hard?: number; published?: boolean } = {}) {
  return db.prisma.mockTest.create({
    data: {
      title: "Blueprint mock",
      durationMinutes: 30,
      marksCorrect: 2,
      attemptsAllowed: 5,
      published: options.published ?? true,
      samePaperForSitting: options.samePaperForSitting ?? false,
      sections: {
        create: [
          {
            name: "Percentages",
            position: 1,
            practiceTopicIds: [topicId],
            drawEasy: 3,
            drawMedium: 2,
            drawHard: options.hard ?? 1,
          },
        ],
      },
    },
    include: { sections: true },
  });
}

/** The practice questions behind a paper's (mirrored) questions. */
async function practiceIdsOf(paper: Paper) {
  const ids = paper.sections.flatMap((section) => section.questions.map((question) => question.id));
  const mirrors = await db.prisma.mockTestQuestion.findMany({ where: { id: { in: ids } } });
  const byId = new Map(mirrors.map((mirror) => [mirror.id, mirror.practiceQuestionId]));
  return ids.map((id) => byId.get(id)!);
}

async function submitBlueprint(viewer: Viewer, paper: Paper, option: number) {
  let seq = 0;
  for (const question of paper.sections[0].questions)
    expect((await save(viewer, paper.id, question.id, option, ++seq)).errors).toBeUndefined();
  expect((await execute(as(viewer), SUBMIT, { attemptId: paper.id })).errors).toBeUndefined();
  const result = await execute(as(viewer), BLUEPRINT_RESULT, { attemptId: paper.id });
  expect(result.errors).toBeUndefined();
  return (
    result.data as { mockTestResult: { score: number; maxScore: number; correct: number; papersDiffer: boolean } }
  ).mockTestResult;
}

describe("blueprint mock tests", () => {
  it("draws a paper per attempt as its seed gives it, keeps it on resume, scores it by the bank's keys and avoids the last paper next time", async () => {
    const test = await blueprintTest();
    const learner = await createLearner(db);
    const paper = await startPaper(learner, test.id);
    const practiceIds = await practiceIdsOf(paper);
    expect(practiceIds).toHaveLength(6);
    expect(new Set(practiceIds).size).toBe(6);
    const bank = await db.prisma.practiceQuestion.findMany({ where: { topicId: { in: [topicId, otherTopicId] } } });
    const difficultyOf = new Map(bank.map((q) => [q.id, q.difficulty]));
    expect(practiceIds.map((id) => difficultyOf.get(id)).sort()).toEqual(
      ["EASY", "EASY", "EASY", "HARD", "MEDIUM", "MEDIUM"].sort(),
    );
    // An audit redraws it from the stored seed key and the test's salt.
    const stored = await db.prisma.mockTestAttempt.findUniqueOrThrow({ where: { id: paper.id } });
    expect((stored.paper as { seedKey: unknown }).seedKey).toEqual({ attemptId: paper.id });
    const redrawn = drawBlueprint(
      [{ id: test.sections[0].id, name: "Percentages", topicIds: [topicId], mix: { EASY: 3, MEDIUM: 2, HARD: 1 } }],
      bank.map((q) => ({ id: q.id, topicId: q.topicId, difficulty: q.difficulty })),
      paperSeed(test.drawSalt, { attemptId: paper.id }),
    );
    expect(practiceIds).toEqual(redrawn.get(test.sections[0].id));
    // A reload resumes the same paper.
    expect(await startPaper(learner, test.id)).toEqual(paper);
    // The key is the practice question's: option 2 is right everywhere.
    const result = await submitBlueprint(learner, paper, 2);
    expect(result).toEqual({ score: 12, maxScore: 12, correct: 6, papersDiffer: true });
    // The next attempt avoids what this one showed, which the bank allows exactly here.
    const next = await practiceIdsOf(await startPaper(learner, test.id));
    expect(next.filter((id) => practiceIds.includes(id))).toEqual([]);
    // Staff see exactly which questions each attempt got, with the key and the seed key; learners cannot ask.
    const admin = await createLearner(db, "admin");
    const staffView = await execute(as(admin), STAFF_ATTEMPTS, { testId: test.id });
    expect(staffView.errors).toBeUndefined();
    const attempts = (staffView.data as { staffMockTestAttempts: StaffAttempt[] }).staffMockTestAttempts;
    const first = attempts.find((attempt) => attempt.id === paper.id)!;
    expect(first.seedKey).toBe(`attempt:${paper.id}`);
    expect(first.sections[0].questions.map((q) => q.practiceQuestionId)).toEqual(practiceIds);
    expect(first.sections[0].questions.every((q) => q.correctOption === 2)).toBe(true);
    expect(codeOf(await execute(as(learner), STAFF_ATTEMPTS, { testId: test.id }))).toBe("forbidden");
  });

  it("gives everyone in a sitting one paper when staff choose so", async () => {
    const test = await blueprintTest({ samePaperForSitting: true });
    const first = await practiceIdsOf(await startPaper(await createLearner(db), test.id));
    const secondLearner = await createLearner(db);
    const secondPaper = await startPaper(secondLearner, test.id);
    expect(await practiceIdsOf(secondPaper)).toEqual(first);
    expect((await submitBlueprint(secondLearner, secondPaper, 0)).papersDiffer).toBe(false);
  });

  // A sitting's paper is drawn once per prepared test (decision 044): it is still its seed's draw, and a write to the
  // practice bank after the preparation is drawn from by the next start.
  it("draws a sitting's paper as its seed gives it, and draws again from the bank as it is after an edit", async () => {
    const test = await blueprintTest({ samePaperForSitting: true });
    const sections = [
      { id: test.sections[0].id, name: "Percentages", topicIds: [topicId], mix: { EASY: 3, MEDIUM: 2, HARD: 1 } },
    ];
    const seedDraw = async () => {
      const bank = await db.prisma.practiceQuestion.findMany({ where: { topicId, status: "ACTIVE" } });
      const eligible = bank.map((q) => ({ id: q.id, topicId: q.topicId, difficulty: q.difficulty }));
      return drawBlueprint(sections, eligible, paperSeed(test.drawSalt, { sitting: "open" })).get(sections[0].id);
    };
    const first = await practiceIdsOf(await startPaper(await createLearner(db), test.id));
    expect(first).toEqual(await seedDraw());
    await db.prisma.practiceQuestion.update({ where: { id: first[0] }, data: { status: "ARCHIVED" } });
    try {
      const next = await practiceIdsOf(await startPaper(await createLearner(db), test.id));
      expect(next).not.toContain(first[0]);
      expect(next).toEqual(await seedDraw());
    } finally {
      await db.prisma.practiceQuestion.update({ where: { id: first[0] }, data: { status: "ACTIVE" } });
    }
  });

  it("refuses to publish a blueprint the bank cannot fill, naming the section", async () => {
    const admin = await createLearner(db, "admin");
    const test = await blueprintTest({ hard: 3, published: false });
    const refused = await execute(as(admin), PUBLISH_TEST, { id: test.id, published: true });
    expect(codeOf(refused)).toBe("mock_test_bank_short");
    expect(refused.errors?.[0]?.message).toContain('"Percentages"');
    // Through the console's section form: the hard count changes; the topics, left out, stay.
    const UPDATE_SECTION = `mutation($id: ID!, $input: MockTestSectionInput!) {
      updateMockTestSection(id: $id, input: $input) { sections { practiceTopicIds drawEasy drawMedium drawHard } } }`;
    const updated = await execute(as(admin), UPDATE_SECTION, {
      id: test.sections[0].id,
      input: { name: "Percentages", drawHard: 2 },
    });
    expect(updated.errors).toBeUndefined();
    expect((updated.data as { updateMockTestSection: { sections: unknown[] } }).updateMockTestSection.sections).toEqual(
      [{ practiceTopicIds: [topicId], drawEasy: 3, drawMedium: 2, drawHard: 2 }],
    );
    expect((await execute(as(admin), PUBLISH_TEST, { id: test.id, published: true })).errors).toBeUndefined();
  });
});
