import { z } from "zod";
import { builder } from "../../builder.ts";
import { listLimits } from "../../input-limits.ts";
import { publicContent } from "../shared/content-cache-marks.ts";
import { limitArg, take } from "../shared/list-limit.ts";
import { registerStaffMutations } from "../shared/staff-crud.ts";
import { internshipWrites, listAllInternships, listInternships } from "./internships.service.ts";
import { internshipLimits } from "../../input-limits.ts";
import { requiredText } from "../shared/input-rules.ts";

export const internshipTypes = ["Remote", "On-site", "Hybrid"] as const;

export const InternshipRef = builder.prismaObject("Internship", {
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    company: t.exposeString("company"),
    companyLogoUrl: t.exposeString("companyLogoUrl", { nullable: true }),
    type: t.exposeString("type", { description: "Remote, On-site or Hybrid." }),
    duration: t.exposeString("duration"),
    stipend: t.exposeString("stipend"),
    location: t.exposeString("location"),
    certificate: t.exposeBoolean("certificate"),
    reference: t.exposeBoolean("reference"),
    deadline: t.expose("deadline", { type: "DateTime" }),
    postedDate: t.expose("createdAt", {
      type: "DateTime",
      description: "When the opening was listed (schema.org JobPosting datePosted).",
    }),
    applicationLink: t.exposeString("applicationLink", { nullable: true }),
    published: t.exposeBoolean("published"),
  }),
});

const link = z.httpUrl().max(2048).nullish();
const filterText = z.string().trim().max(100).nullish();

const InternshipInput = builder.inputType("InternshipInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: requiredText(internshipLimits.title) }),
    company: t.string({ required: true, validate: requiredText(internshipLimits.company) }),
    companyLogoUrl: t.string({ validate: link }),
    type: t.string({ required: true, description: "Remote, On-site or Hybrid.", validate: z.enum(internshipTypes) }),
    duration: t.string({ required: true, validate: requiredText(internshipLimits.duration) }),
    stipend: t.string({ required: true, validate: requiredText(internshipLimits.stipend) }),
    location: t.string({ required: true, validate: requiredText(internshipLimits.location) }),
    certificate: t.boolean({ required: true }),
    reference: t.boolean({ required: true }),
    deadline: t.field({ type: "DateTime", required: true }),
    applicationLink: t.string({ validate: link }),
    published: t.boolean({ description: "Defaults to true on create; null keeps the current value on update." }),
  }),
});

const toData = (input: typeof InternshipInput.$inferInput) => ({
  ...input,
  companyLogoUrl: input.companyLogoUrl ?? null,
  applicationLink: input.applicationLink ?? null,
  published: input.published ?? undefined,
});

builder.queryField("internships", (t) =>
  t.prismaField({
    ...publicContent,
    type: ["Internship"],
    description: "Newest first. search: title or company contains; type: equals; location: contains.",
    args: {
      search: t.arg.string({ validate: filterText }),
      type: t.arg.string({ validate: filterText }),
      location: t.arg.string({ validate: filterText }),
      limit: t.arg.int(limitArg(listLimits.listings)),
    },
    resolve: (query, _root, { limit, ...filter }, context) =>
      listInternships(context.prisma, filter, { ...query, take: take(limit) }),
  }),
);

builder.queryField("staffInternships", (t) =>
  t.prismaField({
    type: ["Internship"],
    authScopes: { admin: true },
    description: "Every opening, unpublished too, newest first.",
    resolve: (query, _root, _args, context) => listAllInternships(context.prisma, query),
  }),
);

registerStaffMutations({
  name: "Internship",
  ref: InternshipRef,
  input: InternshipInput,
  toData,
  writes: internshipWrites,
});
