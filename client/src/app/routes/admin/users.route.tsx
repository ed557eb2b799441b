import { UsersPage } from "./users-page.tsx";

export default function UsersRoute() {
  return <UsersPage />;
}
