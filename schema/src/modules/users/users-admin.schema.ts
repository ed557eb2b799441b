// Users in the staff console (docs/staff-console.md): admins find accounts, read a learner's enrollments and certificates,
// change roles, and disable or re-enable accounts.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { CertificateRef } from "../certificates/certificates.schema.ts";
import { EnrollmentRef } from "../enrollment/enrollment.schema.ts";
import { viewerOf } from "../shared/viewer.ts";
import { listUsers, setUserDisabled, setUserRole } from "./users-admin.service.ts";
import { RoleEnum, UserRef } from "./users.schema.ts";

const admin = { admin: true };

builder.prismaObjectFields(UserRef, (t) => ({
  disabled: t.boolean({
    authScopes: admin,
    select: { disabledAt: true },
    resolve: (user) => user.disabledAt !== null,
  }),
  enrollments: t.relation("enrollments", {
    type: EnrollmentRef,
    authScopes: admin,
    description: "Newest first; each with its progress.",
    query: { orderBy: [{ enrolledAt: "desc" }, { id: "asc" }] },
  }),
  certificates: t.relation("certificates", {
    type: CertificateRef,
    authScopes: admin,
    description: "Current certificates (replaced ones are left out), newest first.",
    query: { where: { replacedAt: null }, orderBy: [{ issuedAt: "desc" }, { id: "asc" }] },
  }),
}));

type UserPage = Awaited<ReturnType<typeof listUsers>>;
const UserPageRef = builder.objectRef<UserPage>("UserPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    items: t.field({ type: [UserRef], resolve: (page) => page.items }),
  }),
});

builder.queryFields((t) => ({
  users: t.field({
    type: UserPageRef,
    authScopes: admin,
    description: "Newest accounts first. search: name or email contains (case-insensitive).",
    args: {
      search: t.arg.string({ validate: z.string().trim().max(100).nullish() }),
      role: t.arg({ type: RoleEnum }),
      limit: t.arg.int({ defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      offset: t.arg.int({ defaultValue: 0, validate: z.number().int().min(0).max(1_000_000) }),
    },
    resolve: (_root, args, context) =>
      listUsers(context.prisma, {
        search: args.search,
        role: args.role,
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      }),
  }),
  user: t.prismaField({
    type: UserRef,
    nullable: true,
    authScopes: admin,
    args: { id: t.arg.id({ required: true, validate: z.string().max(64) }) },
    resolve: (query, _root, { id }, context) => context.prisma.user.findUnique({ ...query, where: { id: String(id) } }),
  }),
}));

builder.mutationFields((t) => ({
  setUserRole: t.field({
    type: UserRef,
    authScopes: admin,
    description: "Not on your own account (cannot_change_own_account).",
    args: {
      id: t.arg.id({ required: true, validate: z.string().max(64) }),
      role: t.arg({ type: RoleEnum, required: true }),
    },
    resolve: (_root, { id, role }, context) => setUserRole(context.prisma, viewerOf(context), String(id), role),
  }),
  setUserDisabled: t.field({
    type: UserRef,
    authScopes: admin,
    description:
      "Disabling ends the account's sessions at once, refuses its tokens and its sign-in, and keeps its data; not on your own account.",
    args: {
      id: t.arg.id({ required: true, validate: z.string().max(64) }),
      disabled: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { id, disabled }, context) => setUserDisabled(context, viewerOf(context), String(id), disabled),
  }),
}));
