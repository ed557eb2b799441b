// Mock tests and the practice bank in the answer cache (decision 048), against a real gateway and database: the
// client's MockTests, MockTestInstructions and PracticeSubjects are answered from memory on their second read, for
// visitors and per signed-in learner (their own attempts); a staff edit or a learner's attempt written past this
// gateway (on PostgreSQL by a second database handle, as another gateway or a worker writes it; on PGlite by its
// connection directly, past the handle's own-write rule) shows within one second, and a start made through this
// gateway shows on the very next read. A learner's practice progress and Revise set (decision 053) are kept for them
// the same way, and not given once the Indian day they were read in has ended (the gateway's clock moved past
// midnight). Their analytics (decision 054) are kept until they answer, and not given once their percentile, which
// counts other learners' answers, is ten minutes old.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { asApolloSends, clientQueries } from "../../../../test/client-documents.ts";
import { createMockTest } from "../../../../schema/src/testing/mock-test-fixtures.ts";
import { createPracticeBank } from "../../../../schema/src/modules/practice/practice-fixtures.ts";
import { requestStatements } from "../../../test/request-statements.ts";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { endListener, until } from "../../../test/listener-loss.ts";
import { clientReads, heardSignIn, heardSoFar, mutateAs, quoted, writerPast } from "./kept-answers-test-kit.ts";

const named = (name: string) => clientQueries().find((query) => query.name === name)!;
let gateway: TestGateway;
let past: Awaited<ReturnType<typeof writerPast>>;
let elsewhere: (sql: string) => Promise<unknown>;
let testId: string;
let sectionId: string;
let topicId: string;
let questionId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  const db = gateway.app.services.db;
  past = await writerPast(gateway);
  elsewhere = past.elsewhere;
  const test = await createMockTest(db);
  testId = test.id;
  sectionId = test.sections[0]!.id;
  const bank = await createPracticeBank(db);
  topicId = bank.percentages.id;
  questionId = bank.questions[0]!.id;
});
afterAll(async () => {
  await past?.close();
  await gateway?.close();
});

const signedIn = () => heardSignIn(gateway, elsewhere);

const { read, cost, withinOneSecond } = clientReads(
  () => gateway,
  () => ({ id: testId }),
);

type Card = { id: string; title: string; questionCount: number; myAttempts: { id: string; submittedAt: unknown }[] };
const cardOf = (body: string): Card => JSON.parse(body).data.mockTests.find((test: Card) => test.id === testId);
const topicCount = (body: string) =>
  (JSON.parse(body).data.practiceSubjects as { topics: { id: string; questionCount: number }[] }[])
    .flatMap((subject) => subject.topics)
    .find((topic) => topic.id === topicId)!.questionCount;

