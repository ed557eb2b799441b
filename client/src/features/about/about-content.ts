// About content as the page shows it, with the spec's fallbacks (section 3) and built-in defaults (section 8).
import type { TFunction } from "i18next";
import type { AboutQuery } from "../../gql/graphql.ts";

type About = NonNullable<AboutQuery["about"]>;
export type Feature = About["features"][number];
export type TeamMember = About["team"][number];
export type Partner = About["partners"][number];
export type AboutView = Pick<About, "mission" | "vision" | "features" | "team" | "partners">;

/** The built-in content, in the page's language (what staff write in the console is shown as written). */
export const defaultAbout = (t: TFunction): AboutView => ({
  mission: t("about:defaults.mission"),
  vision: t("about:defaults.vision"),
  features: [
    {
      __typename: "AboutFeature",
      id: "default-1",
      title: t("about:defaults.f1.title"),
      description: t("about:defaults.f1.text"),
    },
    {
      __typename: "AboutFeature",
      id: "default-2",
      title: t("about:defaults.f2.title"),
      description: t("about:defaults.f2.text"),
    },
    {
      __typename: "AboutFeature",
      id: "default-3",
      title: t("about:defaults.f3.title"),
      description: t("about:defaults.f3.text"),
    },
  ],
  team: [
    {
      __typename: "TeamMember",
      id: "default-team",
      name: t("about:defaults.team.name"),
      position: t("about:defaults.team.position"),
      bio: t("about:defaults.team.bio"),
      image: null,
      imageSources: null,
      email: null,
      linkedin: null,
      twitter: null,
    },
  ],
  partners: [
    {
      __typename: "Partner",
      id: "default-partner",
      name: t("about:defaults.partner.name"),
      description: t("about:defaults.partner.text"),
      website: null,
    },
  ],
});

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function normaliseAbout(about: Partial<AboutView> | null | undefined, t: TFunction): AboutView {
  const defaults = defaultAbout(t);
  if (!about) return defaults;
  return {
    mission: about.mission || defaults.mission,
    vision: about.vision || defaults.vision,
    features: list<Feature>(about.features).map((f) => ({
      ...f,
      title: f.title || t("about:fallback.feature"),
      description: f.description || t("about:fallback.featureText"),
    })),
    team: list<TeamMember>(about.team).map((m) => ({
      ...m,
      name: m.name || t("about:fallback.member"),
      position: m.position || t("about:fallback.position"),
    })),
    partners: list<Partner>(about.partners).map((p) => ({ ...p, name: p.name || t("about:fallback.partner") })),
  };
}

export function initialOf(name: string, fallback: string): string {
  return (name.trim().charAt(0) || fallback).toUpperCase();
}
