import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ProgressStatus } from "../../gql/graphql.ts";
import { ClassTab } from "./class-tab.tsx";

const lesson = { id: "l1", title: "Normal forms", description: "<p>1NF to BCNF</p>", videoUrl: null, url: null };
const actions = (status: ProgressStatus) => ({ status, resets: 0, onComplete: vi.fn(), onReset: vi.fn() });

describe("ClassTab progress actions", () => {
  it("offers a reset once the lesson has progress, and resets on click", async () => {
    const progress = actions("completed");
    render(<ClassTab lesson={lesson} progress={progress} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Reset progress" }));
    expect(progress.onReset).toHaveBeenCalledTimes(1);
    expect(progress.onComplete).not.toHaveBeenCalled();
  });

  it("offers no reset for a lesson not started", () => {
    render(<ClassTab lesson={lesson} progress={actions("not_started")} />);
    expect(screen.queryByRole("button", { name: "Reset progress" })).not.toBeInTheDocument();
  });

  it("completes the lesson from a click on its description", async () => {
    const progress = actions("in_progress");
    render(<ClassTab lesson={lesson} progress={progress} />);
    await userEvent.setup().click(screen.getByTestId("lesson-description"));
    expect(progress.onComplete).toHaveBeenCalledTimes(1);
  });
});
