import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { paletteState } from "./palette-state.ts";
import { QuestionPalette, type PaletteQuestion } from "./question-palette.tsx";

const question = (number: number, progress: Partial<PaletteQuestion> = {}): PaletteQuestion => ({
  id: `q${number}`,
  number,
  visited: false,
  option: null,
  markedForReview: false,
  ...progress,
});

describe("paletteState", () => {
  it.each([
    [{ visited: false, option: null, markedForReview: false }, "notVisited"],
    [{ visited: true, option: null, markedForReview: false }, "notAnswered"],
    [{ visited: true, option: 0, markedForReview: false }, "answered"],
    [{ visited: true, option: null, markedForReview: true }, "marked"],
    [{ visited: true, option: 2, markedForReview: true }, "answeredMarked"],
  ] as const)("%o is %s", (progress, state) => expect(paletteState(progress)).toBe(state));
});

describe("QuestionPalette", () => {
  const questions = [
    question(1, { visited: true, option: 1 }),
    question(2, { visited: true }),
    question(3, { visited: true, markedForReview: true }),
    question(4, { visited: true, option: 0, markedForReview: true }),
    question(5),
    question(6),
  ];

  it("shows each question in its state, and the legend counts every state", () => {
    render(<QuestionPalette questions={questions} all={questions} currentId="q2" onSelect={() => undefined} />);
    const palette = screen.getByTestId("question-palette");
    const states = within(palette)
      .getAllByRole("button")
      .map((button) => button.getAttribute("data-state"));
    expect(states).toEqual(["answered", "notAnswered", "marked", "answeredMarked", "notVisited", "notVisited"]);
    expect(screen.getByRole("button", { name: "Question 4: Answered and marked for review" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Question 2: Not answered" })).toHaveAttribute("aria-current", "step");
    const legend = (state: string) => screen.getByTestId(`legend-${state}`).textContent;
    expect(legend("notVisited")).toBe("2Not visited");
    expect(legend("notAnswered")).toBe("1Not answered");
    expect(legend("answered")).toBe("1Answered");
    expect(legend("marked")).toBe("1Marked for review");
    expect(legend("answeredMarked")).toBe("1Answered and marked for review");
  });

  it("counts the whole test while showing one section's buttons, and jumps to a question", async () => {
    const onSelect = vi.fn();
    render(<QuestionPalette questions={questions.slice(4)} all={questions} currentId="q5" onSelect={onSelect} />);
    expect(screen.getAllByRole("button")).toHaveLength(2);
    expect(screen.getByTestId("legend-notVisited").textContent).toBe("2Not visited");
    expect(screen.getByTestId("legend-answered").textContent).toBe("1Answered");
    await userEvent.setup().click(screen.getByRole("button", { name: "Question 6: Not visited" }));
    expect(onSelect).toHaveBeenCalledWith("q6");
  });
});
