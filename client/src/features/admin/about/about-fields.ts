import type { TFunction } from "i18next";
import { aboutLimits } from "@app/schema/input-limits";
import type {
  AboutFeatureInput,
  AdminPartnerFragment,
  AdminTeamMemberFragment,
  PartnerInput,
  TeamMemberInput,
} from "../../../gql-admin/graphql.ts";
import { blankValues, optionalText, requiredText, type FieldSpec, type FormValues } from "../forms/form-spec.ts";

// The limits are the About inputs' own (schema/src/input-limits.ts). Labels and helper texts are
// catalogue keys: a form shows the specs through `translatedSpecs`.
const optionalUrl = "admin-people:about.fields.optionalUrl";

export const missionFields: readonly FieldSpec[] = [
  {
    name: "mission",
    label: "admin-people:about.fields.mission",
    kind: "multiline",
    max: aboutLimits.mission,
    required: true,
  },
  {
    name: "vision",
    label: "admin-people:about.fields.vision",
    kind: "multiline",
    max: aboutLimits.vision,
    required: true,
  },
];

export const featureFields: readonly FieldSpec[] = [
  {
    name: "title",
    label: "admin-people:about.fields.title",
    kind: "text",
    max: aboutLimits.feature.title,
    required: true,
  },
  {
    name: "description",
    label: "admin-people:about.fields.description",
    kind: "multiline",
    max: aboutLimits.feature.description,
    required: true,
  },
];

export const teamFields: readonly FieldSpec[] = [
  {
    name: "name",
    label: "admin-people:about.fields.name",
    kind: "text",
    max: aboutLimits.teamMember.name,
    required: true,
  },
  {
    name: "position",
    label: "admin-people:about.fields.position",
    kind: "text",
    max: aboutLimits.teamMember.position,
    required: true,
  },
  { name: "bio", label: "admin-people:about.fields.bio", kind: "multiline", max: aboutLimits.teamMember.bio },
  { name: "email", label: "admin-people:about.fields.email", kind: "email" },
  { name: "linkedin", label: "admin-people:about.fields.linkedin", kind: "url", helperText: optionalUrl },
  { name: "twitter", label: "admin-people:about.fields.twitter", kind: "url", helperText: optionalUrl },
];

export const partnerFields: readonly FieldSpec[] = [
  {
    name: "name",
    label: "admin-people:about.fields.name",
    kind: "text",
    max: aboutLimits.partner.name,
    required: true,
  },
  {
    name: "description",
    label: "admin-people:about.fields.description",
    kind: "multiline",
    max: aboutLimits.partner.description,
  },
  { name: "website", label: "admin-people:about.fields.website", kind: "url", helperText: optionalUrl },
];

/** The specs with their labels and helper texts in the page's language (the forms and their checks show them). */
export const translatedSpecs = (t: TFunction, specs: readonly FieldSpec[]): FieldSpec[] =>
  specs.map((spec) => ({
    ...spec,
    label: t(spec.label),
    ...(spec.helperText ? { helperText: t(spec.helperText) } : {}),
  }));

/** Catalogue keys of one About list's own sentences: each names its noun, so a language can inflect it. */
export interface AboutListTexts {
  add: string;
  edit: string;
  new: string;
  saved: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
}

export const featureTexts: AboutListTexts = {
  add: "admin-people:about.feature.add",
  edit: "admin-people:about.feature.edit",
  new: "admin-people:about.feature.new",
  saved: "admin-people:about.feature.saved",
  saveFailed: "admin-people:about.feature.saveFailed",
  deleted: "admin-people:about.feature.deleted",
  deleteFailed: "admin-people:about.feature.deleteFailed",
};

export const memberTexts: AboutListTexts = {
  add: "admin-people:about.member.add",
  edit: "admin-people:about.member.edit",
  new: "admin-people:about.member.new",
  saved: "admin-people:about.member.saved",
  saveFailed: "admin-people:about.member.saveFailed",
  deleted: "admin-people:about.member.deleted",
  deleteFailed: "admin-people:about.member.deleteFailed",
};

export const partnerTexts: AboutListTexts = {
  add: "admin-people:about.partner.add",
  edit: "admin-people:about.partner.edit",
  new: "admin-people:about.partner.new",
  saved: "admin-people:about.partner.saved",
  saveFailed: "admin-people:about.partner.saveFailed",
  deleted: "admin-people:about.partner.deleted",
  deleteFailed: "admin-people:about.partner.deleteFailed",
};

export const featureValues = (feature: { title: string; description: string } | null): FormValues =>
  feature ? { title: feature.title, description: feature.description } : blankValues(featureFields);

export const featureInput = (values: FormValues): AboutFeatureInput => ({
  title: requiredText(values.title),
  description: requiredText(values.description),
});

export function teamValues(member: AdminTeamMemberFragment | null): FormValues {
  if (!member) return blankValues(teamFields);
  return {
    name: member.name,
    position: member.position,
    bio: member.bio,
    email: member.email ?? "",
    linkedin: member.linkedin ?? "",
    twitter: member.twitter ?? "",
  };
}

// The photo is uploaded on its own (uploadTeamMemberPhoto), so an edit keeps the stored image.
export const teamInput = (values: FormValues, image: string | null): TeamMemberInput => ({
  name: requiredText(values.name),
  position: requiredText(values.position),
  bio: optionalText(values.bio),
  email: optionalText(values.email),
  linkedin: optionalText(values.linkedin),
  twitter: optionalText(values.twitter),
  image,
});

export const partnerValues = (partner: AdminPartnerFragment | null): FormValues =>
  partner
    ? { name: partner.name, description: partner.description, website: partner.website ?? "" }
    : blankValues(partnerFields);

export const partnerInput = (values: FormValues): PartnerInput => ({
  name: requiredText(values.name),
  description: optionalText(values.description),
  website: optionalText(values.website),
});
