import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MyEnrollmentsDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { MyCoursesTab } from "./my-courses-tab.tsx";

const enrollment = (courseId: string, title: string, lastLessonId: string | null) => ({
  __typename: "Enrollment",
  id: `e-${courseId}`,
  courseId,
  status: "active",
  progress: 40,
  course: {
    __typename: "Course",
    id: courseId,
    title,
    description: "",
    thumbnail: null,
    thumbnailSources: null,
    viewerProgress: { __typename: "CourseProgress", id: courseId, lastLessonId },
  },
});

describe("MyCoursesTab", () => {
  // The viewer opens the first lesson without a lesson in the address (spec section 2), so 'continue' carries it.
  it("links each course to the lesson the learner was on last, or to the course's content", async () => {
    const mocks = [
      {
        request: { query: MyEnrollmentsDocument },
        result: {
          data: { myEnrollments: [enrollment("c1", "C Programming", "l3"), enrollment("c2", "Web Basics", null)] },
        },
      },
    ];
    renderWithProviders(<MyCoursesTab />, { mocks });
    expect(await screen.findByRole("link", { name: /C Programming/ })).toHaveAttribute(
      "href",
      "/courses/c1/content/l3",
    );
    expect(screen.getByRole("link", { name: /Web Basics/ })).toHaveAttribute("href", "/courses/c2/content");
  });
});
