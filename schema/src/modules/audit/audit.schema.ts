// The audit log for admins: newest first, filterable by author and entity.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { StaffUserRef } from "../users/staff-user-ref.schema.ts";
import { listAuditEntries } from "./audit.service.ts";

const AuditEntryRef = builder.prismaObject("AuditEntry", {
  fields: (t) => ({
    id: t.exposeID("id"),
    actor: t.relation("actor", {
      type: StaffUserRef,
      nullable: true,
      description: "Null once the account is deleted.",
    }),
    actorEmail: t.exposeString("actorEmail", { description: "The author's email when the entry was written." }),
    action: t.exposeString("action"),
    entity: t.exposeString("entity"),
    entityId: t.exposeString("entityId"),
    changes: t.expose("changes", {
      type: "JSON",
      description: '{ "<field>": { "before": value, "after": value } } of the changed fields.',
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

type AuditPage = Awaited<ReturnType<typeof listAuditEntries>>;
const AuditPageRef = builder.objectRef<AuditPage>("AuditPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    items: t.field({ type: [AuditEntryRef], resolve: (page) => page.items }),
  }),
});

builder.queryField("auditLog", (t) =>
  t.field({
    type: AuditPageRef,
    authScopes: { admin: true },
    description: "Staff writes, newest first.",
    args: {
      actorId: t.arg.id({ validate: z.string().max(64).nullish() }),
      entity: t.arg.string({ validate: z.string().max(40).nullish() }),
      limit: t.arg.int({ defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      offset: t.arg.int({ defaultValue: 0, validate: z.number().int().min(0).max(1_000_000) }),
    },
    resolve: (_root, args, context) =>
      listAuditEntries(context.prisma, {
        actorId: args.actorId == null ? null : String(args.actorId),
        entity: args.entity,
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      }),
  }),
);
