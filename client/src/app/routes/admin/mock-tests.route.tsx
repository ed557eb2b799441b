import { MockTestsSection } from "../../../features/admin/mock-tests/mock-tests-section.tsx";

export default function MockTestsRoute() {
  return <MockTestsSection />;
}
