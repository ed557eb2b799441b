import { internshipLimits } from "@app/schema/input-limits";
import type { AdminInternshipFragment, InternshipInput } from "../../../gql-admin/graphql.ts";
import { fromDayInput, toDayInput } from "../listings-kit/dates.ts";
import { blankValues, optionalText, requiredText, type FieldSpec, type FormValues } from "../forms/form-spec.ts";

// Spec section 3 (Internship) and section 5 (type filter values); the limits are InternshipInput's own (schema/src/input-limits.ts).
export const internshipTypes = ["Remote", "On-site", "Hybrid"] as const;

// Texts are catalogue keys; the types are stored and shown to learners as they are.
export const internshipFields: readonly FieldSpec[] = [
  { name: "title", label: "admin-listings:fields.title", kind: "text", max: internshipLimits.title, required: true },
  {
    name: "company",
    label: "admin-listings:fields.company",
    kind: "text",
    max: internshipLimits.company,
    required: true,
  },
  {
    name: "companyLogoUrl",
    label: "admin-listings:fields.companyLogo",
    kind: "url",
    helperText: "admin-listings:fields.optionalUrl",
  },
  { name: "type", label: "admin-listings:internships.type", kind: "select", options: internshipTypes, required: true },
  {
    name: "location",
    label: "admin-listings:fields.location",
    kind: "text",
    max: internshipLimits.location,
    required: true,
  },
  {
    name: "duration",
    label: "admin-listings:internships.duration",
    kind: "text",
    max: internshipLimits.duration,
    required: true,
    helperText: "admin-listings:internships.durationHelp",
  },
  {
    name: "stipend",
    label: "admin-listings:internships.stipend",
    kind: "text",
    max: internshipLimits.stipend,
    required: true,
    helperText: "admin-listings:internships.stipendHelp",
  },
  { name: "deadline", label: "admin-listings:internships.deadlineField", kind: "date", required: true },
  {
    name: "applicationLink",
    label: "admin-listings:fields.applicationLink",
    kind: "url",
    helperText: "admin-listings:fields.optionalUrl",
  },
  { name: "certificate", label: "admin-listings:internships.certificate", kind: "checkbox" },
  { name: "reference", label: "admin-listings:internships.reference", kind: "checkbox" },
  { name: "published", label: "admin-listings:internships.publishedField", kind: "checkbox" },
];

export function internshipValues(item: AdminInternshipFragment | null): FormValues {
  if (!item) return { ...blankValues(internshipFields), published: true };
  return {
    title: item.title,
    company: item.company,
    companyLogoUrl: item.companyLogoUrl ?? "",
    type: item.type,
    location: item.location,
    duration: item.duration,
    stipend: item.stipend,
    deadline: toDayInput(item.deadline),
    applicationLink: item.applicationLink ?? "",
    certificate: item.certificate,
    reference: item.reference,
    published: item.published,
  };
}

export const internshipInput = (values: FormValues): InternshipInput => ({
  title: requiredText(values.title),
  company: requiredText(values.company),
  companyLogoUrl: optionalText(values.companyLogoUrl),
  type: requiredText(values.type),
  location: requiredText(values.location),
  duration: requiredText(values.duration),
  stipend: requiredText(values.stipend),
  deadline: fromDayInput(requiredText(values.deadline)),
  applicationLink: optionalText(values.applicationLink),
  certificate: values.certificate === true,
  reference: values.reference === true,
  published: values.published === true,
});
