import { SectionHeading } from "../shell/section-heading.tsx";

export default function UsersSection() {
  return <SectionHeading title="Users" />;
}
