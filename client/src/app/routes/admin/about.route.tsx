import { AboutAdminPage } from "./about-page.tsx";

export default function AboutRoute() {
  return <AboutAdminPage />;
}
