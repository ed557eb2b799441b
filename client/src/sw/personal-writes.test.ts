import { describe, expect, it } from "vitest";
import { closeEpoch, keepPersonal, personalEpoch } from "./personal-writes.ts";

describe("personal writes and a sign-out", () => {
  it("a sign-out waits for a write under way, and refuses those of reads sent before it", async () => {
    const kept: string[] = [];
    const before = personalEpoch();
    let finish = () => undefined as void;
    const underWay = keepPersonal(
      before,
      () => new Promise<void>((resolve) => (finish = () => (kept.push("under way"), resolve()))),
    );
    let closed = false;
    const signOut = closeEpoch().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The wipe (after closeEpoch) must not start before the write it would otherwise miss.
    expect(closed).toBe(false);
    finish();
    await signOut;
    expect(await underWay).toBe(true);

    // A read sent before the sign-out, answered after it: not kept.
    expect(await keepPersonal(before, async () => kept.push("late"))).toBe(false);
    // The next learner's reads are.
    expect(await keepPersonal(personalEpoch(), async () => kept.push("next learner"))).toBe(true);
    expect(kept).toEqual(["under way", "next learner"]);
  });
});
