// Listing filters, spec section 5. The server applies them (GraphQL arguments of `internships` and `placements`,
// the same rules as the REST facade's query parameters); the client only sends what the learner chose.

export interface InternshipFilter {
  search: string;
  type: string; // "" means All Types
  location: string;
}

export interface PlacementFilter {
  search: string;
  category: string;
  location: string;
  experience: string;
  salary: string;
}

/** The filter's chosen values as query variables: blank fields are left out, so "no filter" is `{}`. */
export function filterVariables<T extends object>(filter: T): Partial<T> {
  const entries = Object.entries(filter).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]);
  return Object.fromEntries(entries.filter(([, value]) => value !== "")) as Partial<T>;
}

export const internshipTypes = ["Remote", "On-site", "Hybrid"] as const;
export const placementCategories = [
  "Engineering",
  "Banking",
  "IT Services",
  "E-commerce",
  "Startups",
  "Data Science",
] as const;
export const experienceOptions = ["Fresher", "0-1 year", "1-3 years", "3-5 years", "5+ years"] as const;
export const salaryOptions = ["below 3 LPA", "3-6 LPA", "6-10 LPA", "10-15 LPA", "above 15 LPA"] as const;

// Mirrors prisma/seed/content/featured-companies.ts (workspaces do not import each other).
export const featuredCompanies = [
  "Tata Consultancy Services",
  "Infosys",
  "HDFC Bank",
  "Flipkart",
  "Larsen & Toubro",
  "Razorpay",
] as const;

/** Open positions per featured company, matched by company name (case-insensitive). */
export function companyCounts(placements: readonly { company: string }[]): { name: string; count: number }[] {
  return featuredCompanies.map((name) => ({
    name,
    count: placements.filter((p) => p.company.trim().toLowerCase() === name.toLowerCase()).length,
  }));
}

export function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
