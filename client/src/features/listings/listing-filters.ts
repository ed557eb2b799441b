// Listing filters, spec section 5 (applied in the browser over the fetched list).
const contains = (text: string | null | undefined, needle: string) =>
  !needle.trim() || (text ?? "").toLowerCase().includes(needle.trim().toLowerCase());

export interface InternshipFilter {
  search: string;
  type: string; // "" means All Types
  location: string;
}

interface InternshipLike {
  title: string;
  company: string;
  type: string;
  location: string;
}

export function filterInternships<T extends InternshipLike>(items: readonly T[], filter: InternshipFilter): T[] {
  return items.filter(
    (item) =>
      (contains(item.title, filter.search) || contains(item.company, filter.search)) &&
      (!filter.type || item.type === filter.type) &&
      contains(item.location, filter.location),
  );
}

export interface PlacementFilter {
  search: string;
  category: string;
  location: string;
  experience: string;
  salary: string;
}

interface PlacementLike extends InternshipLike {
  category: string;
  experience: string;
  salary: string;
}

export function filterPlacements<T extends PlacementLike>(items: readonly T[], filter: PlacementFilter): T[] {
  return items.filter(
    (item) =>
      (contains(item.title, filter.search) || contains(item.company, filter.search)) &&
      (!filter.category || item.category === filter.category) &&
      contains(item.location, filter.location) &&
      (!filter.experience || item.experience === filter.experience) &&
      contains(item.salary, filter.salary),
  );
}

export const internshipTypes = ["Remote", "On-site", "Hybrid"] as const;
export const placementCategories = ["Engineering", "Banking", "IT Services", "E-commerce", "Startups", "Data Science"] as const;
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
