import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createLearner } from "../../testing/learning-fixtures.ts";
import { editPost } from "./discussions.service.ts";
import { ANSWER, ASK, LIST, QUESTION, answer, ask, code, discussionCourse, run } from "./discussion-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const VOTE = `mutation($postId: ID!) { voteOnPost(postId: $postId) { id voteCount viewerHasVoted } }`;
const ACCEPT = `mutation($answerId: ID!) { acceptAnswer(answerId: $answerId) { id acceptedAnswerId } }`;
const DELETE = `mutation($postId: ID!) { deletePost(postId: $postId) }`;

describe("who takes part", () => {
  it("lets enrolled learners and the course's staff read and post, and no one else", async () => {
    const { lessonId, instructor, asker, outsider } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    expect(code(await run(db, outsider, ASK, { lessonId, title: "Let me in", body: "<p>hi</p>" }))).toBe(
      "not_enrolled",
    );
    expect(code(await run(db, outsider, LIST, { lessonId }))).toBe("not_enrolled");
    expect(code(await run(db, outsider, QUESTION, { id: question.id }))).toBe("not_enrolled");
    expect(code(await run(db, outsider, ANSWER, { questionId: question.id, body: "<p>x</p>" }))).toBe("not_enrolled");
    expect(code(await run(db, null, LIST, { lessonId }))).toBe("unauthenticated");
    const staffAnswer = await answer(db, instructor, question.id);
    expect(staffAnswer.byInstructor).toBe(true);
    expect((await answer(db, asker, question.id)).byInstructor).toBe(false);
    expect(await db.prisma.discussionPost.count({ where: { lessonId } })).toBe(3);
  });

  it("stores the body sanitised: a script is dropped, code blocks and links are kept", async () => {
    const { lessonId, asker } = await discussionCourse(db);
    const body = `<p onclick="steal()">See <a href="https://example.com" onmouseover="x()">this</a></p><script>alert(1)</script><pre><code>int *p = &amp;x;</code></pre><img src=x onerror=alert(2)>`;
    const result = await run(db, asker, ASK, { lessonId, title: "Sanitised?", body });
    const stored = (result.data as { askQuestion: { body: string } }).askQuestion.body;
    expect(stored).not.toMatch(/script|onclick|onmouseover|onerror|<img/);
    expect(stored).toContain("<pre><code>int *p = &amp;x;</code></pre>");
    expect(stored).toContain(
      '<a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">this</a>',
    );
  });

  it("refuses an empty body and a short title with invalid_input, storing nothing", async () => {
    const { lessonId, asker } = await discussionCourse(db);
    expect(code(await run(db, asker, ASK, { lessonId, title: "Blank body", body: "<p> </p><script>x</script>" }))).toBe(
      "invalid_input",
    );
    expect(code(await run(db, asker, ASK, { lessonId, title: "Hi", body: "<p>text</p>" }))).toBe("invalid_input");
    expect(await db.prisma.discussionPost.count({ where: { lessonId } })).toBe(0);
  });
});

describe("votes", () => {
  it("counts one vote per reader, toggled, and refuses votes on one's own post", async () => {
    const { lessonId, asker, other, instructor } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    const vote = (viewer = other) => run(db, viewer, VOTE, { postId: question.id });
    expect((await vote()).data?.voteOnPost).toMatchObject({ voteCount: 1, viewerHasVoted: true });
    expect((await vote(instructor)).data?.voteOnPost).toMatchObject({ voteCount: 2, viewerHasVoted: true });
    expect((await vote()).data?.voteOnPost).toMatchObject({ voteCount: 1, viewerHasVoted: false });
    expect(code(await vote(asker))).toBe("forbidden");
    expect(await db.prisma.discussionVote.count({ where: { postId: question.id } })).toBe(1);
  });

  it("keeps the count equal to the votes when one reader votes in parallel", async () => {
    const { lessonId, asker, other } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    await Promise.all(Array.from({ length: 5 }, () => run(db, other, VOTE, { postId: question.id })));
    const votes = await db.prisma.discussionVote.count({ where: { postId: question.id } });
    const post = await db.prisma.discussionPost.findUniqueOrThrow({ where: { id: question.id } });
    expect(votes).toBeLessThanOrEqual(1);
    expect(post.voteCount).toBe(votes);
  });
});

