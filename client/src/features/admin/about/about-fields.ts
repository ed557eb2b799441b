import type { AboutFeatureInput, AdminPartnerFragment, AdminTeamMemberFragment, PartnerInput, TeamMemberInput } from "../../../gql-admin/graphql.ts";
import { blankValues, optionalText, requiredText, type FieldSpec, type FormValues } from "../listings-kit/form-spec.ts";

// Limits mirror the About inputs' rules (schema/src/modules/about/about.schema.ts).
export const missionFields: readonly FieldSpec[] = [
  { name: "mission", label: "Mission", kind: "multiline", max: 2_000, required: true },
  { name: "vision", label: "Vision", kind: "multiline", max: 2_000, required: true },
];

export const featureFields: readonly FieldSpec[] = [
  { name: "title", label: "Title", kind: "text", max: 120, required: true },
  { name: "description", label: "Description", kind: "multiline", max: 1_000, required: true },
];

export const teamFields: readonly FieldSpec[] = [
  { name: "name", label: "Name", kind: "text", max: 120, required: true },
  { name: "position", label: "Position", kind: "text", max: 120, required: true },
  { name: "bio", label: "Bio", kind: "multiline", max: 2_000 },
  { name: "email", label: "Email", kind: "email" },
  { name: "linkedin", label: "LinkedIn profile", kind: "url", helperText: "Optional, starting with https://" },
  { name: "twitter", label: "Twitter profile", kind: "url", helperText: "Optional, starting with https://" },
];

export const partnerFields: readonly FieldSpec[] = [
  { name: "name", label: "Name", kind: "text", max: 120, required: true },
  { name: "description", label: "Description", kind: "multiline", max: 1_000 },
  { name: "website", label: "Website", kind: "url", helperText: "Optional, starting with https://" },
];

export const featureValues = (feature: { title: string; description: string } | null): FormValues =>
  feature ? { title: feature.title, description: feature.description } : blankValues(featureFields);

export const featureInput = (values: FormValues): AboutFeatureInput => ({ title: requiredText(values.title), description: requiredText(values.description) });

export function teamValues(member: AdminTeamMemberFragment | null): FormValues {
  if (!member) return blankValues(teamFields);
  return { name: member.name, position: member.position, bio: member.bio, email: member.email ?? "", linkedin: member.linkedin ?? "", twitter: member.twitter ?? "" };
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
  partner ? { name: partner.name, description: partner.description, website: partner.website ?? "" } : blankValues(partnerFields);

export const partnerInput = (values: FormValues): PartnerInput => ({
  name: requiredText(values.name),
  description: optionalText(values.description),
  website: optionalText(values.website),
});
