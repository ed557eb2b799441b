import { PlacementsSection } from "./placements-section.tsx";

export default function PlacementsRoute() {
  return <PlacementsSection />;
}
