import { z } from "zod";
import { builder } from "../../builder.ts";
import { listLimits } from "../../input-limits.ts";
import { publicContent } from "../shared/content-cache-marks.ts";
import { limitArg, take } from "../shared/list-limit.ts";
import { registerStaffMutations } from "../shared/staff-crud.ts";
import { listAllPlacements, listPlacements, placementWrites } from "./placements.service.ts";
import { placementLimits } from "../../input-limits.ts";
import { optionalText, requiredText } from "../shared/input-rules.ts";

export const PlacementRef = builder.prismaObject("Placement", {
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    company: t.exposeString("company"),
    companyLogoUrl: t.exposeString("companyLogoUrl", { nullable: true }),
    type: t.exposeString("type"),
    experience: t.exposeString("experience"),
    category: t.exposeString("category"),
    location: t.exposeString("location"),
    salary: t.exposeString("salary"),
    postedDate: t.expose("postedDate", { type: "DateTime" }),
    applicationsCount: t.exposeInt("applicationsCount"),
    skills: t.exposeStringList("skills"),
    benefits: t.exposeStringList("benefits"),
    description: t.exposeString("description"),
    applicationLink: t.exposeString("applicationLink", { nullable: true }),
    published: t.exposeBoolean("published"),
  }),
});

const link = z.httpUrl().max(2048).nullish();
const filterText = z.string().trim().max(100).nullish();
const list = ({ maxItems, itemMax }: { maxItems: number; itemMax: number }) =>
  z.array(requiredText(itemMax)).max(maxItems).nullish();

const PlacementInput = builder.inputType("PlacementInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: requiredText(placementLimits.title) }),
    company: t.string({ required: true, validate: requiredText(placementLimits.company) }),
    companyLogoUrl: t.string({ validate: link }),
    type: t.string({ description: "Defaults to Full-time.", validate: requiredText(placementLimits.type).nullish() }),
    experience: t.string({
      required: true,
      description: "e.g. Fresher, 0-1 year, 1-3 years",
      validate: requiredText(placementLimits.experience),
    }),
    category: t.string({ required: true, validate: requiredText(placementLimits.category) }),
    location: t.string({ required: true, validate: requiredText(placementLimits.location) }),
    salary: t.string({
      required: true,
      description: "Free text, e.g. 6-10 LPA",
      validate: requiredText(placementLimits.salary),
    }),
    postedDate: t.field({ type: "DateTime", description: "Defaults to now." }),
    skills: t.stringList({ validate: list(placementLimits.skills) }),
    benefits: t.stringList({ validate: list(placementLimits.benefits) }),
    description: t.string({ validate: optionalText(placementLimits.description) }),
    applicationLink: t.string({ validate: link }),
    published: t.boolean({ description: "Defaults to true on create; null keeps the current value on update." }),
  }),
});

const toData = (input: typeof PlacementInput.$inferInput) => ({
  ...input,
  companyLogoUrl: input.companyLogoUrl ?? null,
  type: input.type ?? "Full-time",
  postedDate: input.postedDate ?? undefined,
  skills: input.skills ?? [],
  benefits: input.benefits ?? [],
  description: input.description ?? "",
  applicationLink: input.applicationLink ?? null,
  published: input.published ?? undefined,
});

builder.queryField("placements", (t) =>
  t.prismaField({
    ...publicContent,
    type: ["Placement"],
    description:
      "Newest first. search: title or company contains; category, experience: equal; location: contains; salary: salary text contains it.",
    args: {
      search: t.arg.string({ validate: filterText }),
      category: t.arg.string({ validate: filterText }),
      location: t.arg.string({ validate: filterText }),
      experience: t.arg.string({ validate: filterText }),
      salary: t.arg.string({ validate: filterText }),
      limit: t.arg.int(limitArg(listLimits.listings)),
    },
    resolve: (query, _root, { limit, ...filter }, context) =>
      listPlacements(context.prisma, filter, { ...query, take: take(limit) }),
  }),
);

builder.queryField("staffPlacements", (t) =>
  t.prismaField({
    type: ["Placement"],
    authScopes: { admin: true },
    description: "Every opening, unpublished too, newest first.",
    resolve: (query, _root, _args, context) => listAllPlacements(context.prisma, query),
  }),
);

registerStaffMutations({
  name: "Placement",
  ref: PlacementRef,
  input: PlacementInput,
  toData,
  writes: placementWrites,
});
