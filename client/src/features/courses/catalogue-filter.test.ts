import { describe, expect, it } from "vitest";
import { descriptionPreview, filterCourses, tagList } from "./catalogue-filter.ts";

const courses = [
  {
    id: "c",
    title: "C Programming",
    description: "Pointers and memory",
    categories: ["Programming"],
    tags: ["c", "basics"],
  },
  {
    id: "w",
    title: "Web Development",
    description: "HTML, CSS and React",
    categories: ["Web Development"],
    tags: ["frontend"],
  },
  {
    id: "d",
    title: "Data Science",
    description: "Python and statistics",
    categories: ["Data Science", "Programming"],
    tags: [],
  },
];

describe("filterCourses", () => {
  it("matches title, description, categories and tags case-insensitively", () => {
    expect(filterCourses(courses, "react", null).map((c) => c.id)).toEqual(["w"]);
    expect(filterCourses(courses, "FRONTEND", null).map((c) => c.id)).toEqual(["w"]);
    expect(filterCourses(courses, "  ", null)).toHaveLength(3);
  });

  it("narrows by category chip", () => {
    expect(filterCourses(courses, "", "Programming").map((c) => c.id)).toEqual(["c", "d"]);
    expect(filterCourses(courses, "python", "Web Development")).toEqual([]);
  });
});

describe("descriptionPreview", () => {
  it("cuts at 80 characters and falls back when empty", () => {
    const long = "x".repeat(100);
    expect(descriptionPreview(long)).toHaveLength(80);
    expect(descriptionPreview(long, true)).toBe(`${"x".repeat(80)}...`);
    expect(descriptionPreview("  ")).toBe("");
    expect(descriptionPreview("<p>Short</p>")).toBe("Short");
  });

  it("splits comma-separated tags", () => {
    expect(tagList("a, b,,c")).toEqual(["a", "b", "c"]);
    expect(tagList(["x"])).toEqual(["x"]);
  });
});
