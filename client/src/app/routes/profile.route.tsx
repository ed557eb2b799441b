import { ProfilePage } from "../../features/profile/profile-page.tsx";
import { ProgressSection } from "../../features/practice/progress-section.tsx";

// The Profile shows the practice streak and heat map (docs/practice.md); the route composes the two features.
export default function ProfileRoute() {
  return <ProfilePage practice={<ProgressSection />} />;
}
