import type { Role } from "../../../gql/graphql.ts";

export const roles: readonly Role[] = ["student", "instructor", "admin"];

export const roleLabels: Record<Role, string> = { student: "Student", instructor: "Instructor", admin: "Admin" };
