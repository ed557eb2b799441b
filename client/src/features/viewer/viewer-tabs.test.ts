import { describe, expect, it } from "vitest";
import { resolveTab, tabCounts } from "./viewer-tabs.ts";
import { createWatchTracker } from "./watch-tracker.ts";

describe("lesson tabs", () => {
  const contents = [{ type: "note" }, { type: "question" }, { type: "question" }, { type: "class" }];

  it("counts each tab; Class is 1 only with a non-blank description", () => {
    expect(tabCounts("<p>Intro</p>", contents)).toEqual({ class: 1, notes: 1, ppts: 0, quiz: 2, discussion: 0 });
    expect(tabCounts("<p>&nbsp; </p>", [])).toEqual({ class: 0, notes: 0, ppts: 0, quiz: 0, discussion: 0 });
  });

  it("moves to the first tab with items when the current one is empty", () => {
    const counts = tabCounts("", contents);
    expect(resolveTab("class", counts)).toBe("notes");
    expect(resolveTab("ppts", counts)).toBe("notes");
    expect(resolveTab("quiz", counts)).toBe("quiz");
    expect(resolveTab("ppts", tabCounts("", []))).toBe("ppts");
  });

  it("keeps Discussion open with no questions (the first is asked there), and never moves to it", () => {
    expect(resolveTab("discussion", tabCounts("", contents))).toBe("discussion");
    expect(resolveTab("class", tabCounts("", [{ type: "note" }]))).toBe("notes");
    expect(resolveTab("class", tabCounts("", []))).toBe("class");
  });

  it("keeps Class for a lesson with a video and no description (the video is its item)", () => {
    const counts = tabCounts("", contents);
    expect(counts.class).toBe(0);
    expect(resolveTab("class", counts, true)).toBe("class");
    expect(resolveTab("quiz", counts, true)).toBe("quiz");
    expect(resolveTab("ppts", counts, true)).toBe("class");
  });
});

describe("watch tracker", () => {
  it("accumulates played seconds, ignores seeks and rounds", () => {
    const tracker = createWatchTracker();
    [0, 0.5, 1, 1.5, 2.2].forEach((t) => tracker.tick(t));
    tracker.tick(40); // seek
    tracker.tick(40.9);
    expect(tracker.report(120)).toEqual({ watchTime: 3, totalDuration: 120, status: null });
  });

  it("reports fully watched on end and assumes 60 s without a duration", () => {
    const tracker = createWatchTracker();
    expect(tracker.report(Number.NaN, true)).toEqual({ watchTime: 60, totalDuration: 60, status: "completed" });
    tracker.tick(0);
    tracker.pause();
    tracker.tick(1.5);
    expect(tracker.report(100).watchTime).toBe(0);
  });
});
