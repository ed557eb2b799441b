import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createLearner } from "../../testing/learning-fixtures.ts";
import { ANSWER, ASK, LIST, QUESTION, answer, ask, code, discussionCourse, run } from "./discussion-fixtures.ts";
import { lessonEvents, type DiscussionEvent } from "./discussion-events.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const MODERATE = `mutation($postId: ID!, $action: ModerationAction!) { moderatePost(postId: $postId, action: $action) { id hidden locked held openReports } }`;
const QUEUE = `query($filter: ModerationFilter) { moderationQueue(filter: $filter) { total items { id openReports reportReasons courseTitle } } }`;
const REPORT = `mutation($postId: ID!, $reason: String!) { reportPost(postId: $postId, reason: $reason) }`;
const SUSPEND = `mutation($userId: ID!, $days: Int!, $reason: String!) { suspendFromPosting(userId: $userId, days: $days, reason: $reason) }`;
const LINKS = `<p><a href="https://a.example">a</a> <a href="https://b.example">b</a> https://c.example https://d.example</p>`;

describe("held for moderation", () => {
  it("holds a post with more than 3 links: its author and staff see it marked, other learners do not", async () => {
    const { lessonId, asker, other, instructor } = await discussionCourse(db);
    const held = await run(db, asker, ASK, { lessonId, title: "Many links", body: LINKS });
    expect(held.data?.askQuestion).toMatchObject({ awaitingModeration: true });
    const id = (held.data?.askQuestion as { id: string }).id;
    expect((await run(db, asker, LIST, { lessonId })).data?.lessonQuestions).toMatchObject({ totalCount: 1 });
    expect((await run(db, instructor, LIST, { lessonId })).data?.lessonQuestions).toMatchObject({ totalCount: 1 });
    expect((await run(db, other, LIST, { lessonId })).data?.lessonQuestions).toMatchObject({ totalCount: 0 });
    expect(code(await run(db, other, QUESTION, { id }))).toBe("not_found");
    const queue = await run(db, instructor, QUEUE, { filter: "HELD" });
    expect(queue.data?.moderationQueue).toMatchObject({ total: 1, items: [{ id }] });
    await run(db, instructor, MODERATE, { postId: id, action: "APPROVE" });
    expect((await run(db, other, LIST, { lessonId })).data?.lessonQuestions).toMatchObject({ totalCount: 1 });
  });

  it("does not hold a post with 3 links", async () => {
    const { lessonId, asker } = await discussionCourse(db);
    const three = `<p>https://a.example https://b.example <a href="https://c.example">https://c.example</a></p>`;
    const result = await run(db, asker, ASK, { lessonId, title: "Three links", body: three });
    expect(result.data?.askQuestion).toMatchObject({ awaitingModeration: false });
  });
});

