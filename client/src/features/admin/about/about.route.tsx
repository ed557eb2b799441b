import { SectionHeading } from "../shell/section-heading.tsx";

export default function AboutSection() {
  return <SectionHeading title="About" />;
}
