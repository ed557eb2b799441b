import { useParams } from "react-router";
import { useStaff } from "../shell/use-staff-role.ts";
import { UserDetailPage } from "../users/user-detail-page.tsx";

export default function UserDetailRoute() {
  const { id = "" } = useParams();
  const { userId } = useStaff();
  return <UserDetailPage userId={id} viewerId={userId} />;
}
