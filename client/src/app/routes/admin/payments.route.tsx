import { PaymentsPage } from "../../../features/admin/payments/payments-page.tsx";
import { useStaff } from "../../../features/admin/shell/use-staff-role.ts";

export default function PaymentsRoute() {
  return <PaymentsPage staffRole={useStaff().role} />;
}
