import { SectionHeading } from "../shell/section-heading.tsx";

export default function NewsSection() {
  return <SectionHeading title="News" />;
}
