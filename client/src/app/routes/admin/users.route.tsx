import { UsersPage } from "../../../features/admin/users/users-page.tsx";

export default function UsersRoute() {
  return <UsersPage />;
}
