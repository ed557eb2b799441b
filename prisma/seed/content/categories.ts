// The spec's fallback categories (section 9), in the order the catalogue chips show them.
export const categories = [
  "Programming",
  "Web Development",
  "Data Science",
  "Soft Skills",
  "Competitive Exams",
] as const;

export type CategoryName = (typeof categories)[number];
