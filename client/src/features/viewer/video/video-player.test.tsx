import type { ReactElement, ReactNode } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setConfig } from "../../../lib/config.ts";
import type { SavedPlayback } from "./resume.ts";
import type { LessonVideoFieldsFragment } from "../../../gql/graphql.ts";
import { VideoPlayer } from "./video-player.tsx";

const player = (saved: SavedPlayback | null) => (
  <VideoPlayer lessonId="l1" src="/files/videos/lesson.mp4" title="Pointers" saved={saved} onVideoClick={() => {}} />
);

// The player's progress reports need Apollo; nothing is reported in these tests (no playback).
const apollo = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[]}>{children}</MockedProvider>;
const renderPlayer = (ui: ReactElement) => render(ui, { wrapper: apollo });

/** jsdom loads no media: the test says how long the video is and announces its metadata. */
function loadMetadata(duration: number) {
  const video = screen.getByLabelText<HTMLVideoElement>("Lesson video: Pointers");
  Object.defineProperty(video, "duration", { configurable: true, value: duration });
  fireEvent.loadedMetadata(video);
  return video;
}

describe("VideoPlayer resume", () => {
  it("resumes at the saved position with a hint, and starts over on request", async () => {
    renderPlayer(player({ status: "in_progress", lastPosition: 83, totalDuration: 300 }));
    const video = loadMetadata(300);
    expect(video.currentTime).toBe(83);
    expect(screen.getByRole("status")).toHaveTextContent("Resumed at 1:23");

    await userEvent.setup().click(screen.getByRole("button", { name: "Start over" }));
    expect(video.currentTime).toBe(0);
    expect(screen.queryByText(/Resumed at/)).not.toBeInTheDocument();
  });

  it("resumes when the saved progress arrives after the video's metadata", () => {
    const { rerender } = renderPlayer(player(null));
    const video = loadMetadata(600);
    expect(video.currentTime).toBe(0);
    rerender(player({ status: "in_progress", lastPosition: 500, totalDuration: 0 }));
    expect(video.currentTime).toBe(500);
    expect(screen.getByText("Resumed at 8:20")).toBeInTheDocument();
  });

  it.each([
    ["a completed lesson", { status: "completed", lastPosition: 83, totalDuration: 300 }],
    ["a position within 5 s of the end", { status: "in_progress", lastPosition: 296, totalDuration: 300 }],
    ["a lesson never played", { status: "not_started", lastPosition: 0, totalDuration: 0 }],
  ] as const)("starts from the beginning for %s", (_case, saved) => {
    renderPlayer(player(saved));
    const video = loadMetadata(300);
    expect(video.currentTime).toBe(0);
    expect(screen.queryByText(/Resumed at/)).not.toBeInTheDocument();
  });
});

describe("VideoPlayer names and states", () => {
  beforeEach(() => setConfig({ apiUrl: "", supabaseUrl: "", supabaseAnonKey: "anon" }));
  const adaptive: LessonVideoFieldsFragment = {
    __typename: "LessonVideo",
    status: "FAILED",
    streamUrl: null,
    posterUrl: null,
    renditions: [],
    captions: [
      { __typename: "LessonCaption", language: "hi", label: "हिन्दी", url: "/api/files/captions/hi.vtt" },
      { __typename: "LessonCaption", language: "en", label: "English", url: "/api/files/captions/en.vtt" },
    ],
  };
  const withCaptions = (captionsOn: boolean) => (
    <VideoPlayer
      lessonId="l1"
      src="/files/videos/lesson.mp4"
      title="Pointers"
      saved={null}
      onVideoClick={() => {}}
      video={adaptive}
      captionsOn={captionsOn}
    />
  );

  it("says where the seek slider is as 'time of duration'", () => {
    renderPlayer(player(null));
    const video = loadMetadata(240);
    video.currentTime = 65;
    fireEvent.timeUpdate(video);
    expect(screen.getByRole("slider", { name: "Seek" })).toHaveAttribute("aria-valuetext", "1:05 of 4:00");
    expect(screen.getByRole("button", { name: "Full screen" })).toHaveAttribute("aria-pressed", "false");
  });

  it("starts with captions when the learner keeps them on, and the captions button says so", async () => {
    renderPlayer(withCaptions(true));
    const captions = screen.getByRole("button", { name: "Captions" });
    expect(captions).toHaveAttribute("aria-pressed", "true");
    await userEvent.setup().click(captions);
    expect(captions).toHaveAttribute("aria-pressed", "false");
  });

  it("starts without captions otherwise, and the transcript button shows and hides the transcript", async () => {
    renderPlayer(withCaptions(false));
    expect(screen.getByRole("button", { name: "Captions" })).toHaveAttribute("aria-pressed", "false");
    const transcript = screen.getByRole("button", { name: "Transcript" });
    expect(transcript).toHaveAttribute("aria-expanded", "true");
    await userEvent.setup().click(transcript);
    expect(transcript).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(transcript.getAttribute("aria-controls")!)).not.toBeVisible();
  });
});
