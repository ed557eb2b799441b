// Public listings answered as GraphQL selects them: the spec's field names are already the schema's (section 3).
import { z } from "zod";

const nullableText = z.string().nullable();

export const restNewsItem = z
  .object({
    id: z.string(),
    category: z.string(),
    title: z.string(),
    source: z.string(),
    url: nullableText,
    publishedAt: z.string(),
  })
  .meta({ id: "NewsItem" });

export const restInternship = z
  .object({
    id: z.string(),
    title: z.string(),
    company: z.string(),
    companyLogoUrl: nullableText,
    type: z.string().describe("Remote, On-site or Hybrid."),
    duration: z.string(),
    stipend: z.string(),
    location: z.string(),
    certificate: z.boolean(),
    reference: z.boolean(),
    deadline: z.string(),
    applicationLink: nullableText,
  })
  .meta({ id: "Internship" });

export const restTestimonial = z
  .object({ id: z.string(), text: z.string(), name: z.string(), company: z.string() })
  .meta({ id: "Testimonial" });

export const restExam = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    mode: z.string(),
    duration: z.number().int().describe("Minutes."),
    examDate: z.string(),
    location: z.string(),
    currentParticipants: z.number().int(),
    maxParticipants: z.number().int(),
    isFull: z.boolean(),
  })
  .meta({ id: "Exam" });

export const restPlacement = z
  .object({
    id: z.string(),
    title: z.string(),
    company: z.string(),
    companyLogoUrl: nullableText,
    type: z.string(),
    experience: z.string(),
    category: z.string(),
    location: z.string(),
    salary: z.string(),
    postedDate: z.string(),
    applicationsCount: z.number().int(),
    skills: z.array(z.string()),
    benefits: z.array(z.string()),
    description: z.string(),
    applicationLink: nullableText,
  })
  .meta({ id: "Placement" });

export const restAbout = z
  .object({
    mission: z.string(),
    vision: z.string(),
    features: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
    team: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        position: z.string(),
        bio: z.string(),
        image: nullableText,
        email: nullableText,
        linkedin: nullableText,
        twitter: nullableText,
      }),
    ),
    partners: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), website: nullableText })),
  })
  .meta({ id: "About" });
