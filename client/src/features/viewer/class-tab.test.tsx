import type { ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setConfig } from "../../lib/config.ts";
import type { ProgressStatus } from "../../gql/graphql.ts";
import { ClassTab } from "./class-tab.tsx";
import type { SavedPlayback } from "./video/resume.ts";

const lesson = { id: "l1", title: "Normal forms", description: "<p>1NF to BCNF</p>", videoUrl: null, url: null };
const actions = (status: ProgressStatus) => ({ status, saved: null, resets: 0, onComplete: vi.fn(), onReset: vi.fn() });

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

describe("ClassTab YouTube start", () => {
  beforeEach(() => setConfig({ apiUrl: "", supabaseUrl: "", supabaseAnonKey: "anon" }));
  const youTubeLesson = { ...lesson, url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };
  const withSaved = (saved: SavedPlayback | null) => ({ ...actions("completed"), saved });
  const apollo = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[]}>{children}</MockedProvider>;
  const start = () => new URL(screen.getByTitle("Normal forms").getAttribute("src")!).searchParams.get("start");

  it("starts the embed at the saved second, even though the frame completed the lesson", () => {
    render(
      <ClassTab
        lesson={youTubeLesson}
        progress={withSaved({ status: "completed", lastPosition: 125, totalDuration: 600 })}
      />,
      { wrapper: apollo },
    );
    expect(start()).toBe("125");
  });

  it("starts at the beginning near the end, and loads no frame until the progress is known", () => {
    const { rerender } = render(<ClassTab lesson={youTubeLesson} progress={withSaved(null)} />, { wrapper: apollo });
    expect(screen.queryByTitle("Normal forms")).not.toBeInTheDocument();
    rerender(
      <ClassTab
        lesson={youTubeLesson}
        progress={withSaved({ status: "in_progress", lastPosition: 597, totalDuration: 600 })}
      />,
    );
    expect(screen.getByTitle("Normal forms")).toHaveAttribute(
      "src",
      expect.stringContaining("https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&enablejsapi=1"),
    );
    expect(start()).toBeNull();
  });
});
