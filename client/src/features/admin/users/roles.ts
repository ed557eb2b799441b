import type { Role } from "../../../gql-admin/graphql.ts";

export const roles: readonly Role[] = ["student", "instructor", "admin"];

export const roleLabels: Record<Role, string> = { student: "Student", instructor: "Instructor", admin: "Admin" };
