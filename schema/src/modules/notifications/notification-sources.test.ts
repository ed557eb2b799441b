// The events of discussions and assignments that reach learners' notifications, through the real mutations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import type { Viewer } from "../../context.ts";
import { answer, ask, discussionCourse, run } from "../discussions/discussion-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const ACCEPT = `mutation($answerId: ID!) { acceptAnswer(answerId: $answerId) { id } }`;
const MODERATE = `mutation($postId: ID!, $action: ModerationAction!) { moderatePost(postId: $postId, action: $action) { id } }`;
const CREATE = `mutation($lessonId: ID!, $input: AssignmentInput!) { createAssignment(lessonId: $lessonId, input: $input) { id } }`;
const SUBMIT = `mutation($assignmentId: ID!, $text: String) { submitAssignment(assignmentId: $assignmentId, text: $text) { id } }`;
const GRADE = `mutation($submissionId: ID!, $score: Int!) { gradeSubmission(submissionId: $submissionId, score: $score) { id } }`;

const inbox = (viewer: Viewer) =>
  db.prisma.notification.findMany({ where: { recipientId: viewer.userId }, orderBy: { createdAt: "asc" } });
const data = (result: Awaited<ReturnType<typeof execute>>) => {
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, { id: string }>;
};

describe("discussion notifications", () => {
  it("tells the asker of an answer and the answerer of its acceptance, never the actor of their own act", async () => {
    const { lessonId, courseId, asker, other } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    await answer(db, asker, question.id, "<p>Answering myself.</p>");
    expect(await inbox(asker)).toEqual([]);

    const reply = await answer(db, other, question.id);
    const [toAsker] = await inbox(asker);
    expect(toAsker).toMatchObject({
      kind: "ANSWER_TO_MY_QUESTION",
      params: { questionTitle: "Pointers question" },
      link: `/courses/${courseId}/content/class/${lessonId}?tab=discussion`,
    });

    data(await run(db, asker, ACCEPT, { answerId: reply.id }));
    expect(await inbox(other)).toMatchObject([
      { kind: "MY_ANSWER_ACCEPTED", params: { questionTitle: "Pointers question" } },
    ]);
    // Taking the acceptance back tells nobody.
    data(await run(db, asker, ACCEPT, { answerId: reply.id }));
    expect(await inbox(other)).toHaveLength(1);
  });

  it("tells the asker of a held answer only once a moderator approves it", async () => {
    const { lessonId, asker, other, instructor } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    const links = [1, 2, 3, 4].map((n) => `<a href="https://example.com/${n}">${n}</a>`).join(" ");
    const held = await answer(db, other, question.id, `<p>${links}</p>`);
    expect(await inbox(asker)).toEqual([]);
    data(await run(db, instructor, MODERATE, { postId: held.id, action: "APPROVE" }));
    expect(await inbox(asker)).toMatchObject([{ kind: "ANSWER_TO_MY_QUESTION" }]);
  });
});

describe("assignment notifications", () => {
  it("tells enrolled learners of a new assignment and a learner of their grade", async () => {
    const { lessonId, courseId, asker: learner, instructor } = await discussionCourse(db);
    const as = (viewer: Viewer) => createTestContext({ db, viewer });
    const input = {
      instructions: "<p>Write it.</p>",
      maxScore: 10,
      acceptedFileTypes: [],
      maxFileBytes: 1_000_000,
      allowLate: false,
      requiredForCertificate: false,
    };
    const assignment = data(await execute(as(instructor), CREATE, { lessonId, input })).createAssignment;
    const lesson = await db.prisma.lesson.findUniqueOrThrow({ where: { id: lessonId } });
    expect(await inbox(learner)).toMatchObject([
      {
        kind: "NEW_ASSIGNMENT",
        params: { assignmentTitle: lesson.title },
        link: `/courses/${courseId}/content/class/${lessonId}?tab=assignment`,
      },
    ]);
    expect(await inbox(instructor)).toEqual([]);

    const submission = data(await execute(as(learner), SUBMIT, { assignmentId: assignment.id, text: "Done" }));
    data(await execute(as(instructor), GRADE, { submissionId: submission.submitAssignment.id, score: 8 }));
    const notices = await inbox(learner);
    expect(notices.at(-1)).toMatchObject({ kind: "ASSIGNMENT_GRADED", params: { score: "8/10" } });
  });
});
