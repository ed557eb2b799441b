// Account administration for the staff console (docs/staff-console.md): find users, change roles, disable and re-enable.
// Every change is audited in the transaction that makes it.
import type { Prisma, PrismaClient, Role } from "@app/db";
import type { Context, Viewer } from "../../context.ts";
import { notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { CannotChangeOwnAccountError } from "./users.errors.ts";

export type UserSelection = Pick<Prisma.UserFindManyArgs, "select" | "include">;

export interface UserFilter {
  search?: string | null;
  role?: Role | null;
  limit: number;
  offset: number;
}

// PostgreSQL's default LIKE escape is the backslash; Prisma's `contains` passes % and _ through as wildcards.
// (A shared helper for this is on its way to shared/text-filters.ts; this one goes when it lands.)
const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

export function userWhere({ search, role }: Pick<UserFilter, "search" | "role">): Prisma.UserWhereInput {
  const text = search?.trim();
  const contains = text ? { contains: escapeLike(text), mode: "insensitive" as const } : undefined;
  return {
    AND: [
      contains
        ? { OR: [{ email: contains }, { name: contains }, { firstName: contains }, { lastName: contains }] }
        : {},
      role ? { role } : {},
    ],
  };
}

export async function listUsers(prisma: PrismaClient, filter: UserFilter, query: UserSelection = {}) {
  const where = userWhere(filter);
  const [total, items] = await prisma.$transaction([
    prisma.user.count({ where }),
    prisma.user.findMany({
      ...query,
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: filter.limit,
      skip: filter.offset,
    }),
  ]);
  return { total, items };
}

function refuseSelf(actor: Viewer, id: string) {
  if (actor.userId === id) throw new CannotChangeOwnAccountError();
}

export async function setUserRole(prisma: PrismaClient, actor: Viewer, id: string, role: Role) {
  refuseSelf(actor, id);
  return prisma.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id }, select: { role: true } });
    if (!before) throw notFound("User");
    const user = await tx.user.update({ where: { id }, data: { role } });
    await recordAudit(tx, actor, { action: "role", entity: "User", entityId: id, before, after: { role } });
    return user;
  });
}

/**
 * Disabling bans the identity first (its sessions end at once), then marks the row, which the gateway checks on
 * every request; a failure between the two leaves the identity banned and is repaired by repeating the call.
 * Enabling lifts the ban after the row is cleared, so a half-done enable never lets a disabled row sign in.
 */
export async function setUserDisabled(context: Context, actor: Viewer, id: string, disabled: boolean) {
  refuseSelf(actor, id);
  const target = await context.prisma.user.findUnique({ where: { id }, select: { authId: true } });
  if (!target) throw notFound("User");
  if (disabled) await context.identity.setDisabled(target.authId, true);
  const user = await context.prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id }, select: { disabledAt: true } });
    const disabledAt = disabled ? (before.disabledAt ?? new Date()) : null;
    const updated = await tx.user.update({ where: { id }, data: { disabledAt } });
    await recordAudit(tx, actor, {
      action: disabled ? "disable" : "enable",
      entity: "User",
      entityId: id,
      before: { disabled: before.disabledAt !== null },
      after: { disabled },
    });
    return updated;
  });
  if (!disabled) await context.identity.setDisabled(target.authId, false);
  return user;
}
