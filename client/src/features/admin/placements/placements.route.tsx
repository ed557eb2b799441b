import { SectionHeading } from "../shell/section-heading.tsx";

export default function PlacementsSection() {
  return <SectionHeading title="Placements" />;
}
