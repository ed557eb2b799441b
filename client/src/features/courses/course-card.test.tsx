import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, testApiUrl } from "../../testing/render.tsx";
import { CourseCard } from "./course-card.tsx";

const stem = "/api/files/images/courses/c1.0123456789abcdef0123";
const course = {
  __typename: "Course" as const,
  id: "c1",
  title: "C Programming",
  description: "Pointers and memory.",
  thumbnail: `${stem}.400x192.jpg`,
  thumbnailSources: {
    __typename: "ImageSources" as const,
    srcSet: `${stem}.400x192.jpg 400w, ${stem}.800x384.jpg 800w`,
    sources: [
      {
        __typename: "ImageSource" as const,
        type: "image/webp",
        srcSet: `${stem}.400x192.webp 400w, ${stem}.800x384.webp 800w`,
      },
    ],
  },
  categories: [],
  tags: [],
  isEnrolled: false,
};

describe("CourseCard", () => {
  it("lets the browser pick the picture's size and format, in a box reserved before it loads", () => {
    renderWithProviders(<CourseCard course={course} enrolled={false} aboveTheFold />);
    const image = screen.getByRole("img", { name: "C Programming" });
    expect(image).toHaveAttribute("src", `${testApiUrl}${stem}.400x192.jpg`);
    expect(image).toHaveAttribute(
      "srcset",
      `${testApiUrl}${stem}.400x192.webp 400w, ${testApiUrl}${stem}.800x384.webp 800w`,
    );
    expect(image.getAttribute("sizes")).toMatch(/100vw$/);
    expect(image).toHaveAttribute("width", "400");
    expect(image).toHaveAttribute("height", "192");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("shows a picture stored before variants without srcset, and the placeholder when it breaks", () => {
    renderWithProviders(
      <CourseCard
        course={{
          ...course,
          thumbnail: "/api/files/images/courses/old.jpg",
          thumbnailSources: { ...course.thumbnailSources, srcSet: null, sources: [] },
        }}
        enrolled={false}
      />,
    );
    const image = screen.getByRole("img", { name: "C Programming" });
    expect(image).toHaveAttribute("src", `${testApiUrl}/api/files/images/courses/old.jpg`);
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
    fireEvent.error(image);
    expect(image.getAttribute("src")).not.toContain("old.jpg");
    expect(image).toHaveAttribute("width", "400");
  });
});
