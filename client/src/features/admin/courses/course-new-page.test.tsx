import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { CreateStaffCourseDocument, StaffCourseCategoriesDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { CourseNewPage } from "./course-new-page.tsx";

const categories = {
  request: { query: StaffCourseCategoriesDocument },
  result: { data: { courseCategories: ["Mathematics", "Science"] } },
};
const input = {
  title: "Algebra for class 9",
  description: "Linear equations",
  categories: ["Mathematics", "Olympiad"],
  tags: [],
  level: "",
  duration: 90,
  price: 0,
  teacherName: "",
  teacherDescription: "",
  learningObjectives: "",
  prerequisites: "",
  targetAudience: "",
  published: false,
};

describe("CourseNewPage", () => {
  it("checks the fields before sending anything", async () => {
    renderWithProviders(<CourseNewPage />, { mocks: [categories] });
    fireEvent.change(screen.getByLabelText("Duration (minutes)"), { target: { value: "1.5" } });
    await userEvent.click(screen.getByRole("button", { name: "Create course" }));
    expect(await screen.findByText("Title is required.")).toBeInTheDocument();
    expect(screen.getByText("Enter a whole number.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByText("Please correct the highlighted fields.")).toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's field message when the save fails", async () => {
    const refused = {
      request: { query: CreateStaffCourseDocument, variables: { input } },
      result: {
        errors: [
          new GraphQLError("A course with this title exists", {
            extensions: { code: "invalid_input", details: { "input.title": "A course with this title exists" } },
          }),
        ],
      },
    };
    renderWithProviders(<CourseNewPage />, { mocks: [categories, refused] });
    // Plain fields get their text in one change event; the categories use real keys (options, Enter).
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: input.title } });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: input.description } });
    fireEvent.change(screen.getByLabelText("Duration (minutes)"), { target: { value: "90" } });
    const categoryField = screen.getByLabelText("Categories");
    await userEvent.click(categoryField);
    await userEvent.click(await screen.findByRole("option", { name: "Mathematics" }));
    await userEvent.type(categoryField, "Olympiad{Enter}");
    const create = screen.getByRole("button", { name: "Create course" });
    fireEvent.click(create);
    expect(create).toBeDisabled();

    expect(await screen.findByText("A course with this title exists", { selector: "p" })).toBeInTheDocument();
    await waitFor(() => expect(create).toBeEnabled());
    expect(screen.getByLabelText(/^Title/)).toHaveValue(input.title);
    expect(screen.getByLabelText("Description")).toHaveValue(input.description);
    expect(screen.getByLabelText("Duration (minutes)")).toHaveValue(90);
    expect(screen.getByRole("button", { name: "Olympiad" })).toBeInTheDocument();
    // The toast's host is loaded on first use (notifications.tsx), so on a busy machine it can show after the field's text.
    await waitFor(() => expect(screen.getAllByText("A course with this title exists").length).toBeGreaterThan(1));
  });
});
