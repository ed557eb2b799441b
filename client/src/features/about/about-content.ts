// About content as the page shows it, with the spec's fallbacks (section 3) and built-in defaults (section 8).
import type { AboutQuery } from "../../gql/graphql.ts";

type About = NonNullable<AboutQuery["about"]>;
export type Feature = About["features"][number];
export type TeamMember = About["team"][number];
export type Partner = About["partners"][number];
export type AboutView = Pick<About, "mission" | "vision" | "features" | "team" | "partners">;

export const defaultAbout: AboutView = {
  mission:
    "To make quality, industry-aligned education affordable and accessible to every student in India, and to connect learners with internships and careers.",
  vision: "An India where every student, in every town, can learn the skills they need and find the opportunity they deserve.",
  features: [
    { id: "default-1", title: "Expert Instructors", description: "Learn from experienced teachers and industry professionals." },
    { id: "default-2", title: "Flexible Learning", description: "Study at your own pace, on mobile or desktop, whenever it suits you." },
    { id: "default-3", title: "Practical Skills", description: "Hands-on lessons, quizzes and projects that prepare you for real jobs." },
  ],
  team: [
    { id: "default-team", name: "VidyaPath Team", position: "Founding Team", bio: "Educators and engineers building better learning for Indian students.", image: null, imageSources: null, email: null, linkedin: null, twitter: null },
  ],
  partners: [{ id: "default-partner", name: "Industry Partners", description: "Companies that help shape our curriculum and hire our learners.", website: null }],
};

const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function normaliseAbout(about: Partial<AboutView> | null | undefined): AboutView {
  if (!about) return defaultAbout;
  return {
    mission: about.mission || defaultAbout.mission,
    vision: about.vision || defaultAbout.vision,
    features: list<Feature>(about.features).map((f) => ({ ...f, title: f.title || "Feature", description: f.description || "Feature description" })),
    team: list<TeamMember>(about.team).map((m) => ({ ...m, name: m.name || "Team Member", position: m.position || "Position" })),
    partners: list<Partner>(about.partners).map((p) => ({ ...p, name: p.name || "Partner" })),
  };
}

export function initialOf(name: string, fallback: string): string {
  return (name.trim().charAt(0) || fallback).toUpperCase();
}