describe("accepted answers", () => {
  it("lets the asker and the course's staff accept, not another learner; accepting again takes it back", async () => {
    const { lessonId, asker, other, instructor } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    const reply = await answer(db, other, question.id);
    expect(code(await run(db, other, ACCEPT, { answerId: reply.id }))).toBe("forbidden");
    expect((await run(db, asker, ACCEPT, { answerId: reply.id })).data?.acceptAnswer).toMatchObject({
      acceptedAnswerId: reply.id,
    });
    const thread = await run(db, other, QUESTION, { id: question.id });
    expect(thread.data?.question).toMatchObject({
      acceptedAnswerId: reply.id,
      answers: [{ id: reply.id, accepted: true }],
    });
    expect((await run(db, asker, ACCEPT, { answerId: reply.id })).data?.acceptAnswer).toMatchObject({
      acceptedAnswerId: null,
    });
    expect((await run(db, instructor, ACCEPT, { answerId: reply.id })).data?.acceptAnswer).toMatchObject({
      acceptedAnswerId: reply.id,
    });
  });
  it("tells each reader whether the tab may offer Accept, exactly as acceptAnswer decides", async () => {
    const { lessonId, asker, other, instructor } = await discussionCourse(db);
    const admin = await createLearner(db, "admin", "Meera Admin");
    const question = await ask(db, asker, lessonId);
    const reply = await answer(db, other, question.id);
    const CAN_ACCEPT = `query($id: ID!) { question(id: $id) { viewerCanAccept } }`;
    for (const [viewer, allowed] of [
      [asker, true],
      [instructor, true],
      [admin, true],
      [other, false],
    ] as const) {
      const offered = await run(db, viewer, CAN_ACCEPT, { id: question.id });
      expect(offered.data?.question).toEqual({ viewerCanAccept: allowed });
      const accepted = await run(db, viewer, ACCEPT, { answerId: reply.id });
      expect(accepted.errors === undefined).toBe(allowed);
      if (allowed) await run(db, viewer, ACCEPT, { answerId: reply.id });
    }
  });
});

describe("editing and deleting", () => {
  it("lets authors edit and delete their own posts within 15 minutes only", async () => {
    const { lessonId, asker, other } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    expect(code(await run(db, other, DELETE, { postId: question.id }))).toBe("forbidden");
    const later = new Date(Date.now() + 16 * 60_000);
    await expect(editPost(db.prisma, asker, { postId: question.id, body: "<p>late</p>" }, later)).rejects.toMatchObject(
      {
        code: "forbidden",
      },
    );
    await editPost(db.prisma, asker, { postId: question.id, title: "Pointers, edited", body: "<p>now</p>" });
    const edited = await db.prisma.discussionPost.findUniqueOrThrow({ where: { id: question.id } });
    expect(edited).toMatchObject({ title: "Pointers, edited", body: "<p>now</p>" });
    expect(edited.editedAt).not.toBeNull();
    expect((await run(db, asker, DELETE, { postId: question.id })).data?.deletePost).toBe(question.id);
    expect(code(await run(db, other, QUESTION, { id: question.id }))).toBe("not_found");
    expect((await run(db, asker, LIST, { lessonId })).data?.lessonQuestions).toMatchObject({ totalCount: 0 });
  });
});

describe("posting limits", () => {
  it("allows 5 questions per 10 minutes, then answers rate_limited with when to retry", async () => {
    const { lessonId, asker } = await discussionCourse(db);
    for (let index = 0; index < 5; index += 1) await ask(db, asker, lessonId);
    const refused = await run(db, asker, ASK, { lessonId, title: "One too many", body: "<p>x</p>" });
    expect(code(refused)).toBe("rate_limited");
    expect(refused.errors?.[0].message).toMatch(/at most 5 questions in 10 minutes/);
    expect(await db.prisma.discussionPost.count({ where: { lessonId } })).toBe(5);
  });

  it("allows 20 answers per 10 minutes", async () => {
    const { lessonId, asker, other } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    for (let index = 0; index < 20; index += 1) await answer(db, other, question.id);
    expect(code(await run(db, other, ANSWER, { questionId: question.id, body: "<p>more</p>" }))).toBe("rate_limited");
  });
});

