import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LessonPanel } from "./lesson-panel.tsx";

const lesson = { id: "l1", title: "Normal forms", description: "<p>1NF to BCNF</p>", videoUrl: null, url: null };
const progress = { status: "not_started" as const, saved: null, resets: 0, onComplete: vi.fn(), onReset: vi.fn() };

describe("LessonPanel", () => {
  it("says the lesson's materials failed to load, and keeps the class tab usable", () => {
    render(
      <LessonPanel
        lesson={lesson}
        contents={[]}
        contentsError="Failed to fetch lesson"
        progress={progress}
        renderQuiz={() => null}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch lesson");
    expect(screen.getByRole("tab", { name: "Class (1)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByTestId("lesson-description")).toBeInTheDocument();
  });

  it("shows no error when the materials arrived", () => {
    render(<LessonPanel lesson={lesson} contents={[]} progress={progress} renderQuiz={() => null} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
