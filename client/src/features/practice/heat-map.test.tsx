import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeatMap, weekdayOf } from "./heat-map.tsx";

const day = (date: string, answered: number, goalMet = false, frozen = false) => ({
  __typename: "PracticeDay" as const,
  date,
  answered,
  correct: Math.floor(answered / 2),
  goalMet,
  frozen,
});

describe("the practice heat map", () => {
  it("puts each day on its weekday, Monday first", () => {
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-29")).toBe(7);
  });

  it("gives every day its words, not only a colour", () => {
    render(
      <HeatMap
        days={[
          day("2026-11-27", 10, true),
          day("2026-11-25", 0),
          day("2026-11-26", 0, false, true),
          day("2026-11-28", 3),
        ]}
      />,
    );
    const items = screen.getByTestId("practice-heat-map").querySelectorAll("li");
    expect([...items].map((item) => item.textContent)).toEqual([
      "25 November 2026: no practice",
      "26 November 2026: streak kept by a freeze",
      "27 November 2026: 10 answered, 5 correct, goal met",
      "28 November 2026: 3 answered, 1 correct",
    ]);
    expect((items[0] as HTMLElement).style.gridRowStart).toBe("3");
  });
});