describe("paging, sorting and search", () => {
  it("pages by cursor and sorts by votes and unanswered, and searches title and body", async () => {
    const { lessonId, asker, other, instructor } = await discussionCourse(db);
    const first = await ask(db, asker, lessonId, "<p>about arrays</p>");
    const second = await ask(db, asker, lessonId, "<p>about loops</p>");
    const third = await ask(db, asker, lessonId, "<p>about structs</p>");
    await run(db, other, VOTE, { postId: first.id });
    await run(db, instructor, VOTE, { postId: first.id });
    await run(db, other, VOTE, { postId: second.id });
    await answer(db, other, third.id);
    type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: { id: string }[] };
    const page = async (variables: Record<string, unknown>) =>
      (await run(db, other, LIST, { lessonId, ...variables })).data?.lessonQuestions as Page;
    const one = await page({ first: 2 });
    expect(one.nodes.map((node) => node.id)).toEqual([third.id, second.id]);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = await page({ first: 2, after: one.pageInfo.endCursor });
    expect(two.nodes.map((node) => node.id)).toEqual([first.id]);
    expect(two.pageInfo.hasNextPage).toBe(false);
    expect((await page({ sort: "VOTES" })).nodes.map((node) => node.id)).toEqual([first.id, second.id, third.id]);
    expect((await page({ sort: "UNANSWERED" })).nodes.map((node) => node.id)).toEqual([second.id, first.id]);
    const found = await page({ search: "LOOPS" });
    expect(found).toMatchObject({ totalCount: 1, nodes: [{ id: second.id }] });
  });
});

describe("a post sent again (the offline outbox)", () => {
  const ASK_ONCE = `mutation($lessonId: ID!, $title: String!, $body: String!, $clientId: String) {
    askQuestion(lessonId: $lessonId, title: $title, body: $body, clientId: $clientId) { id title }
  }`;
  const ANSWER_ONCE = `mutation($questionId: ID!, $body: String!, $clientId: String) {
    answerQuestion(questionId: $questionId, body: $body, clientId: $clientId) { id body }
  }`;
  const idOf = (result: { data?: unknown }) => Object.values(result.data as Record<string, { id: string }>)[0].id;

  it("creates one question for two concurrent sends with one clientId, and answers both with it", async () => {
    const { lessonId, asker, other } = await discussionCourse(db);
    const variables = { lessonId, title: "Sent twice?", body: "<p>Lost answer</p>", clientId: "device-post-1" };
    const results = await Promise.all([run(db, asker, ASK_ONCE, variables), run(db, asker, ASK_ONCE, variables)]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    expect(idOf(results[0])).toBe(idOf(results[1]));
    expect(idOf(await run(db, asker, ASK_ONCE, variables))).toBe(idOf(results[0]));
    expect(await db.prisma.discussionPost.count({ where: { lessonId } })).toBe(1);
    // The id is the author's own: another learner's post with the same id is theirs.
    const theirs = await run(db, other, ASK_ONCE, variables);
    expect(idOf(theirs)).not.toBe(idOf(results[0]));
    expect(await db.prisma.discussionPost.count({ where: { lessonId } })).toBe(2);
  });

  it("creates one answer for two concurrent sends, even after the thread was locked in between", async () => {
    const { lessonId, asker, other } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    const variables = { questionId: question.id, body: "<p>Sent from a bus</p>", clientId: "device-answer-1" };
    const results = await Promise.all([run(db, other, ANSWER_ONCE, variables), run(db, other, ANSWER_ONCE, variables)]);
    expect(idOf(results[0])).toBe(idOf(results[1]));
    await db.prisma.discussionPost.update({ where: { id: question.id }, data: { lockedAt: new Date() } });
    expect(idOf(await run(db, other, ANSWER_ONCE, variables))).toBe(idOf(results[0]));
    expect(await db.prisma.discussionPost.count({ where: { questionId: question.id } })).toBe(1);
    expect(code(await run(db, other, ANSWER_ONCE, { ...variables, clientId: "device-answer-2" }))).toBe("forbidden");
  });

  it("keeps posts without a clientId apart, as before", async () => {
    const { lessonId, asker } = await discussionCourse(db);
    await ask(db, asker, lessonId);
    await ask(db, asker, lessonId);
    expect(await db.prisma.discussionPost.count({ where: { lessonId } })).toBe(2);
  });
});
