import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { lessonLimits } from "@app/schema/input-limits";
import type { StaffLessonFieldsFragment } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { LessonDetailsForm } from "./lesson-details-form.tsx";

const lesson: StaffLessonFieldsFragment = {
  __typename: "Lesson",
  id: "l1",
  courseId: "c1",
  title: "Normal forms",
  description: "<p>1NF to BCNF</p>",
  duration: 12,
  position: 0,
  url: null,
  videoUrl: null,
  video: null,
  contents: [],
};

describe("LessonDetailsForm", () => {
  it("shows the server's limits beside the fields and sends nothing while they are broken", async () => {
    const user = userEvent.setup();
    // No mocked answer: a request would fail the save with a different message.
    renderWithProviders(<LessonDetailsForm lesson={lesson} />);
    const title = screen.getByRole("textbox", { name: /Lesson title/ });
    await user.clear(title);
    await user.click(title);
    await user.paste("x".repeat(lessonLimits.title + 1));
    const duration = screen.getByRole("spinbutton");
    await user.clear(duration);
    await user.type(duration, String(lessonLimits.duration.max + 1));
    await user.click(screen.getByRole("button", { name: "Save lesson" }));

    expect(await screen.findByText(`At most ${lessonLimits.title} characters.`)).toBeInTheDocument();
    expect(screen.getByText(/Enter a whole number from 0 to 10,000/)).toBeInTheDocument();
    expect(
      await screen.findByText("Please correct the highlighted fields.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
