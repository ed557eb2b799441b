import { PaymentsPage } from "../../../features/admin/payments/payments-page.tsx";
import { useStaff } from "../../../features/admin/shell/use-staff-role.ts";
import { useSession } from "../../../lib/session/session-context.tsx";

export default function PaymentsRoute() {
  const { service } = useSession();
  return <PaymentsPage staffRole={useStaff().role} refreshToken={() => service.refresh()} />;
}
