import { describe, expect, it } from "vitest";
import {
  coalesce,
  createProgressQueue,
  discussionPostKey,
  memoryOutboxStorage,
  mockTestAnswerKey,
  practiceAnswerKey,
  type QueuedProgress,
  type SendOutcome,
} from "./progress-queue.ts";

const learner = "learner-1";

/** A queue whose sender records what it was given and answers from `outcomes` (then "sent"). */
function queueWith(outcomes: SendOutcome[] = []) {
  const sent: QueuedProgress[] = [];
  const storage = memoryOutboxStorage();
  const queue = createProgressQueue(storage, async (entry) => {
    const outcome = outcomes.shift() ?? "sent";
    if (outcome === "sent") sent.push(entry);
    return outcome;
  });
  return { queue, sent, storage };
}

describe("progress queue", () => {
  it("coalesces a lesson's reports into one: largest watch time, latest duration, completion kept once given", () => {
    let entry = coalesce(undefined, { userId: learner, lessonId: "a", watch: { watchTime: 40, totalDuration: 0 } }, 1);
    entry = coalesce(entry, { userId: learner, lessonId: "a", watch: { watchTime: 25, totalDuration: 120 } }, 9);
    entry = coalesce(entry, { userId: learner, lessonId: "a", complete: true }, 9);
    entry = coalesce(
      entry,
      { userId: learner, lessonId: "a", watch: { watchTime: 30, totalDuration: 0 }, ended: false },
      9,
    );
    expect(entry).toEqual({
      userId: learner,
      lessonId: "a",
      watch: { watchTime: 40, totalDuration: 120 },
      ended: false,
      complete: true,
      seq: 1,
      rev: 4,
    });
  });

  it("keeps the latest playback position, even a rewind, and the last known one when a report has none", () => {
    let entry = coalesce(
      undefined,
      { userId: learner, lessonId: "a", watch: { watchTime: 40, totalDuration: 120, position: 80 } },
      1,
    );
    entry = coalesce(
      entry,
      { userId: learner, lessonId: "a", watch: { watchTime: 45, totalDuration: 120, position: 20 } },
      2,
    );
    expect(entry.watch).toEqual({ watchTime: 45, totalDuration: 120, position: 20 });
    entry = coalesce(entry, { userId: learner, lessonId: "a", watch: { watchTime: 50, totalDuration: 0 } }, 3);
    expect(entry.watch).toEqual({ watchTime: 50, totalDuration: 120, position: 20 });
  });

  it("replays one entry per lesson in the order the lessons were first reported", async () => {
    const { queue, sent } = queueWith();
    await queue.add({ userId: learner, lessonId: "b", watch: { watchTime: 5, totalDuration: 60 } });
    await queue.add({ userId: learner, lessonId: "a", complete: true });
    await queue.add({ userId: learner, lessonId: "b", watch: { watchTime: 15, totalDuration: 60 } });
    await queue.add({ userId: learner, lessonId: "c", watch: { watchTime: 60, totalDuration: 60 }, ended: true });
    await queue.flush(learner);
    expect(
      sent.map((entry) => [entry.lessonId, entry.watch?.watchTime ?? null, entry.complete || entry.ended]),
    ).toEqual([
      ["b", 15, false],
      ["a", null, true],
      ["c", 60, true],
    ]);
    expect(await queue.pending(learner)).toEqual([]);
  });

  it("stops at an entry that must wait and keeps it and the ones after it, in order", async () => {
    const { queue, sent } = queueWith(["sent", "retry"]);
    for (const lessonId of ["a", "b", "c"]) await queue.add({ userId: learner, lessonId, complete: true });
    await queue.flush(learner);
    expect(sent.map((entry) => entry.lessonId)).toEqual(["a"]);
    expect((await queue.pending(learner)).map((entry) => entry.lessonId)).toEqual(["b", "c"]);
    await queue.flush(learner);
    expect(sent.map((entry) => entry.lessonId)).toEqual(["a", "b", "c"]);
  });

  it("drops an entry the server refused for good and goes on", async () => {
    const { queue, sent } = queueWith(["drop"]);
    await queue.add({ userId: learner, lessonId: "gone", complete: true });
    await queue.add({ userId: learner, lessonId: "b", complete: true });
    await queue.flush(learner);
    expect(sent.map((entry) => entry.lessonId)).toEqual(["b"]);
    expect(await queue.pending(learner)).toEqual([]);
  });

  it("keeps a report that arrived while its lesson was being sent, for the next round", async () => {
    const storage = memoryOutboxStorage();
    const sent: QueuedProgress[] = [];
    const queue: ReturnType<typeof createProgressQueue> = createProgressQueue(storage, async (entry) => {
      sent.push(entry);
      // The learner keeps watching while the first report is on its way.
      if (sent.length === 1)
        await queue.add({ userId: learner, lessonId: "a", watch: { watchTime: 50, totalDuration: 60 } });
      return "sent";
    });
    await queue.add({ userId: learner, lessonId: "a", watch: { watchTime: 20, totalDuration: 60 } });
    await queue.flush(learner);
    expect((await queue.pending(learner)).map((entry) => entry.watch?.watchTime)).toEqual([50]);
    await queue.flush(learner);
    expect(sent.map((entry) => entry.watch?.watchTime)).toEqual([20, 50]);
    expect(await queue.pending(learner)).toEqual([]);
  });

  it("sends only the signed-in learner's entries, never another's with this session", async () => {
    const { queue, sent } = queueWith();
    await queue.add({ userId: "someone-else", lessonId: "a", complete: true });
    await queue.add({ userId: learner, lessonId: "a", complete: true });
    await queue.flush(learner);
    expect(sent.map((entry) => entry.userId)).toEqual([learner]);
    expect(await queue.pending("someone-else")).toHaveLength(1);
  });

  it("runs one flush at a time: a second call while sending joins the first", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const queue = createProgressQueue(memoryOutboxStorage(), async (entry) => {
      await gate;
      sent.push(entry.lessonId);
      return "sent";
    });
    await queue.add({ userId: learner, lessonId: "a", complete: true });
    const first = queue.flush(learner);
    const second = queue.flush(learner);
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(["a"]);
  });

  it("keeps practice answers apart, in the order given, each with what the server needs to count it once", async () => {
    const { queue, sent } = queueWith(["retry"]);
    const given = (clientId: string, choice: number) => ({
      userId: learner,
      lessonId: practiceAnswerKey(clientId),
      practiceAnswer: { questionId: "q1", choice, timeMs: 4_000, clientId, answeredAt: "2026-11-28T18:00:00.000Z" },
    });
    await queue.add(given("c1", 2));
    await queue.add({ userId: learner, lessonId: "a", complete: true });
    await queue.add(given("c2", 0));
    await queue.flush(learner);
    expect(sent).toEqual([]);
    await queue.flush(learner);
    expect(sent.map((entry) => [entry.lessonId, entry.practiceAnswer?.choice])).toEqual([
      ["practice:c1", 2],
      ["a", undefined],
      ["practice:c2", 0],
    ]);
    expect(sent[0]!.practiceAnswer).toEqual(given("c1", 2).practiceAnswer);
  });

  it("keeps two posts to one thread apart, each as written, in the order written", async () => {
    const { queue, sent } = queueWith(["retry"]);
    const post = (clientId: string, body: string) => ({
      userId: learner,
      lessonId: discussionPostKey(clientId),
      discussionPost: { clientId, questionId: "q1", body, writtenAt: "2026-11-28T18:00:00.000Z" },
    });
    await queue.add(post("p1", "<p>First</p>"));
    await queue.add(post("p2", "<p>Second</p>"));
    await queue.flush(learner);
    await queue.flush(learner);
    expect(sent.map((entry) => entry.discussionPost)).toEqual([
      post("p1", "<p>First</p>").discussionPost,
      post("p2", "<p>Second</p>").discussionPost,
    ]);
  });
});

