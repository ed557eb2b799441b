import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import {
  ReorderLessonsDocument,
  StaffCourseCategoriesDocument,
  StaffCourseDocument,
} from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { CourseEditPage } from "../courses/course-edit-page.tsx";

const lesson = (id: string, title: string, position: number) => ({
  __typename: "Lesson",
  id,
  courseId: "c1",
  title,
  position,
  duration: 10,
});
const course = {
  __typename: "Course",
  id: "c1",
  title: "Algebra",
  published: false,
  archived: false,
  categories: [],
  lessonCount: 3,
  enrollmentCount: 0,
  updatedAt: "2026-11-20T10:00:00.000Z",
  description: "",
  tags: [],
  level: "",
  duration: 30,
  price: 0,
  teacherName: "",
  teacherDescription: "",
  learningObjectives: "",
  prerequisites: "",
  targetAudience: "",
  thumbnail: null,
  lessons: [lesson("l1", "Variables", 0), lesson("l2", "Equations", 1), lesson("l3", "Graphs", 2)],
};
const mocks = [
  { request: { query: StaffCourseDocument, variables: { id: "c1" } }, result: { data: { staffCourse: course } } },
  { request: { query: StaffCourseCategoriesDocument }, result: { data: { courseCategories: [] } } },
  {
    request: { query: ReorderLessonsDocument, variables: { courseId: "c1", lessonIds: ["l1", "l3", "l2"] } },
    result: {
      data: {
        reorderLessons: {
          __typename: "Course",
          id: "c1",
          lessons: [lesson("l1", "Variables", 0), lesson("l3", "Graphs", 1), lesson("l2", "Equations", 2)],
        },
      },
    },
  },
];

const order = () =>
  within(screen.getByRole("list", { name: "Lessons in order" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("LessonList in the course editor", () => {
  it("moves a lesson up with its button and keeps the server's order", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/admin/courses/:id" element={<CourseEditPage />} />
      </Routes>,
      { mocks, path: "/admin/courses/c1" },
    );
    await screen.findByRole("heading", { level: 1, name: "Algebra" });
    expect(order()).toEqual(["Variables", "Equations", "Graphs"]);
    expect(screen.getByRole("button", { name: "Move Variables up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Graphs down" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Move Graphs up" }));
    await waitFor(() => expect(order()).toEqual(["Variables", "Graphs", "Equations"]));
    expect(screen.getByRole("link", { name: "Graphs" })).toHaveAttribute("href", "/admin/courses/c1/lessons/l3");
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Equations down" })).toBeDisabled());
  });
});
