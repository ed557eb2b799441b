import { useOutletContext } from "react-router";
import { useMe } from "../../../lib/session/use-me.ts";
import { useSession } from "../../../lib/session/session-context.tsx";
import { isStaffRole, type StaffRole } from "./admin-sections.ts";

export type StaffAccess =
  | { state: "loading" }
  | { state: "anonymous" }
  | { state: "refused" }
  | { state: "staff"; role: StaffRole; userId: string };

/** Who is looking at the console, from the session and the cached `me` (no staff field is read here). */
export function useStaffAccess(): StaffAccess {
  const session = useSession();
  const { me, loading } = useMe();
  if (session.loading) return { state: "loading" };
  if (!session.authenticated) return { state: "anonymous" };
  if (!me) return loading ? { state: "loading" } : { state: "refused" };
  return isStaffRole(me.role) ? { state: "staff", role: me.role, userId: me.id } : { state: "refused" };
}

/** The signed-in staff member, inside the console's pages (the layout only renders them for staff). */
export function useStaff() {
  return useOutletContext<Extract<StaffAccess, { state: "staff" }>>();
}
