import { InternshipsSection } from "../../../features/admin/internships/internships-section.tsx";

export default function InternshipsRoute() {
  return <InternshipsSection />;
}