describe("mock tests and the practice bank", () => {
  const documents = ["MockTests", "MockTestInstructions", "PracticeSubjects"];

  it.each(documents)("answer %s from memory on its second read, signed in or not", async (name) => {
    const learner = await signedIn();
    for (const reader of [undefined, learner]) {
      const first = await read(named(name), reader);
      expect(await cost(named(name), reader)).toBe(0);
      expect(await read(named(name), reader)).toBe(first);
    }
  });

  it("give each learner their own attempts", async () => {
    const [asha, ravi] = [await signedIn(), await signedIn()];
    await read(named("MockTests"), ravi);
    await read(named("MockTests"), asha);
    expect(await cost(named("MockTests"), asha)).toBe(0);
    await elsewhere(
      `INSERT INTO "MockTestAttempt" ("id", "testId", "userId", "endsAt", "paper")
       VALUES ('${crypto.randomUUID()}', ${quoted(testId)}, ${quoted(asha.user.id)}, now() + interval '20 minutes', '{}')`,
    );
    await withinOneSecond(named("MockTests"), asha, (body) => cardOf(body).myAttempts.length === 1);
    expect(cardOf(await read(named("MockTests"), ravi)).myAttempts).toEqual([]);
    expect(cardOf(await read(named("MockTests"))).myAttempts).toEqual([]);
  });

  describe("show a change written past this gateway within one second", () => {
    it("of a test's title and its sections' questions", async () => {
      const learner = await signedIn();
      for (const reader of [undefined, learner]) await read(named("MockTests"), reader);
      for (const reader of [undefined, learner]) expect(await cost(named("MockTests"), reader)).toBe(0);
      const before = cardOf(await read(named("MockTests"))).questionCount;
      await elsewhere(`UPDATE "MockTest" SET "title" = 'SSC CGL Tier 2 mock' WHERE "id" = ${quoted(testId)}`);
      for (const reader of [undefined, learner])
        await withinOneSecond(named("MockTests"), reader, (body) => cardOf(body).title === "SSC CGL Tier 2 mock");
      await read(named("MockTestInstructions"), learner);
      expect(await cost(named("MockTestInstructions"), learner)).toBe(0);
      // A question added to a section: only its test's revision (migration 20261201110000) raises the version.
      await elsewhere(
        `INSERT INTO "MockTestQuestion" ("id", "sectionId", "position", "text", "options", "correctOption")
         VALUES ('${crypto.randomUUID()}', ${quoted(sectionId)}, 99, 'Added', ARRAY['A','B'], 1)`,
      );
      await withinOneSecond(named("MockTests"), learner, (body) => cardOf(body).questionCount === before + 1);
      await withinOneSecond(
        named("MockTestInstructions"),
        learner,
        (body) => JSON.parse(body).data.mockTest.questionCount === before + 1,
      );
    });

    it("of a learner's attempt, started, then submitted by a worker", async () => {
      const learner = await signedIn();
      expect(cardOf(await read(named("MockTests"), learner)).myAttempts).toEqual([]);
      await read(named("MockTestInstructions"), learner);
      expect(await cost(named("MockTests"), learner)).toBe(0);
      expect(await cost(named("MockTestInstructions"), learner)).toBe(0);
      const attempt = crypto.randomUUID();
      await elsewhere(
        `INSERT INTO "MockTestAttempt" ("id", "testId", "userId", "endsAt", "paper")
         VALUES ('${attempt}', ${quoted(testId)}, ${quoted(learner.user.id)}, now() + interval '20 minutes', '{}')`,
      );
      await withinOneSecond(named("MockTests"), learner, (body) => cardOf(body).myAttempts[0]?.id === attempt);
      await withinOneSecond(
        named("MockTestInstructions"),
        learner,
        (body) => JSON.parse(body).data.mockTest.myAttempts[0]?.id === attempt,
      );
      expect(await cost(named("MockTests"), learner)).toBe(0);
      await elsewhere(
        `UPDATE "MockTestAttempt" SET "submittedAt" = now(), "autoSubmitted" = true, "score" = 0 WHERE "id" = '${attempt}'`,
      );
      await withinOneSecond(named("MockTests"), learner, (body) => cardOf(body).myAttempts[0]?.submittedAt !== null);
    });

    it("of the practice bank's questions and topics", async () => {
      const learner = await signedIn();
      const subjects = named("PracticeSubjects");
      const before = topicCount(await read(subjects, learner));
      await read(subjects);
      for (const reader of [undefined, learner]) expect(await cost(subjects, reader)).toBe(0);
      await elsewhere(
        `INSERT INTO "PracticeQuestion" ("id", "topicId", "textEn", "optionsEn", "correctIndex", "updatedAt")
         VALUES ('${crypto.randomUUID()}', ${quoted(topicId)}, 'Added', ARRAY['1','2'], 0, now())`,
      );
      for (const reader of [undefined, learner])
        await withinOneSecond(subjects, reader, (body) => topicCount(body) === before + 1);
      await elsewhere(`UPDATE "PracticeTopic" SET "nameEn" = 'Percent' WHERE "id" = ${quoted(topicId)}`);
      await withinOneSecond(subjects, learner, (body) => body.includes(`"nameEn":"Percent"`));
    });
  });

  it("show a start made through this gateway on the very next read", async () => {
    const learner = await signedIn();
    await read(named("MockTests"), learner);
    expect(await cost(named("MockTests"), learner)).toBe(0);
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${learner.token}` },
      body: JSON.stringify({
        query: `mutation ($testId: ID!) { startMockTestAttempt(testId: $testId) { id } }`,
        variables: { testId },
      }),
    });
    const started = (await response.json()) as { data?: { startMockTestAttempt: { id: string } }; errors?: unknown };
    expect(started.errors).toBeUndefined();
    const card = cardOf(await read(named("MockTests"), learner));
    expect(card.myAttempts.map((attempt) => attempt.id)).toEqual([started.data!.startMockTestAttempt.id]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "are read through while the listener is lost, then kept again",
    async () => {
      const db = gateway.app.services.db;
      const learner = await signedIn();
      const mockTests = named("MockTests");
      await read(mockTests, learner);
      expect(await cost(mockTests, learner)).toBe(0);
      await endListener(db);
      await until(() => !db.learnerChanges.listening());
      expect(await cost(mockTests, learner)).toBeGreaterThan(0);
      expect(await cost(mockTests, learner)).toBeGreaterThan(0);
      await until(() => db.learnerChanges.listening());
      await read(mockTests, learner);
      expect(await cost(mockTests, learner)).toBe(0);
    },
  );
});

describe("a submitted attempt's solutions", () => {
  let attemptId = "";
  const results = clientReads(
    () => gateway,
    () => ({ attemptId }),
  );

  /** A learner who started the test and submitted their attempt through this gateway. */
  async function submitted() {
    const learner = await signedIn();
    const started = await mutateAs(
      gateway,
      learner,
      `mutation ($testId: ID!) { startMockTestAttempt(testId: $testId) { id } }`,
      {
        testId,
      },
    );
    attemptId = started.startMockTestAttempt.id;
    await mutateAs(
      gateway,
      learner,
      `mutation ($attemptId: ID!) { submitMockTestAttempt(attemptId: $attemptId) { id } }`,
      {
        attemptId,
      },
    );
    await heardSoFar(gateway, elsewhere);
    return learner;
  }

  it("are answered from memory on their second read, and never to another learner", async () => {
    const learner = await submitted();
    const first = await results.read(named("MockTestSolutions"), learner);
    expect(await results.cost(named("MockTestSolutions"), learner)).toBe(0);
    expect(await results.read(named("MockTestSolutions"), learner)).toBe(first);
    const other = await signedIn();
    const request = await asApolloSends(named("MockTestSolutions"), { attemptId }, other.token);
    const response = await fetch(`${gateway.url}${request.path}`, { headers: request.headers });
    expect(JSON.stringify((await response.json()).errors)).toContain("not_found");
  });

  it("leave the rank, the percentile and the leaderboard executed: they read every learner's attempts", async () => {
    const learner = await submitted();
    await results.read(named("MockTestResult"), learner);
    expect(await results.cost(named("MockTestResult"), learner)).toBeGreaterThan(0);
  });

  it("show a staff edit of a question's explanation written past this gateway within one second", async () => {
    const learner = await submitted();
    const body = await results.read(named("MockTestSolutions"), learner);
    const { questionId: edited } = JSON.parse(body).data.mockTestResult.solutions[0] as { questionId: string };
    expect(await results.cost(named("MockTestSolutions"), learner)).toBe(0);
    await elsewhere(`UPDATE "MockTestQuestion" SET "explanation" = 'Rewritten' WHERE "id" = ${quoted(edited)}`);
    await results.withinOneSecond(named("MockTestSolutions"), learner, (answer) => answer.includes('"Rewritten"'));
  });
});

describe("a learner's practice progress", () => {
  const progress = named("PracticeProgress");
  const of = (body: string) =>
    JSON.parse(body).data.practiceProgress as {
      dailyGoal: number;
      reviseDue: number;
      today: { date: string; answered: number };
    };

  it("is answered from memory on its second read", async () => {
    const learner = await signedIn();
    const first = await read(progress, learner);
    expect(await cost(progress, learner)).toBe(0);
    expect(await read(progress, learner)).toBe(first);
  });

  it("shows its days, goal and cards written past this gateway within one second", async () => {
    const learner = await signedIn();
    const today = of(await read(progress, learner)).today.date;
    expect(await cost(progress, learner)).toBe(0);
    await elsewhere(
      `INSERT INTO "PracticeDay" ("userId", "day", "answered", "correct") VALUES (${quoted(learner.user.id)}, '${today}', 3, 2)`,
    );
    await withinOneSecond(progress, learner, (body) => of(body).today.answered === 3);
    expect(await cost(progress, learner)).toBe(0);
    await elsewhere(
      `INSERT INTO "PracticeSettings" ("userId", "dailyGoal", "updatedAt") VALUES (${quoted(learner.user.id)}, 25, now())`,
    );
    await withinOneSecond(progress, learner, (body) => of(body).dailyGoal === 25);
    expect(await cost(progress, learner)).toBe(0);
    await elsewhere(
      `INSERT INTO "PracticeCard" ("userId", "questionId", "due", "stability", "difficulty")
       VALUES (${quoted(learner.user.id)}, ${quoted(questionId)}, now(), 1, 5)`,
    );
    await withinOneSecond(progress, learner, (body) => of(body).reviseDue === 1);
  });

  it("shows an answer given through this gateway on the very next read", async () => {
    const learner = await signedIn();
    expect(of(await read(progress, learner)).today.answered).toBe(0);
    expect(await cost(progress, learner)).toBe(0);
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${learner.token}` },
      body: JSON.stringify({
        query: `mutation ($input: PracticeAnswerInput!) { answerPracticeQuestion(input: $input) { correct } }`,
        variables: { input: { questionId, choice: 0, timeMs: 4_000, clientId: crypto.randomUUID() } },
      }),
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(of(await read(progress, learner)).today.answered).toBe(1);
  });

  it("is not given after the Indian day it was read in has ended", async () => {
    // Two seconds before an Indian midnight (18:30 UTC) some days ahead, by the gateway's clock alone.
    const midnight = Date.UTC(2026, 11, 14, 18, 30);
    vi.useFakeTimers({ toFake: ["Date"], now: midnight - 2_000 });
    try {
      const learner = await signedIn();
      expect(of(await read(progress, learner)).today.date).toBe("2026-12-14");
      expect(await cost(progress, learner)).toBe(0);
      vi.setSystemTime(midnight);
      const { statements } = await gateway.app.services.db.countStatements(async () =>
        expect(of(await read(progress, learner)).today.date).toBe("2026-12-15"),
      );
      expect(requestStatements(statements).length).toBeGreaterThan(0);
      expect(await cost(progress, learner)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("is read through while the listener is lost, then kept again", async () => {
    const db = gateway.app.services.db;
    const learner = await signedIn();
    await read(progress, learner);
    expect(await cost(progress, learner)).toBe(0);
    await endListener(db);
    await until(() => !db.learnerChanges.listening());
    expect(await cost(progress, learner)).toBeGreaterThan(0);
    await until(() => db.learnerChanges.listening());
    await read(progress, learner);
    expect(await cost(progress, learner)).toBe(0);
  });
});

describe("a learner's Revise set (decision 053)", () => {
  const revise = named("PracticeReviseSet");
  type SetQuestion = { id: string; bookmarked: boolean };
  const questionsOf = (body: string) => JSON.parse(body).data.reviseSet.questions as SetQuestion[];
  const find = (body: string, id: string) => questionsOf(body).find((question) => question.id === id);

  it("is kept per learner and shows a card and a bookmark written past this gateway within one second", async () => {
    const learner = await signedIn();
    expect(questionsOf(await read(revise, learner))).toEqual([]);
    expect(await cost(revise, learner)).toBe(0);
    await elsewhere(
      `INSERT INTO "PracticeCard" ("userId", "questionId", "due", "stability", "difficulty")
       VALUES (${quoted(learner.user.id)}, ${quoted(questionId)}, now(), 1, 5)`,
    );
    await withinOneSecond(revise, learner, (body) => find(body, questionId)?.bookmarked === false);
    expect(await cost(revise, learner)).toBe(0);
    // The bookmark alone, written by another gateway: announced as the learner's activity.
    await elsewhere(
      `INSERT INTO "PracticeBookmark" ("userId", "questionId") VALUES (${quoted(learner.user.id)}, ${quoted(questionId)})`,
    );
    await withinOneSecond(revise, learner, (body) => find(body, questionId)?.bookmarked === true);
  });

  it("shows a bookmark set through this gateway on the very next read", async () => {
    const learner = await signedIn();
    expect(questionsOf(await read(revise, learner))).toEqual([]);
    expect(await cost(revise, learner)).toBe(0);
    await mutateAs(
      gateway,
      learner,
      `mutation ($questionId: ID!) { setPracticeBookmark(questionId: $questionId, bookmarked: true) { id } }`,
      { questionId },
    );
    expect(find(await read(revise, learner), questionId)?.bookmarked).toBe(true);
  });

  it("is not given after the Indian day it was read in has ended", async () => {
    const midnight = Date.UTC(2026, 11, 14, 18, 30);
    vi.useFakeTimers({ toFake: ["Date"], now: midnight - 2_000 });
    try {
      const learner = await signedIn();
      await read(revise, learner);
      expect(await cost(revise, learner)).toBe(0);
      vi.setSystemTime(midnight);
      expect(await cost(revise, learner)).toBeGreaterThan(0);
      expect(await cost(revise, learner)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a learner's practice analytics (decision 054)", () => {
  const analytics = named("PracticeAnalytics");
  // A topic of its own, so that only this block's learners count in its percentile.
  let topic: string;
  let question: string;
  beforeAll(async () => {
    const bank = await createPracticeBank(gateway.app.services.db);
    topic = bank.series.id;
    question = bank.seriesQuestion.id; // its key is option 1
  });
  type Stats = { attempts: number; accuracy: number; percentile: number | null };
  const statsOf = (body: string) =>
    (JSON.parse(body).data.practiceAnalytics.topics as (Stats & { topic: { id: string } })[]).find(
      (stats) => stats.topic.id === topic,
    );
  const answer = (learner: Awaited<ReturnType<typeof signedIn>>, choice: number) =>
    mutateAs(
      gateway,
      learner,
      `mutation ($input: PracticeAnswerInput!) { answerPracticeQuestion(input: $input) { correct } }`,
      { input: { questionId: question, choice, timeMs: 3_000, clientId: crypto.randomUUID() } },
    );
  /** An answer as another gateway writes it: the answer and its day's count, in one statement. */
  const answeredPast = (userId: string, correct: boolean) =>
    elsewhere(`WITH answered AS (
        INSERT INTO "PracticeAnswer" ("id", "userId", "questionId", "clientId", "choice", "correct", "timeMs", "day")
        VALUES (gen_random_uuid()::text, ${quoted(userId)}, ${quoted(question)}, gen_random_uuid()::text,
          ${correct ? 1 : 0}, ${correct}, 3000, '2026-12-01')
        RETURNING "userId")
      INSERT INTO "PracticeDay" ("userId", "day", "answered", "correct")
      SELECT "userId", '2026-12-01', 1, ${correct ? 1 : 0} FROM answered
      ON CONFLICT ("userId", "day") DO UPDATE SET "answered" = "PracticeDay"."answered" + 1`);

  it("is kept per learner and shows their answer through this gateway on the very next read", async () => {
    const learner = await signedIn();
    expect(statsOf(await read(analytics, learner))).toBeUndefined();
    expect(await cost(analytics, learner)).toBe(0);
    await answer(learner, 1);
    expect(statsOf(await read(analytics, learner))).toMatchObject({ attempts: 1, accuracy: 1 });
    expect(await cost(analytics, learner)).toBe(0);
  });

  it("shows their answer written past this gateway within one second", async () => {
    const learner = await signedIn();
    expect(statsOf(await read(analytics, learner))).toBeUndefined();
    expect(await cost(analytics, learner)).toBe(0);
    await answeredPast(learner.user.id, true);
    await withinOneSecond(analytics, learner, (body) => statsOf(body)?.attempts === 1);
  });

  it("counts another learner's answer in the percentile once the kept one is ten minutes old, not before", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const learner = await signedIn();
      const other = await signedIn();
      await answer(learner, 1);
      // The answer's own announcement heard first (heardSoFar): arriving after the read below, it would drop what that
      // read kept, and the cost below would be that, not the other learner's answer.
      await heardSoFar(gateway, elsewhere);
      // Every learner of the topic so far answered right: none is below this one.
      const before = statsOf(await read(analytics, learner))!.percentile;
      expect(before).toBe(0);
      await answeredPast(other.user.id, false);
      await heardSoFar(gateway, elsewhere);
      // An answer of another learner is announced to nobody but them (the percentile is not bounded by announcements).
      expect(await cost(analytics, learner)).toBe(0);
      vi.setSystemTime(Date.now() + 10 * 60_000 - 1_000);
      expect(statsOf(await read(analytics, learner))!.percentile).toBe(before);
      vi.setSystemTime(Date.now() + 1_000);
      const after = statsOf(await read(analytics, learner))!.percentile;
      expect(after).toBeGreaterThan(0);
      expect(await cost(analytics, learner)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
