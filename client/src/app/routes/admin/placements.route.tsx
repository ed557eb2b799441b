import { PlacementsSection } from "../../../features/admin/placements/placements-section.tsx";

export default function PlacementsRoute() {
  return <PlacementsSection />;
}
