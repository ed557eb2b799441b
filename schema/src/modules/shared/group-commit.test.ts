// The group commit's sets (decision 043): a lone item waits for a turn of the event loop only, what arrives while a
// set is written joins the next one, and no set is larger than its bound.
import { describe, expect, it } from "vitest";
import { groupCommit, type Pending } from "./group-commit.ts";

/** A writer that records each set's items and answers each item with its set's number. */
function recorder(writeMs = 0) {
  const sets: number[][] = [];
  const write = async (set: Pending<number, number>[]) => {
    sets.push(set.map((pending) => pending.item));
    if (writeMs) await new Promise((resolve) => setTimeout(resolve, writeMs));
    for (const pending of set) pending.resolve(sets.length);
  };
  return { sets, write };
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a group commit", () => {
  it("writes a lone item after a turn of the event loop", async () => {
    const { sets, write } = recorder();
    const hand = groupCommit(write, 10);
    expect(await hand(1)).toBe(1);
    const second = hand(2);
    await later(5);
    const third = hand(3);
    expect([await second, await third]).toEqual([2, 3]);
    expect(sets).toEqual([[1], [2], [3]]);
  });

  it("writes what arrived while a set was written as the next set", async () => {
    const { sets, write } = recorder(30);
    const hand = groupCommit(write, 10);
    const first = hand(1);
    await later(30); // the first set is being written
    const queued = [hand(2), hand(3)];
    expect(await first).toBe(1);
    expect(await Promise.all(queued)).toEqual([2, 2]);
    expect(sets).toEqual([[1], [2, 3]]);
  });

  it("cuts a burst larger than its bound into sets of at most the bound, in the order handed in", async () => {
    const { sets, write } = recorder();
    const hand = groupCommit(write, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(hand))).toEqual([1, 1, 2, 2, 3]);
    expect(sets).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("rejects the items a failed write left unanswered with its error", async () => {
    const hand = groupCommit<number, number>(async () => {
      throw new Error("database down");
    }, 10);
    await expect(hand(1)).rejects.toThrow("database down");
  });
});