describe("reports and staff actions", () => {
  it("hides a reported answer from everyone but staff, and writes every action to the audit log", async () => {
    const { lessonId, asker, other, instructor } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    const reply = await answer(db, other, question.id);
    expect((await run(db, asker, REPORT, { postId: reply.id, reason: "Rude" })).data?.reportPost).toBe(true);
    expect((await run(db, asker, REPORT, { postId: reply.id, reason: "Rude again" })).data?.reportPost).toBe(true);
    const queue = await run(db, instructor, QUEUE, { filter: "REPORTED" });
    expect(queue.data?.moderationQueue).toMatchObject({
      total: 1,
      items: [{ id: reply.id, openReports: 1, reportReasons: ["Rude"] }],
    });
    expect(code(await run(db, asker, MODERATE, { postId: reply.id, action: "HIDE" }))).toBe("forbidden");
    const hidden = await run(db, instructor, MODERATE, { postId: reply.id, action: "HIDE" });
    expect(hidden.data?.moderatePost).toMatchObject({ hidden: true, openReports: 0 });
    const answersFor = async (viewer: typeof asker) =>
      ((await run(db, viewer, QUESTION, { id: question.id })).data?.question as { answers: { id: string }[] }).answers;
    expect(await answersFor(asker)).toEqual([]);
    expect(await answersFor(other)).toEqual([]);
    expect((await answersFor(instructor)).map((post) => post.id)).toEqual([reply.id]);
    expect(await db.prisma.auditEntry.count({ where: { entityId: reply.id, action: "discussion.hide" } })).toBe(1);
  });

  it("locks a thread against new answers", async () => {
    const { lessonId, asker, other, instructor } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    await run(db, instructor, MODERATE, { postId: question.id, action: "LOCK" });
    expect(code(await run(db, other, ANSWER, { questionId: question.id, body: "<p>late</p>" }))).toBe("forbidden");
  });

  it("suspends a learner from posting for a period; an instructor cannot moderate other instructors' courses", async () => {
    const { lessonId, asker, instructor } = await discussionCourse(db);
    const question = await ask(db, asker, lessonId);
    const stranger = await createLearner(db, "instructor", "Other Teacher");
    expect(code(await run(db, stranger, MODERATE, { postId: question.id, action: "HIDE" }))).toBe("not_found");
    expect(code(await run(db, stranger, SUSPEND, { userId: asker.userId, days: 3, reason: "Spam" }))).toBe("not_found");
    const until = await run(db, instructor, SUSPEND, { userId: asker.userId, days: 3, reason: "Spam" });
    expect(new Date(until.data?.suspendFromPosting as string).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    const refused = await run(db, asker, ASK, { lessonId, title: "Still here", body: "<p>x</p>" });
    expect(code(refused)).toBe("forbidden");
    expect(refused.errors?.[0].message).toMatch(/may not post in discussions until/);
    expect(
      await db.prisma.auditEntry.count({ where: { entity: "DiscussionSuspension", actorId: instructor.userId } }),
    ).toBe(1);
  });
});

describe("live events", () => {
  it("announces committed writes to the lesson's followers, and nothing of a held post", async () => {
    const { lessonId, asker, other } = await discussionCourse(db);
    const abort = new AbortController();
    const events = lessonEvents(db, lessonId, abort.signal);
    const received: DiscussionEvent[] = [];
    const reading = (async () => {
      for await (const event of events) {
        received.push(event);
        if (received.length === 2) break;
      }
    })();
    // The first next() subscribes; give the LISTEN a moment to be in place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await run(db, asker, ASK, { lessonId, title: "Held one", body: LINKS });
    const question = await ask(db, asker, lessonId);
    const reply = await answer(db, other, question.id);
    await reading;
    expect(received).toEqual([
      { kind: "QUESTION_ASKED", lessonId, questionId: question.id, postId: question.id, voteCount: 0 },
      { kind: "ANSWER_POSTED", lessonId, questionId: question.id, postId: reply.id, voteCount: 0 },
    ]);
  });

  // The event and the write's own learner_changed notification come over two connections in either order; the
  // follower reads again as soon as the event reaches it (decision 055).
  it("counts the lesson as changed for the answers kept of it before a follower hears the event", async () => {
    const { lessonId } = await discussionCourse(db);
    const abort = new AbortController();
    const order: string[] = [];
    const stop = db.learnerChanges.subscribe((ids) => {
      if (ids?.includes(`lesson:${lessonId}`)) order.push("lesson changed");
    });
    try {
      const events = lessonEvents(db, lessonId, abort.signal);
      const first = events.next().then(() => order.push("event"));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The event alone, as if its write's own notification had not arrived yet.
      const event = { kind: "VOTED", lessonId, questionId: "q", postId: "q", voteCount: 1 };
      await db.query(`SELECT pg_notify('discussion_event', $1)`, [JSON.stringify(event)]);
      await first;
      expect(order).toEqual(["lesson changed", "event"]);
    } finally {
      stop();
      abort.abort();
    }
  });
});
