import { SectionHeading } from "../shell/section-heading.tsx";

export default function CourseEditSection() {
  return <SectionHeading title="Edit course" />;
}
