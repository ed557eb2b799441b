// The About page in the staff console (docs/staff-console.md): texts, features, team members with photos and partners; admins only.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { viewerOf } from "../shared/viewer.ts";
import {
  createAboutFeature,
  createPartner,
  createTeamMember,
  deleteAboutFeature,
  deletePartner,
  deleteTeamMember,
  updateAboutFeature,
  updateAboutTexts,
  updatePartner,
  updateTeamMember,
} from "./about.service.ts";
import { AboutContent, AboutFeature, Partner, TeamMember } from "./about.schema.ts";
import { AVATAR_SIZE } from "../users/profile-picture.service.ts";
import { uploadTeamMemberPhoto } from "./team-photo.service.ts";
import { aboutLimits } from "../../input-limits.ts";
import { optionalText, requiredText } from "../shared/input-rules.ts";

const link = z.httpUrl().max(2048).nullish();
const sortOrder = z.number().int().min(0).max(10_000).nullish();

const TeamMemberInput = builder.inputType("TeamMemberInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: requiredText(aboutLimits.teamMember.name) }),
    position: t.string({ required: true, validate: requiredText(aboutLimits.teamMember.position) }),
    bio: t.string({ validate: optionalText(aboutLimits.teamMember.bio) }),
    image: t.string({ validate: link }),
    email: t.string({ validate: z.email().max(254).nullish() }),
    linkedin: t.string({ validate: link }),
    twitter: t.string({ validate: link }),
    sortOrder: t.int({ description: "Lower comes first; defaults to 0.", validate: sortOrder }),
  }),
});

const AboutFeatureInput = builder.inputType("AboutFeatureInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: requiredText(aboutLimits.feature.title) }),
    description: t.string({ required: true, validate: requiredText(aboutLimits.feature.description) }),
  }),
});

const PartnerInput = builder.inputType("PartnerInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: requiredText(aboutLimits.partner.name) }),
    description: t.string({ validate: optionalText(aboutLimits.partner.description) }),
    website: t.string({ validate: link }),
    sortOrder: t.int({ description: "Lower comes first; defaults to 0.", validate: sortOrder }),
  }),
});

const teamData = (input: typeof TeamMemberInput.$inferInput) => ({
  name: input.name,
  position: input.position,
  bio: input.bio ?? "",
  image: input.image ?? null,
  email: input.email ?? null,
  linkedin: input.linkedin ?? null,
  twitter: input.twitter ?? null,
  sortOrder: input.sortOrder ?? 0,
});

const partnerData = (input: typeof PartnerInput.$inferInput) => ({
  name: input.name,
  description: input.description ?? "",
  website: input.website ?? null,
  sortOrder: input.sortOrder ?? 0,
});

const admin = { admin: true };
builder.mutationFields((t) => ({
  updateAbout: t.field({
    type: AboutContent,
    authScopes: admin,
    args: {
      mission: t.arg.string({ required: true, validate: requiredText(aboutLimits.mission) }),
      vision: t.arg.string({ required: true, validate: requiredText(aboutLimits.vision) }),
    },
    resolve: (_root, texts, context) => updateAboutTexts(context.prisma, viewerOf(context), texts),
  }),
  createAboutFeature: t.field({
    type: AboutFeature,
    authScopes: admin,
    description: "Added after the existing features.",
    args: { input: t.arg({ type: AboutFeatureInput, required: true }) },
    resolve: (_root, { input }, context) => createAboutFeature(context.prisma, viewerOf(context), input),
  }),
  updateAboutFeature: t.field({
    type: AboutFeature,
    authScopes: admin,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AboutFeatureInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updateAboutFeature(context.prisma, viewerOf(context), String(id), input),
  }),
  deleteAboutFeature: t.id({
    authScopes: admin,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deleteAboutFeature(context.prisma, viewerOf(context), String(id)),
  }),
  createTeamMember: t.field({
    type: TeamMember,
    authScopes: admin,
    args: { input: t.arg({ type: TeamMemberInput, required: true }) },
    resolve: (_root, { input }, context) => createTeamMember(context.prisma, viewerOf(context), teamData(input)),
  }),
  updateTeamMember: t.field({
    type: TeamMember,
    authScopes: admin,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TeamMemberInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updateTeamMember(context.prisma, viewerOf(context), String(id), teamData(input)),
  }),
  deleteTeamMember: t.id({
    authScopes: admin,
    description: "Also removes the photo uploaded for the member.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deleteTeamMember(context.prisma, context.files, viewerOf(context), String(id)),
  }),
  uploadTeamMemberPhoto: t.field({
    type: TeamMember,
    authScopes: admin,
    description: `PNG, JPEG, WebP or GIF by content, at most 2 MB; stored centre-cropped at ${AVATAR_SIZE.width}x${AVATAR_SIZE.height} and twice that, in WebP with a JPEG or PNG fallback (imageSources).`,
    args: { id: t.arg.id({ required: true }), file: t.arg({ type: "File", required: true }) },
    resolve: (_root, { id, file }, context) =>
      uploadTeamMemberPhoto(
        context.prisma,
        context.files,
        viewerOf(context),
        String(id),
        file,
        context.uploadLimitBytes,
      ),
  }),
  createPartner: t.field({
    type: Partner,
    authScopes: admin,
    args: { input: t.arg({ type: PartnerInput, required: true }) },
    resolve: (_root, { input }, context) => createPartner(context.prisma, viewerOf(context), partnerData(input)),
  }),
  updatePartner: t.field({
    type: Partner,
    authScopes: admin,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PartnerInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updatePartner(context.prisma, viewerOf(context), String(id), partnerData(input)),
  }),
  deletePartner: t.id({
    authScopes: admin,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deletePartner(context.prisma, viewerOf(context), String(id)),
  }),
}));
