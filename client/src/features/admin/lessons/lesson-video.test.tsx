import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UpdateStaffLessonDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { LessonVideo } from "./lesson-video.tsx";

const lesson = {
  __typename: "Lesson" as const,
  id: "l1",
  courseId: "c1",
  title: "Variables",
  description: "",
  duration: 10,
  position: 0,
  url: null,
  videoUrl: null,
  video: null,
  contents: [],
};
const address = "https://youtu.be/dQw4w9WgXcQ";
const saved = {
  request: {
    query: UpdateStaffLessonDocument,
    variables: { id: "l1", input: { title: "Variables", url: address, videoUrl: null } },
  },
  result: { data: { updateLesson: { ...lesson, url: address } } },
};

describe("LessonVideo", () => {
  it("accepts only a YouTube address with an 11-character id, previews it and saves it", async () => {
    renderWithProviders(<LessonVideo lesson={lesson} />, { mocks: [saved] });
    await userEvent.click(screen.getByRole("radio", { name: "YouTube link" }));
    const field = screen.getByRole("textbox", { name: "YouTube address" });
    fireEvent.change(field, { target: { value: "https://youtu.be/dQw4w9WgXc" } });
    expect(screen.queryByTitle("Preview of Variables")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save video link" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/11-character video id/)).toBeInTheDocument();

    fireEvent.change(field, { target: { value: address } });
    expect(screen.getByTitle("Preview of Variables")).toHaveAttribute(
      "src",
      "https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save video link" }));
    expect(await screen.findByText("YouTube video saved.")).toBeInTheDocument();
  });
});
