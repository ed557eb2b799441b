import { describe, expect, it } from "vitest";
import {
  coalesce,
  createProgressQueue,
  memoryOutboxStorage,
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
});
