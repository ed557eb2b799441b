import { SectionHeading } from "../shell/section-heading.tsx";

export default function CourseNewSection() {
  return <SectionHeading title="New course" />;
}
