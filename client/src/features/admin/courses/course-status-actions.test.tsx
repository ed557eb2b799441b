import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { DeleteCourseDocument, SetCoursePublishedDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { CourseStatusActions } from "./course-status-actions.tsx";

const course = (enrollmentCount: number) => ({
  __typename: "Course" as const,
  id: "c1",
  title: "Algebra",
  published: false,
  archived: false,
  categories: [],
  lessonCount: 2,
  enrollmentCount,
  updatedAt: "2026-11-20T10:00:00.000Z",
});

describe("CourseStatusActions", () => {
  it("publishes only after the confirmation", async () => {
    const published = {
      request: { query: SetCoursePublishedDocument, variables: { id: "c1", published: true } },
      result: {
        data: {
          setCoursePublished: {
            __typename: "Course",
            id: "c1",
            published: true,
            archived: false,
            updatedAt: "2026-11-24T10:00:00.000Z",
          },
        },
      },
    };
    renderWithProviders(<CourseStatusActions course={course(0)} />, { mocks: [published] });
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish this course?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Course published.")).toBeInTheDocument();
  });

  it("explains why a course with learners cannot be deleted", () => {
    renderWithProviders(<CourseStatusActions course={course(3)} />);
    const remove = screen.getByRole("button", { name: "Delete" });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      "3 learners are enrolled, so this course cannot be deleted. Unpublish or archive it instead.",
    );
  });

  it("shows the server's refusal to delete", async () => {
    const refused = {
      request: { query: DeleteCourseDocument, variables: { id: "c1" } },
      result: {
        errors: [
          new GraphQLError("Learners are enrolled in this course: unpublish or archive it instead", {
            extensions: { code: "course_has_enrollments" },
          }),
        ],
      },
    };
    renderWithProviders(<CourseStatusActions course={course(0)} />, { mocks: [refused] });
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("Learners are enrolled in this course: unpublish or archive it instead"),
    ).toBeInTheDocument();
  });
});
