// What opening a practice set costs (docs/practice.md, "Capacity"): the player's PracticeSet query, questions with
// their topic and the viewer's bookmarks, is one statement through the driver.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createLearner } from "../../../testing/learning-fixtures.ts";
import { createPracticeBank } from "../practice-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

// The fields the player asks for (client/src/features/practice/practice.graphql, PracticeSetFields).
const SET = `query($topicId: ID!, $exam: String) {
  practiceSet(topicId: $topicId, exam: $exam) {
    id kind questions {
      id subtopic difficulty textEn textHi optionsEn optionsHi correctIndex explanationEn explanationHi imageUrl
      imageAlt source year bookmarked topic { nameEn nameHi subject { nameEn } }
    }
  }
}`;

type Question = { id: string; bookmarked: boolean; difficulty: string; topic: { subject: { nameEn: string } } };

describe("opening a practice set", () => {
  it("is one statement, bookmarks and topics included", async () => {
    const bank = await createPracticeBank(db);
    const viewer = await createLearner(db);
    const context = createTestContext({ db, viewer });
    const marked = bank.questions[4]!;
    await db.prisma.practiceBookmark.create({ data: { userId: viewer.userId, questionId: marked.id } });
    await db.prisma.practiceQuestion.update({ where: { id: bank.questions[5]!.id }, data: { status: "ARCHIVED" } });

    const { result, statements } = await db.countStatements(() =>
      execute(context, SET, { topicId: bank.percentages.id }),
    );
    expect(result.errors).toBeUndefined();
    expect(statements).toHaveLength(1);
    const questions = (result.data?.practiceSet as { questions: Question[] }).questions;
    expect(questions.map((q) => q.id).sort()).toEqual(
      bank.questions
        .slice(0, 5)
        .map((q) => q.id)
        .sort(),
    );
    for (const question of questions) {
      expect(question.bookmarked).toBe(question.id === marked.id);
      expect(question.topic.subject.nameEn).toBe("Quantitative Aptitude");
    }
    expect(questions.find((q) => q.id === bank.questions[0]!.id)?.difficulty).toBe("EASY");

    const missing = await execute(context, SET, { topicId: "no-such-topic" });
    expect(missing.errors?.[0]?.extensions.code).toBe("not_found");
  });
});
