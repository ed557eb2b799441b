import { describe, expect, it } from "vitest";
import { memoryAnswerStorage, type LocalAnswer } from "./answer-store.ts";
import { createAnswerSync, type SendResult } from "./answer-sync.ts";

const answer = (questionId: string, seq: number, option: number | null = 1): LocalAnswer => ({
  attemptId: "a1",
  questionId,
  option,
  markedForReview: false,
  seq,
  timeSpentSeconds: 0,
  synced: false,
});

describe("answer sync", () => {
  it("sends pending answers lowest seq first and stops at the first network failure, keeping the rest", async () => {
    const storage = memoryAnswerStorage();
    for (const row of [answer("q3", 3), answer("q1", 1), answer("q2", 2)]) await storage.put(row);
    const sent: number[] = [];
    let online = false;
    const sync = createAnswerSync(storage, "a1", async (row): Promise<SendResult> => {
      if (!online && row.seq === 2) return "retry";
      sent.push(row.seq);
      return "acknowledged";
    });
    expect(await sync.flush()).toBe(2);
    online = true;
    expect(await sync.flush()).toBe(0);
    expect(sent).toEqual([1, 2, 3]);
  });

  it("keeps a change made while its older state was on the wire, and sends it next", async () => {
    const storage = memoryAnswerStorage();
    await storage.put(answer("q1", 1, 0));
    const sent: [number, number | null][] = [];
    const sync = createAnswerSync(storage, "a1", async (row) => {
      sent.push([row.seq, row.option]);
      if (row.seq === 1) await storage.put(answer("q1", 2, 3));
      return "acknowledged";
    });
    expect(await sync.flush()).toBe(1);
    expect(await sync.flush()).toBe(0);
    expect(sent).toEqual([
      [1, 0],
      [2, 3],
    ]);
  });

  it("stops sending an answer the server refused for good and reports it", async () => {
    const storage = memoryAnswerStorage();
    await storage.put(answer("q1", 1));
    const refused: string[] = [];
    const sync = createAnswerSync(
      storage,
      "a1",
      async () => "refused",
      (row) => refused.push(row.questionId),
    );
    expect(await sync.flush()).toBe(0);
    expect(refused).toEqual(["q1"]);
  });
});
