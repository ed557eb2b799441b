import type { ReactNode } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { describe, expect, it, vi } from "vitest";
import { UpdateLessonProgressDocument } from "../../../gql/graphql.ts";
import { tokenStore } from "../../../lib/session/token-store.ts";
import { TrackedYouTube } from "./tracked-youtube.tsx";

const progress = {
  __typename: "LessonProgress",
  id: "l1",
  lessonId: "l1",
  courseId: "c1",
  status: "completed",
  watchTime: 0,
  totalDuration: 600,
  lastPosition: 42,
  percent: 100,
  courseProgress: {
    __typename: "CourseProgress",
    id: "c1",
    courseId: "c1",
    completedLessons: 1,
    totalLessons: 2,
    percent: 50,
    completedLessonIds: ["l1"],
    lastLessonId: "l1",
    enrollment: { __typename: "Enrollment", id: "e1", status: "active", progress: 50 },
  },
};

/** The message the player posts to the page (as YouTube's IFrame API script receives it). */
function playerSays(frame: HTMLIFrameElement, info: Record<string, number>, origin = "https://www.youtube.com") {
  const data = JSON.stringify({ event: "infoDelivery", info });
  act(() => void window.dispatchEvent(new MessageEvent("message", { data, origin, source: frame.contentWindow })));
}

describe("TrackedYouTube", () => {
  it("asks the player for its messages and saves the position when the learner pauses", async () => {
    const result = vi.fn(() => ({ data: { updateLessonProgress: progress } }));
    const mocks = [
      {
        request: {
          query: UpdateLessonProgressDocument,
          variables: { lessonId: "l1", input: { watchTime: 0, totalDuration: 600, position: 42, status: null } },
        },
        result,
      },
    ];
    // Reports go through the progress outbox, which keeps them per signed-in learner (the token's subject).
    tokenStore.set(`header.${btoa(JSON.stringify({ sub: "u1" }))}.signature`);
    const apollo = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
    render(<TrackedYouTube lessonId="l1" videoId="dQw4w9WgXcQ" title="Joins" start={0} onInteract={() => {}} />, {
      wrapper: apollo,
    });
    const frame = screen.getByTitle<HTMLIFrameElement>("Joins");
    expect(new URL(frame.src).searchParams.get("origin")).toBe(window.location.origin);
    const posted = vi.spyOn(frame.contentWindow!, "postMessage");
    act(() => void frame.dispatchEvent(new Event("load")));
    expect(posted).toHaveBeenCalledWith(
      JSON.stringify({ event: "listening", id: 1, channel: "widget" }),
      "https://www.youtube.com",
    );

    playerSays(frame, { currentTime: 42.7, duration: 600, playerState: 2 }, "https://evil.example");
    playerSays(frame, { currentTime: 42.7, duration: 600, playerState: 1 });
    expect(result).not.toHaveBeenCalled();
    playerSays(frame, { playerState: 2 });
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });
});
