import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { courseLimits } from "@app/schema/input-limits";
import {
  DeleteCourseTranslationDocument,
  SaveCourseTranslationDocument,
  StaffCourseTranslationsDocument,
} from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { CourseTranslations } from "./course-translations.tsx";

const courseId = "c1";
const hindi = {
  __typename: "CourseTranslation" as const,
  id: "t1",
  language: "hi",
  title: "भौतिकी",
  description: "",
  updatedAt: "2026-11-29T06:00:00.000Z",
};
const listed = (translations: (typeof hindi)[]) => ({
  request: { query: StaffCourseTranslationsDocument, variables: { id: courseId } },
  result: { data: { staffCourse: { __typename: "Course" as const, id: courseId, translations } } },
});

describe("CourseTranslations", () => {
  it("shows each language's translation and saves the one edited", async () => {
    const tamil = { ...hindi, id: "t2", language: "ta", title: "இயற்பியல்", description: "இயக்கம்" };
    const saved = {
      request: {
        query: SaveCourseTranslationDocument,
        variables: { courseId, input: { language: "ta", title: tamil.title, description: tamil.description } },
      },
      result: { data: { saveCourseTranslation: tamil } },
    };
    renderWithProviders(<CourseTranslations courseId={courseId} />, {
      mocks: [listed([hindi]), saved, listed([hindi, tamil])],
    });
    expect(await screen.findByRole("tab", { name: "हिन्दी ✓" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByDisplayValue("भौतिकी")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "தமிழ்" }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue("");
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: tamil.title } });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: tamil.description } });
    await userEvent.click(screen.getByRole("button", { name: "Save தமிழ்" }));
    expect(await screen.findByText("தமிழ் translation saved.")).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "தமிழ் ✓" })).toBeInTheDocument();
  });

  it("checks the course form's limits before sending anything", async () => {
    renderWithProviders(<CourseTranslations courseId={courseId} />, { mocks: [listed([])] });
    await userEvent.click(await screen.findByRole("tab", { name: "मराठी" }));
    await userEvent.click(screen.getByRole("button", { name: "Save मराठी" }));
    expect(await screen.findByText("Title is required.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "x".repeat(courseLimits.title + 1) } });
    await userEvent.click(screen.getByRole("button", { name: "Save मराठी" }));
    expect(await screen.findByText(`At most ${courseLimits.title} characters.`)).toBeInTheDocument();
  });

  it("deletes a translation once confirmed", async () => {
    const deleted = {
      request: { query: DeleteCourseTranslationDocument, variables: { courseId, language: "hi" } },
      result: { data: { deleteCourseTranslation: true } },
    };
    renderWithProviders(<CourseTranslations courseId={courseId} />, { mocks: [listed([hindi]), deleted, listed([])] });
    await userEvent.click(await screen.findByRole("button", { name: "Delete translation" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the हिन्दी translation?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete translation" }));
    expect(await screen.findByText("हिन्दी translation deleted.")).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "हिन्दी" })).toBeInTheDocument();
  });
});
