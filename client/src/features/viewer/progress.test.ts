import { describe, expect, it } from "vitest";
import { coursePercent, lessonPercent, progressLabels, totalMinutes } from "./progress.ts";

describe("progress maths", () => {
  it("rounds watchTime over totalDuration and is 0 without a duration", () => {
    expect(lessonPercent(30, 60)).toBe(50);
    expect(lessonPercent(1, 3)).toBe(33);
    expect(lessonPercent(2, 3)).toBe(67);
    expect(lessonPercent(10, 0)).toBe(0);
    expect(lessonPercent(90, 60)).toBe(100);
  });

  it("rounds completed over total lessons", () => {
    expect(coursePercent(1, 3)).toBe(33);
    expect(coursePercent(2, 3)).toBe(67);
    expect(coursePercent(0, 0)).toBe(0);
    expect(coursePercent(5, 5)).toBe(100);
  });

  it("labels only lessons of this course", () => {
    expect(progressLabels(["a", "x"], ["a", "b", "c"])).toEqual({
      percent: 33,
      completed: 1,
      total: 3,
    });
  });

  it("sums lesson minutes", () => {
    expect(totalMinutes([{ duration: 10 }, { duration: 25 }, { duration: 0 }])).toBe(35);
  });
});
