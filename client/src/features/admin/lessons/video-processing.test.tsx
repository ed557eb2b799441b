// Why a lesson video FAILED, as staff see it in the lesson editor (docs/video.md, "Limits"): the text for the
// server's code in the console's language, and the server's English figures beside it.
import { screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { StaffLessonVideoFragment } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { VideoProcessing } from "./video-processing.tsx";

const failed: StaffLessonVideoFragment = {
  __typename: "LessonVideo",
  status: "FAILED",
  progress: 0,
  failureCode: "video_implausible",
  failureReason: "The file is not what it claims to be: 3.89 KB claiming 20 h 0 min is under 1 kbit/s",
  durationSeconds: null,
  renditions: [],
  captions: [],
};

afterEach(() => i18next.changeLanguage("en"));

describe("a failed lesson video in the console", () => {
  it("says why by its code, in English and in Hindi, with the server's figures beside it", async () => {
    await i18next.changeLanguage("en");
    const { unmount } = renderWithProviders(<VideoProcessing lessonId="l1" video={failed} />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Processing failed: The file is not what it claims to be: it is far too small for its length.",
    );
    expect(screen.getByTestId("video-failure-detail")).toHaveTextContent("3.89 KB claiming 20 h 0 min");
    unmount();

    await i18next.changeLanguage("hi");
    renderWithProviders(<VideoProcessing lessonId="l1" video={{ ...failed, failureCode: "video_too_long" }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("वीडियो इस साइट की स्वीकार्य अवधि से लंबा है");
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
  });

  it("shows a reason without a code (a row from before codes were kept) as it is", async () => {
    await i18next.changeLanguage("en");
    renderWithProviders(
      <VideoProcessing lessonId="l1" video={{ ...failed, failureCode: null, failureReason: "Not a video." }} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Processing failed: Not a video. Learners still get");
    expect(screen.queryByTestId("video-failure-detail")).not.toBeInTheDocument();
  });
});
