import { ExamsSection } from "../../../features/admin/exams/exams-section.tsx";

export default function ExamsRoute() {
  return <ExamsSection />;
}
