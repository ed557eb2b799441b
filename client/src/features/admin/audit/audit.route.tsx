import { SectionHeading } from "../shell/section-heading.tsx";

export default function AuditSection() {
  return <SectionHeading title="Audit log" />;
}
