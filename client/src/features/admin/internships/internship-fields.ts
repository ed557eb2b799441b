import type { AdminInternshipFragment, InternshipInput } from "../../../gql-admin/graphql.ts";
import { fromDayInput, toDayInput } from "../listings-kit/dates.ts";
import { blankValues, optionalText, requiredText, type FieldSpec, type FormValues } from "../listings-kit/form-spec.ts";

// Spec section 3 (Internship) and section 5 (type filter values); limits mirror InternshipInput's rules.
export const internshipTypes = ["Remote", "On-site", "Hybrid"] as const;

export const internshipFields: readonly FieldSpec[] = [
  { name: "title", label: "Title", kind: "text", max: 200, required: true },
  { name: "company", label: "Company", kind: "text", max: 120, required: true },
  { name: "companyLogoUrl", label: "Company logo address", kind: "url", helperText: "Optional, starting with https://" },
  { name: "type", label: "Type", kind: "select", options: internshipTypes, required: true },
  { name: "location", label: "Location", kind: "text", max: 120, required: true },
  { name: "duration", label: "Duration", kind: "text", max: 60, required: true, helperText: "e.g. 3 months" },
  { name: "stipend", label: "Stipend", kind: "text", max: 60, required: true, helperText: "e.g. Rs. 10,000/month or Unpaid" },
  { name: "deadline", label: "Application deadline", kind: "date", required: true },
  { name: "applicationLink", label: "Application link", kind: "url", helperText: "Optional, starting with https://" },
  { name: "certificate", label: "Certificate on completion", kind: "checkbox" },
  { name: "reference", label: "Reference letter", kind: "checkbox" },
  { name: "published", label: "Published (shown on the Internships page)", kind: "checkbox" },
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
