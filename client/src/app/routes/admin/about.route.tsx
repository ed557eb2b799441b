import { AboutAdminPage } from "../../../features/admin/about/about-page.tsx";

export default function AboutRoute() {
  return <AboutAdminPage />;
}
