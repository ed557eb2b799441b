import { SectionHeading } from "../shell/section-heading.tsx";

export default function ExamsSection() {
  return <SectionHeading title="Exams" />;
}
