// A course with one lesson, its instructor, two enrolled learners and an outsider, for the discussions' tests.
import type { Database } from "@app/db";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import type { Viewer } from "../../context.ts";

export async function discussionCourse(db: Database) {
  const instructor = await createLearner(db, "instructor", "Ravi Teacher");
  const course = await createCourseWithLessons(db, { lessons: 1 });
  await db.prisma.course.update({ where: { id: course.id }, data: { ownerId: instructor.userId } });
  const asker = await createLearner(db, "student", "Asha");
  const other = await createLearner(db, "student", "Bilal");
  const outsider = await createLearner(db, "student", "Chitra");
  for (const learner of [asker, other])
    await db.prisma.enrollment.create({ data: { userId: learner.userId, courseId: course.id } });
  return { lessonId: course.lessons[0].id, courseId: course.id, instructor, asker, other, outsider };
}

export const ASK = `mutation($lessonId: ID!, $title: String!, $body: String!) {
  askQuestion(lessonId: $lessonId, title: $title, body: $body) { id title body byInstructor awaitingModeration isMine canEdit }
}`;
export const ANSWER = `mutation($questionId: ID!, $body: String!) {
  answerQuestion(questionId: $questionId, body: $body) { id body byInstructor awaitingModeration accepted }
}`;
export const LIST = `query($lessonId: ID!, $first: Int, $after: ID, $sort: QuestionSort, $search: String) {
  lessonQuestions(lessonId: $lessonId, first: $first, after: $after, sort: $sort, search: $search) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id title voteCount answerCount awaitingModeration hidden }
  }
}`;
export const QUESTION = `query($id: ID!) {
  question(id: $id) { id title acceptedAnswerId locked voteCount viewerHasVoted answers { id body accepted byInstructor voteCount hidden } }
}`;

export const code = (result: { errors?: readonly { extensions: Record<string, unknown> }[] }) =>
  result.errors?.[0].extensions.code;

export function run(db: Database, viewer: Viewer | null, document: string, variables: Record<string, unknown> = {}) {
  return execute(createTestContext({ db, viewer }), document, variables);
}

export async function ask(db: Database, viewer: Viewer, lessonId: string, body = "<p>How do pointers work?</p>") {
  const result = await run(db, viewer, ASK, { lessonId, title: "Pointers question", body });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return (result.data as { askQuestion: { id: string } }).askQuestion;
}

export async function answer(db: Database, viewer: Viewer, questionId: string, body = "<p>They hold addresses.</p>") {
  const result = await run(db, viewer, ANSWER, { questionId, body });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return (result.data as { answerQuestion: { id: string; byInstructor: boolean } }).answerQuestion;
}
