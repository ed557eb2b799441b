// Staff writes with their audit entry in one transaction (docs/staff-console.md): the snapshot before, the write, the entry.
import type { Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { notFound } from "../../errors.ts";
import { recordAudit, type AuditEntity } from "./audit.service.ts";

type Tx = Prisma.TransactionClient;
type Row = { id: string | number } & object;

export interface AuditedTarget {
  entity: AuditEntity;
  /** Names the entity in the not_found message, e.g. "Exam". */
  label: string;
}

export function auditedCreate<T extends Row>(
  prisma: PrismaClient,
  actor: Viewer,
  target: AuditedTarget,
  create: (tx: Tx) => Promise<T>,
) {
  return prisma.$transaction(async (tx) => {
    const row = await create(tx);
    await recordAudit(tx, actor, {
      action: "create",
      entity: target.entity,
      entityId: String(row.id),
      after: { ...row },
    });
    return row;
  });
}

export interface AuditedChange<T extends Row> {
  action: string;
  id: string;
  read: (tx: Tx) => Promise<T | null>;
  /** Runs after `read` found the row; may throw to refuse the change (the transaction rolls back). */
  write: (tx: Tx, before: T) => Promise<T>;
}

export function auditedUpdate<T extends Row>(
  prisma: PrismaClient,
  actor: Viewer,
  target: AuditedTarget,
  change: AuditedChange<T>,
) {
  return prisma.$transaction(async (tx) => {
    const before = await change.read(tx);
    if (!before) throw notFound(target.label);
    const after = await change.write(tx, before);
    await recordAudit(tx, actor, {
      action: change.action,
      entity: target.entity,
      entityId: change.id,
      before: { ...before },
      after: { ...after },
    });
    return after;
  });
}

export interface AuditedRemoval<T extends Row> {
  id: string;
  read: (tx: Tx) => Promise<T | null>;
  /** May throw to refuse the deletion. */
  remove: (tx: Tx, before: T) => Promise<unknown>;
}

export async function auditedDelete<T extends Row>(
  prisma: PrismaClient,
  actor: Viewer,
  target: AuditedTarget,
  removal: AuditedRemoval<T>,
) {
  await prisma.$transaction(async (tx) => {
    const before = await removal.read(tx);
    if (!before) throw notFound(target.label);
    await removal.remove(tx, before);
    await recordAudit(tx, actor, {
      action: "delete",
      entity: target.entity,
      entityId: removal.id,
      before: { ...before },
    });
  });
  return removal.id;
}
