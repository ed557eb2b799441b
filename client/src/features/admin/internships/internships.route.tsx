import { SectionHeading } from "../shell/section-heading.tsx";

export default function InternshipsSection() {
  return <SectionHeading title="Internships" />;
}
