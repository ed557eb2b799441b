// Who counts as staff (docs/staff-console.md): the one rule behind the `staff` auth scope and every route outside
// GraphQL that only staff may use (uploads).
import type { Role } from "../../context.ts";

export const isStaff = (role: Role | undefined): boolean => role === "admin" || role === "instructor";