describe("progress queue with mock test answers", () => {
  const answer = (questionId: string, seq: number, option: number | null = 1) => ({
    userId: learner,
    lessonId: mockTestAnswerKey("a1", questionId),
    mockTestAnswer: { attemptId: "a1", questionId, option, markedForReview: false, seq, timeSpentSeconds: 0 },
  });
  const seqs = (entries: QueuedProgress[]) => entries.map((entry) => entry.mockTestAnswer?.seq);

  it("sends pending answers in the order given and stops at the first network failure, keeping the rest", async () => {
    const { queue, sent } = queueWith(["sent", "retry"]);
    for (const row of [answer("q1", 1), answer("q2", 2), answer("q3", 3)]) await queue.add(row);
    await queue.flush(learner);
    expect(seqs(await queue.pending(learner))).toEqual([2, 3]);
    await queue.flush(learner);
    expect(seqs(sent)).toEqual([1, 2, 3]);
    expect(await queue.pending(learner)).toEqual([]);
  });

  it("lets a later change of a question replace its unsent earlier one, never an older one a newer", async () => {
    const { queue, sent } = queueWith(["retry"]);
    await queue.add(answer("q1", 1, 0));
    await queue.add(answer("q1", 3, 2));
    // A change that arrives late (its direct send failed after a newer one was queued) does not win.
    await queue.add(answer("q1", 2, 1));
    await queue.flush(learner);
    await queue.flush(learner);
    expect(sent.map((entry) => [entry.mockTestAnswer?.seq, entry.mockTestAnswer?.option])).toEqual([[3, 2]]);
  });

  it("keeps a change made while its older state was on the wire, and sends it next", async () => {
    const sent: [number | undefined, number | null | undefined][] = [];
    const queue: ReturnType<typeof createProgressQueue> = createProgressQueue(memoryOutboxStorage(), async (entry) => {
      sent.push([entry.mockTestAnswer?.seq, entry.mockTestAnswer?.option]);
      if (entry.mockTestAnswer?.seq === 1) await queue.add(answer("q1", 2, 3));
      return "sent";
    });
    await queue.add(answer("q1", 1, 0));
    await queue.flush(learner);
    expect(seqs(await queue.pending(learner))).toEqual([2]);
    await queue.flush(learner);
    expect(sent).toEqual([
      [1, 0],
      [2, 3],
    ]);
  });
});
