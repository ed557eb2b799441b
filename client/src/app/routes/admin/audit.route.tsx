import { AuditPage } from "./audit-page.tsx";

export default function AuditRoute() {
  return <AuditPage />;
}
