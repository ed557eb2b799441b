// Catalogue search and category chips (spec section 5: title, description, categories and tags).
export const fallbackCategories = [
  "Programming",
  "Web Development",
  "Data Science",
  "Soft Skills",
  "Competitive Exams",
];

interface Searchable {
  title: string;
  description: string;
  categories: readonly string[];
  tags: readonly string[];
}

export function filterCourses<T extends Searchable>(
  courses: readonly T[],
  search: string,
  category: string | null,
): T[] {
  const needle = search.trim().toLowerCase();
  return courses.filter((course) => {
    if (category && !course.categories.some((c) => c.toLowerCase() === category.toLowerCase())) return false;
    if (!needle) return true;
    return [course.title, course.description, ...course.categories, ...course.tags].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

/** First 80 characters of the description (spec section 9); empty when there is none (the card says so). */
export function descriptionPreview(description: string | null | undefined, ellipsis = false): string {
  const text = (description ?? "").replace(/<[^>]*>/g, "").trim();
  if (text.length <= 80) return text;
  return ellipsis ? `${text.slice(0, 80)}...` : text.slice(0, 80);
}

/** Tags arrive as an array or, in older data, as one comma-separated string (spec section 3). */
export function tagList(tags: readonly string[] | string | null | undefined): string[] {
  const raw = typeof tags === "string" ? tags.split(",") : (tags ?? []);
  return raw.map((tag) => tag.trim()).filter(Boolean);
}
