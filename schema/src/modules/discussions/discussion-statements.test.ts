// The lesson page's discussion reads, as the client sends them (client/src/features/discussion/discussion.graphql),
// cost a fixed number of SQL statements: the viewer's access once per request, in one statement, and only what
// the document asks for (docs/performance.md, the learner's own reads).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { ask, discussionCourse } from "./discussion-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const QUESTION_FIELDS = `fragment DiscussionQuestionFields on DiscussionQuestion {
  __typename canEdit hidden isMine viewerCanAccept
  acceptedAnswerId answerCount authorName awaitingModeration body byInstructor createdAt editedAt id lessonId locked
  title viewerHasVoted voteCount
}`;
const LESSON_QUESTIONS = `${QUESTION_FIELDS}
query LessonQuestions($after: ID, $first: Int, $lessonId: ID!, $search: String, $sort: QuestionSort) {
  lessonQuestions(lessonId: $lessonId, first: $first, after: $after, sort: $sort, search: $search) {
    __typename nodes { __typename ...DiscussionQuestionFields } pageInfo { __typename endCursor hasNextPage } totalCount
  }
}`;
const DISCUSSION_COUNT = `query DiscussionCount($lessonId: ID!) {
  lessonQuestions(lessonId: $lessonId, first: 1) { __typename totalCount }
}`;

/** One question asked through the schema, the rest written straight in (past the posting limit). */
async function lessonWithQuestions(count: number) {
  const course = await discussionCourse(db);
  await ask(db, course.asker, course.lessonId);
  await db.prisma.discussionPost.createMany({
    data: Array.from({ length: count - 1 }, (_, question) => ({
      lessonId: course.lessonId,
      courseId: course.courseId,
      authorId: question % 2 ? course.asker.userId : course.other.userId,
      title: `Question ${question}`,
      body: "<p>Why?</p>",
    })),
  });
  return course;
}

async function statementsOf(document: string, questions: number) {
  const { lessonId, asker } = await lessonWithQuestions(questions);
  const context = createTestContext({ db, viewer: asker });
  const { result, statements } = await db.countStatements(() => execute(context, document, { lessonId }));
  expect(result.errors).toBeUndefined();
  expect((result.data as { lessonQuestions: { totalCount: number } }).lessonQuestions.totalCount).toBe(questions);
  return statements;
}

describe("a lesson's discussion reads", () => {
  it("count the questions in two statements: the access, then the count (no posts read)", async () => {
    const statements = await statementsOf(DISCUSSION_COUNT, 3);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/^SELECT COUNT\(\*\)/);
  });

  it("read a page in the same five statements for 2 and 12 questions: the access once, the count, the posts with their authors and the viewer's votes", async () => {
    const few = await statementsOf(LESSON_QUESTIONS, 2);
    const many = await statementsOf(LESSON_QUESTIONS, 12);
    expect(few).toHaveLength(5);
    expect(many).toHaveLength(5);
    expect(few.filter((statement) => statement.includes('"Enrollment"'))).toHaveLength(1);
  });
});
