import { SectionHeading } from "../shell/section-heading.tsx";

export default function CoursesSection() {
  return <SectionHeading title="Courses" />;
}
