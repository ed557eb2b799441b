import { SectionHeading } from "../shell/section-heading.tsx";

export default function DashboardSection() {
  return <SectionHeading title="Dashboard" />;
}
