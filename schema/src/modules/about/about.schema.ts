// The About page (spec section 2) as learners read it; the staff console's writes are in about-admin.schema.ts.
import { builder } from "../../builder.ts";
import { publicContent } from "../shared/content-cache-marks.ts";
import { ImageSourcesRef } from "../shared/image-sources.schema.ts";
import { imageSources } from "../shared/image-variants.ts";
import { aboutTexts, listFeatures, listPartners, listTeam } from "./about.service.ts";

export const AboutFeature = builder.prismaObject("AboutFeature", {
  ...publicContent,
  fields: (t) => ({ id: t.exposeID("id"), title: t.exposeString("title"), description: t.exposeString("description") }),
});

export const TeamMember = builder.prismaObject("TeamMember", {
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    position: t.exposeString("position"),
    bio: t.exposeString("bio"),
    image: t.exposeString("image", { nullable: true }),
    imageSources: t.field({ type: ImageSourcesRef, nullable: true, resolve: (member) => imageSources(member.image) }),
    email: t.exposeString("email", { nullable: true }),
    linkedin: t.exposeString("linkedin", { nullable: true }),
    twitter: t.exposeString("twitter", { nullable: true }),
  }),
});

export const Partner = builder.prismaObject("Partner", {
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    website: t.exposeString("website", { nullable: true }),
  }),
});

export const AboutContent = builder.objectRef<{ mission: string; vision: string }>("AboutContent").implement({
  ...publicContent,
  description: 'The About page; a singleton whose id is always "about" so clients can cache it.',
  fields: (t) => ({
    id: t.id({ resolve: () => "about" }),
    mission: t.exposeString("mission"),
    vision: t.exposeString("vision"),
    features: t.field({ type: [AboutFeature], resolve: (_about, _args, context) => listFeatures(context.prisma) }),
    team: t.field({ type: [TeamMember], resolve: (_about, _args, context) => listTeam(context.prisma) }),
    partners: t.field({ type: [Partner], resolve: (_about, _args, context) => listPartners(context.prisma) }),
  }),
});

builder.queryField("about", (t) =>
  t.field({ ...publicContent, type: AboutContent, resolve: (_root, _args, context) => aboutTexts(context.prisma) }),
);
