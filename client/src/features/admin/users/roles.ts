import type { Role } from "../../../gql-admin/graphql.ts";

export const roles: readonly Role[] = ["student", "instructor", "admin"];

/** Catalogue keys of the role names, for screens already in the page's language. */
export const roleKeys: Record<Role, string> = {
  student: "admin:roles.student",
  instructor: "admin:roles.instructor",
  admin: "admin:roles.admin",
};

/** Catalogue keys of the role names inside a sentence ("Make Ravi instructor?"): lower case in English. */
export const roleInSentenceKeys: Record<Role, string> = {
  student: "admin-users:roleInSentence.student",
  instructor: "admin-users:roleInSentence.instructor",
  admin: "admin-users:roleInSentence.admin",
};
