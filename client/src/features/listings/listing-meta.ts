// Titles, link previews and schema.org JSON-LD of the listing pages: a `JobPosting` per internship and placement
// (Google's job posting: title, description, datePosted, hiringOrganization, jobLocation or, for remote work,
// jobLocationType and applicantLocationRequirements) and an `Event` per exam (name, startDate, location).
import type { TFunction } from "i18next";
import type { ExamsQuery, InternshipsQuery, PlacementsQuery } from "../../gql/graphql.ts";
import { fileUrl } from "../../lib/files.ts";
import type { PageMeta } from "../../lib/page-meta.ts";
import { productName } from "../../components/layout/site.ts";
import { place, schemaContext } from "../../lib/structured-data.ts";

type Internship = InternshipsQuery["internships"][number];
type Placement = PlacementsQuery["placements"][number];
type Exam = ExamsQuery["exams"][number];
type Absolute = (path: string) => string;

const india = { "@type": "Country", name: "India" };

function hiringOrganization(name: string, logo: string | null | undefined, absolute: Absolute) {
  const address = fileUrl(logo);
  return { "@type": "Organization", name, logo: address ? absolute(address) : undefined };
}

/** Remote work has no workplace: Google then asks where applicants may live instead. */
const workplace = (location: string, remote: boolean) =>
  remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: india } : { jobLocation: place(location) };

function internshipPosting(item: Internship, absolute: Absolute) {
  const extras = [item.certificate && "a certificate", item.reference && "a reference letter"]
    .filter(Boolean)
    .join(" and ");
  return {
    "@context": schemaContext,
    "@type": "JobPosting",
    title: item.title,
    description: `${item.title} at ${item.company}: a ${item.type.toLowerCase()} internship in ${item.location} for ${item.duration}, stipend ${item.stipend}${extras ? `, with ${extras}` : ""}.`,
    datePosted: item.postedDate,
    validThrough: item.deadline,
    employmentType: "INTERN",
    hiringOrganization: hiringOrganization(item.company, item.companyLogoUrl, absolute),
    ...workplace(item.location, item.type === "Remote"),
    url: item.applicationLink ?? absolute("/internships"),
    identifier: { "@type": "PropertyValue", name: item.company, value: item.id },
  };
}

const employmentTypes: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

function placementPosting(job: Placement, absolute: Absolute) {
  return {
    "@context": schemaContext,
    "@type": "JobPosting",
    title: job.title,
    description: job.description.trim() || `${job.title} at ${job.company}, ${job.location}.`,
    datePosted: job.postedDate,
    employmentType: employmentTypes[job.type.toLowerCase()] ?? "OTHER",
    hiringOrganization: hiringOrganization(job.company, job.companyLogoUrl, absolute),
    ...workplace(job.location, /remote/i.test(job.location)),
    skills: job.skills.join(", ") || undefined,
    jobBenefits: job.benefits.join(", ") || undefined,
    experienceRequirements: job.experience || undefined,
    occupationalCategory: job.category || undefined,
    url: job.applicationLink ?? absolute("/placement"),
    identifier: { "@type": "PropertyValue", name: job.company, value: job.id },
  };
}

function examEvent(exam: Exam, absolute: Absolute) {
  const start = new Date(exam.examDate);
  const online = exam.mode === "online";
  return {
    "@context": schemaContext,
    "@type": "Event",
    name: exam.title,
    description: exam.description || undefined,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + exam.duration * 60_000).toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online ? { "@type": "VirtualLocation", url: absolute("/exams") } : place(exam.location),
    organizer: { "@type": "Organization", name: productName, url: absolute("/") },
    url: absolute("/exams"),
  };
}

// The postings themselves stay as staff wrote them (English); the page's title and description follow its language.
export const internshipsMeta = (items: readonly Internship[], t: TFunction): PageMeta => ({
  title: t("listings:meta.internships.title"),
  description: t("listings:meta.internships.description"),
  structuredData: (absolute) => items.map((item) => internshipPosting(item, absolute)),
});

export const placementsMeta = (jobs: readonly Placement[], t: TFunction): PageMeta => ({
  title: t("listings:meta.placement.title"),
  description: t("listings:meta.placement.description"),
  structuredData: (absolute) => jobs.map((job) => placementPosting(job, absolute)),
});

export const examsMeta = (exams: readonly Exam[], t: TFunction): PageMeta => ({
  title: t("listings:meta.exams.title"),
  description: t("listings:meta.exams.description"),
  structuredData: (absolute) => exams.map((exam) => examEvent(exam, absolute)),
});
