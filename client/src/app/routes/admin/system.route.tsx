import { SystemPage } from "../../../features/admin/system/system-page.tsx";

export default function SystemRoute() {
  return <SystemPage />;
}
