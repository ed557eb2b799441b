import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CourseDetailDocument, EnrollmentStatusDocument } from "../../gql/graphql.ts";
import { renderWithSession } from "../../testing/render-with-session.tsx";
import { CourseGatePage } from "./course-gate-page.tsx";

const course = {
  __typename: "Course" as const,
  id: "c1",
  title: "C Programming",
  description: "Pointers and memory.",
  thumbnail: null,
  thumbnailSources: null,
  level: "Beginner",
  duration: 60,
  price: 0,
  pricePaise: 0,
  teacherName: "Ravi",
  teacherDescription: "",
  learningObjectives: "",
  prerequisites: "",
  targetAudience: "",
  categories: [],
  tags: [],
  lessonCount: 3,
  totalMinutes: 60,
  // The course says enrolled: a failed check must still count as not enrolled.
  isEnrolled: true,
};
const detail = {
  request: { query: CourseDetailDocument, variables: { id: "c1" } },
  result: { data: { course } },
  maxUsageCount: 5,
};
const routes = [
  { path: "/courses/:courseId", element: <CourseGatePage /> },
  { path: "/courses/:courseId/content", element: <h1>Content page</h1> },
];

describe("CourseGatePage (spec section 2)", () => {
  it("shows 'Checking enrollment...' for as long as the check runs", async () => {
    const slowCheck = {
      request: { query: EnrollmentStatusDocument, variables: { courseId: "c1" } },
      result: { data: { enrollmentStatus: false } },
      delay: 1000,
    };
    const notEnrolled = { ...detail, result: { data: { course: { ...course, isEnrolled: false } } } };
    await renderWithSession({ role: "student", routes, path: "/courses/c1", mocks: [notEnrolled, slowCheck] });
    expect(await screen.findByText("Checking enrollment...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enroll Now" })).toBeDisabled();
    await expect
      .poll(() => screen.getByRole("button", { name: "Enroll Now" }).hasAttribute("disabled"), { timeout: 3000 })
      .toBe(false);
    expect(screen.queryByText("Checking enrollment...")).not.toBeInTheDocument();
  });

  it("counts the learner as not enrolled when the check fails: 'Enroll Now', not 'Continue Learning'", async () => {
    const failedCheck = {
      request: { query: EnrollmentStatusDocument, variables: { courseId: "c1" } },
      error: new Error("Network error"),
    };
    await renderWithSession({ role: "student", routes, path: "/courses/c1", mocks: [detail, failedCheck] });
    const button = await screen.findByRole("button", { name: "Enroll Now" });
    await expect.poll(() => button.hasAttribute("disabled")).toBe(false);
    expect(screen.queryByRole("button", { name: "Continue Learning" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Content page" })).not.toBeInTheDocument();
  });
});
