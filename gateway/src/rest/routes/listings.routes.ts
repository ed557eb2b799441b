// Public listings and exam registration (spec section 7). Exam registration answers in `message`.
import { z } from "zod";
import type { RestAboutQuery, RestExamCategoriesQuery } from "../generated/operations.ts";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import { restAbout, restExam, restInternship, restPlacement, restTestimonial } from "../shapes/listing.shape.ts";
import { restMessage } from "../shapes/user.shape.ts";
import { id } from "./inputs.ts";

const list = <T extends z.ZodType>(
  path: string,
  tag: string,
  summary: string,
  operation: string,
  field: string,
  item: T,
) =>
  defineRoute({
    method: "GET",
    path,
    auth: "none",
    tag,
    summary,
    operation,
    respond: (data: Record<string, z.infer<T>[]>) => data[field],
    response: z.array(item),
    errors: [],
  });

export const listingRoutes: RestRoute[] = [
  list("/api/internships", "Listings", "Internship openings", "RestInternships", "internships", restInternship),
  list("/api/testimonials", "Listings", "Testimonials", "RestTestimonials", "testimonials", restTestimonial),
  list("/api/exams", "Exams", "Upcoming exams with seats taken and available", "RestExams", "exams", restExam),
  defineRoute({
    method: "GET",
    path: "/api/exams/categories",
    auth: "none",
    tag: "Exams",
    summary: "Names of the exam categories",
    operation: "RestExamCategories",
    respond: (data: RestExamCategoriesQuery) => data.examCategories.map((category) => category.name),
    response: z.array(z.string()),
    errors: [],
  }),
  defineRoute({
    method: "POST",
    path: "/api/exams/:id/register",
    auth: "bearer",
    tag: "Exams",
    summary: "Take a seat in an exam",
    description: "Empty request body. Success and failure are both reported in the message field (spec section 7).",
    operation: "RestRegisterForExam",
    params: z.object({ id }),
    variables: ({ params }) => ({ examId: params.id }),
    respond: () => ({ message: "Successfully registered for the exam!" }),
    response: restMessage,
    errors: [400, 401, 404, 409],
    errorKey: "message",
  }),
  list("/api/placements", "Listings", "Job and placement openings", "RestPlacements", "placements", restPlacement),
  defineRoute({
    method: "GET",
    path: "/api/about",
    auth: "none",
    tag: "Listings",
    summary: "About page content: mission, vision, features, team and partners",
    operation: "RestAbout",
    respond: (data: RestAboutQuery) => data.about,
    response: restAbout,
    errors: [],
  }),
];
