// A user as staff pages name them (course owners, audit log authors): never the learner's private fields.
import { builder } from "../../builder.ts";

export const StaffUserRef = builder.prismaObject("User", {
  variant: "StaffUserRef",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    name: t.string({
      select: { name: true, firstName: true, lastName: true, email: true },
      resolve: (user) => user.name || `${user.firstName} ${user.lastName}`.trim() || user.email,
    }),
  }),
});
