import { InternshipsSection } from "./internships-section.tsx";

export default function InternshipsRoute() {
  return <InternshipsSection />;
}
