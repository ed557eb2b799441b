import { useParams } from "react-router";
import { useStaff } from "../../../features/admin/shell/use-staff-role.ts";
import { UserDetailPage } from "../../../features/admin/users/user-detail-page.tsx";

export default function UserDetailRoute() {
  const { id = "" } = useParams();
  const { userId } = useStaff();
  return <UserDetailPage userId={id} viewerId={userId} />;
}
