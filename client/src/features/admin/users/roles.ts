import type { Role } from "../../../gql-admin/graphql.ts";

export const roles: readonly Role[] = ["student", "instructor", "admin"];

export const roleLabels: Record<Role, string> = { student: "Student", instructor: "Instructor", admin: "Admin" };

/** Catalogue keys of the role names, for screens already in the page's language. */
export const roleKeys: Record<Role, string> = { student: "admin:roles.student", instructor: "admin:roles.instructor", admin: "admin:roles.admin" };
