import { SectionHeading } from "../shell/section-heading.tsx";

export default function UserDetailSection() {
  return <SectionHeading title="User" />;
}
