import { MockTestsSection } from "./mock-tests-section.tsx";

export default function MockTestsRoute() {
  return <MockTestsSection />;
}
