import { placementLimits } from "@app/schema/input-limits";
import type { AdminPlacementFragment, PlacementInput } from "../../../gql-admin/graphql.ts";
import {
  blankValues,
  optionalText,
  requiredText,
  type FieldSpec,
  type FieldValue,
  type FormValues,
} from "../forms/form-spec.ts";

// The fixed lists of spec section 5 (the learners' placement filters match these exact strings).
export const experienceOptions = ["Fresher", "0-1 year", "1-3 years", "3-5 years", "5+ years"] as const;
export const placementCategories = [
  "Engineering",
  "Banking",
  "IT Services",
  "E-commerce",
  "Startups",
  "Data Science",
] as const;
export const salaryRanges = ["below 3 LPA", "3-6 LPA", "6-10 LPA", "10-15 LPA", "above 15 LPA"] as const;

// Texts are catalogue keys; the options above are stored and shown to learners as they are.
export const placementFields: readonly FieldSpec[] = [
  { name: "title", label: "admin-listings:fields.title", kind: "text", max: placementLimits.title, required: true },
  {
    name: "company",
    label: "admin-listings:fields.company",
    kind: "text",
    max: placementLimits.company,
    required: true,
  },
  {
    name: "companyLogoUrl",
    label: "admin-listings:fields.companyLogo",
    kind: "url",
    helperText: "admin-listings:fields.optionalUrl",
  },
  {
    name: "category",
    label: "admin-listings:fields.category",
    kind: "select",
    options: placementCategories,
    required: true,
  },
  {
    name: "experience",
    label: "admin-listings:placements.experience",
    kind: "select",
    options: experienceOptions,
    required: true,
  },
  {
    name: "salaryRange",
    label: "admin-listings:placements.salaryRange",
    kind: "select",
    options: salaryRanges,
    required: true,
  },
  {
    name: "salaryDetail",
    label: "admin-listings:placements.salaryDetail",
    kind: "text",
    max: 40,
    helperText: "admin-listings:placements.salaryDetailHelp",
  },
  {
    name: "type",
    label: "admin-listings:placements.jobType",
    kind: "text",
    max: placementLimits.type,
    helperText: "admin-listings:placements.jobTypeHelp",
  },
  {
    name: "location",
    label: "admin-listings:fields.location",
    kind: "text",
    max: placementLimits.location,
    required: true,
  },
  {
    name: "description",
    label: "admin-listings:fields.description",
    kind: "multiline",
    max: placementLimits.description,
  },
  { name: "skills", label: "admin-listings:placements.skills", kind: "chips", ...placementLimits.skills },
  { name: "benefits", label: "admin-listings:placements.benefits", kind: "chips", ...placementLimits.benefits },
  {
    name: "applicationLink",
    label: "admin-listings:fields.applicationLink",
    kind: "url",
    helperText: "admin-listings:fields.optionalUrl",
  },
  { name: "published", label: "admin-listings:placements.publishedField", kind: "checkbox" },
];

// The learners' salary filter matches when the salary text contains the range, so the stored text always
// carries it: "Rs. 2.6 LPA (below 3 LPA)" or the range alone.
export function splitSalary(salary: string): { salaryRange: string; salaryDetail: string } {
  const range = salaryRanges.find((option) => salary.includes(option));
  if (!range) return { salaryRange: "", salaryDetail: salary };
  const detail = salary.replace(` (${range})`, "");
  return { salaryRange: range, salaryDetail: detail === range ? "" : detail };
}

export function joinSalary(range: string, detail: string): string {
  if (!detail) return range;
  return detail.includes(range) ? detail : `${detail} (${range})`;
}

const list = (value: FieldValue | undefined) => (Array.isArray(value) ? value : []);

export function placementValues(job: AdminPlacementFragment | null): FormValues {
  if (!job) return { ...blankValues(placementFields), published: true };
  return {
    title: job.title,
    company: job.company,
    companyLogoUrl: job.companyLogoUrl ?? "",
    category: job.category,
    experience: job.experience,
    ...splitSalary(job.salary),
    type: job.type,
    location: job.location,
    description: job.description,
    skills: job.skills,
    benefits: job.benefits,
    applicationLink: job.applicationLink ?? "",
    published: job.published,
  };
}

export const placementInput = (values: FormValues): PlacementInput => ({
  title: requiredText(values.title),
  company: requiredText(values.company),
  companyLogoUrl: optionalText(values.companyLogoUrl),
  category: requiredText(values.category),
  experience: requiredText(values.experience),
  salary: joinSalary(requiredText(values.salaryRange), requiredText(values.salaryDetail)),
  type: optionalText(values.type),
  location: requiredText(values.location),
  description: optionalText(values.description),
  skills: list(values.skills),
  benefits: list(values.benefits),
  applicationLink: optionalText(values.applicationLink),
  published: values.published === true,
});
