import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { orderQuestions } from "./quiz-order.ts";
import { QuizTab } from "./quiz-tab.tsx";

const item = (
  id: string,
  createdAt: string | null,
  text: string,
  correctAnswer = 1,
  explanation: string | null = null,
) => ({
  id,
  createdAt,
  question: {
    question: text,
    description: null,
    options: ["Alpha", "Beta", "Gamma", "Delta"],
    correctAnswer,
    correctOptionDesc: explanation,
  },
});

describe("QuizTab", () => {
  it("shows the empty state without questions", () => {
    render(<QuizTab items={[]} />);
    expect(screen.getByText("No Quiz Available")).toBeInTheDocument();
  });

  it("orders by createdAt, then by id as text", () => {
    const ordered = orderQuestions([
      item("b", null, "B"),
      item("z", "2026-01-02T00:00:00Z", "Z"),
      item("y", "2026-01-01T00:00:00Z", "Y"),
      item("a", null, "A"),
    ]);
    expect(ordered.map((q) => q.id)).toEqual(["a", "b", "y", "z"]);
  });

  it("marks a correct first answer and locks the question", async () => {
    const user = userEvent.setup();
    render(<QuizTab items={[item("q1", null, "Pick Beta", 1, "Beta is second.")]} />);
    const question = screen.getByTestId("quiz-question");
    await user.click(within(question).getByRole("button", { name: /Beta/ }));
    expect(within(question).getByText("✅ Correct!")).toBeInTheDocument();
    expect(within(question).getByRole("button", { name: "B. Beta (Correct Answer)" })).toBeInTheDocument();
    expect(within(question).getByText(/Beta is second\./)).toBeInTheDocument();

    await user.click(within(question).getByRole("button", { name: /Alpha/ }));
    expect(within(question).getByText("✅ Correct!")).toBeInTheDocument();
    expect(within(question).queryByText(/Your Answer/)).not.toBeInTheDocument();
  });

  it("marks a wrong answer red, the right one green, with the exact message", async () => {
    const user = userEvent.setup();
    render(<QuizTab items={[item("q1", null, "Pick Beta")]} />);
    const question = screen.getByTestId("quiz-question");
    await user.click(within(question).getByRole("button", { name: /Delta/ }));
    expect(within(question).getByText("❌ Incorrect. The correct answer is highlighted in green.")).toBeInTheDocument();
    expect(within(question).getByRole("button", { name: "D. Delta (Your Answer)" })).toBeInTheDocument();
    expect(within(question).getByRole("button", { name: "B. Beta (Correct Answer)" })).toBeInTheDocument();
    expect(within(question).queryByText(/Explanation/)).not.toBeInTheDocument();
  });
});
