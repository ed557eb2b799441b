import { ExamsSection } from "./exams-section.tsx";

export default function ExamsRoute() {
  return <ExamsSection />;
}
