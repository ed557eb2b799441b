import { describe, expect, it } from "vitest";
import type { MockTestAnswerReport } from "../../lib/pwa/progress-queue.ts";
import { formatClock, remainingMs } from "./use-countdown.ts";
import { mergeAnswers } from "./use-exam-session.ts";

describe("remainingMs", () => {
  it("counts down to the server's endsAt even when the phone's clock is an hour off", () => {
    const phoneNow = Date.parse("2026-11-26T11:00:00Z");
    const left = remainingMs("2026-11-26T10:20:00Z", "2026-11-26T10:00:00Z", phoneNow, phoneNow + 90_000);
    expect(left).toBe(20 * 60_000 - 90_000);
    expect(formatClock(left)).toBe("18:30");
    expect(remainingMs("2026-11-26T10:20:00Z", "2026-11-26T10:00:00Z", phoneNow, phoneNow + 21 * 60_000)).toBe(0);
  });
});

describe("mergeAnswers", () => {
  const local = (questionId: string, seq: number, option: number | null): MockTestAnswerReport => ({
    attemptId: "a",
    questionId,
    option,
    markedForReview: false,
    seq,
    timeSpentSeconds: 0,
  });

  it("keeps the later change of each question, whichever side holds it, and the visits", () => {
    const server = [
      {
        __typename: "MockTestAnswer" as const,
        questionId: "q1",
        option: 1,
        markedForReview: true,
        seq: 4,
        timeSpentSeconds: 10,
      },
      {
        __typename: "MockTestAnswer" as const,
        questionId: "q2",
        option: 2,
        markedForReview: false,
        seq: 2,
        timeSpentSeconds: 5,
      },
    ];
    const merged = mergeAnswers(server, [local("q1", 3, 0), local("q2", 5, null), local("q3", 6, 3)], new Set(["q4"]));
    expect(
      Object.fromEntries([...merged].map(([id, entry]) => [id, [entry.option, entry.seq, entry.visited]])),
    ).toEqual({
      q1: [1, 4, true],
      q2: [null, 5, true],
      q3: [3, 6, true],
      q4: [null, 0, true],
    });
  });
});
