import { SectionHeading } from "../shell/section-heading.tsx";

export default function LessonEditSection() {
  return <SectionHeading title="Edit lesson" />;
}
