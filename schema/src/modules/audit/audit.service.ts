// The audit log of staff writes (docs/staff-console.md): who changed what, when, and each changed field before and after.
// Entries are written in the same transaction as the change they describe, so neither exists without the other.
import { Prisma, type PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";

export type AuditEntity =
  | "Course"
  | "Lesson"
  | "LessonContent"
  | "NewsItem"
  | "Internship"
  | "Exam"
  | "MockTest"
  | "Placement"
  | "About"
  | "AboutFeature"
  | "TeamMember"
  | "Partner"
  | "User"
  | "Job"
  | "Certificate"
  | "DiscussionPost"
  | "DiscussionSuspension"
  | "PracticeQuestion"
  | "Assignment"
  | "AssignmentSubmission"
  | "Coupon"
  | "Scholarship"
  | "PaymentOrder";

export interface AuditRecord {
  action: string;
  entity: AuditEntity;
  entityId: string;
  /** The entity's fields before the write (null when created). */
  before?: Record<string, unknown> | null;
  /** The entity's fields after the write (null when deleted). */
  after?: Record<string, unknown> | null;
}

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

type AuditClient = Pick<PrismaClient, "auditEntry" | "user"> | Prisma.TransactionClient;

// Bookkeeping columns change on every write and say nothing a reader of the log needs.
const IGNORED_FIELDS = new Set(["updatedAt", "createdAt"]);
// A long lesson description must not make every audit row as large as the course itself.
const MAX_TEXT = 2_000;

export async function recordAudit(tx: AuditClient, actor: Viewer, record: AuditRecord): Promise<void> {
  const author = await tx.user.findUnique({ where: { id: actor.userId }, select: { email: true } });
  await tx.auditEntry.create({
    data: {
      actorId: actor.userId,
      actorEmail: author?.email ?? "",
      action: record.action,
      entity: record.entity,
      entityId: record.entityId,
      changes: changedFields(record.before ?? null, record.after ?? null) as Prisma.InputJsonValue,
    },
  });
}

/** The fields whose values differ between the two snapshots; every field of a created or deleted entity. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChanges {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChanges = {};
  for (const name of names) {
    if (IGNORED_FIELDS.has(name)) continue;
    const was = plain(before?.[name]);
    const now = plain(after?.[name]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[name] = { before: was, after: now };
  }
  return changes;
}

/** JSON-safe values: dates as ISO text, decimals as numbers, long texts cut. */
function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Prisma.Decimal.isDecimal(value)) return (value as Prisma.Decimal).toNumber();
  if (typeof value === "string") return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

export interface AuditFilter {
  actorId?: string | null;
  entity?: string | null;
  limit: number;
  offset: number;
}

export async function listAuditEntries(
  prisma: PrismaClient,
  filter: AuditFilter,
  query: Prisma.AuditEntryFindManyArgs = {},
) {
  const where: Prisma.AuditEntryWhereInput = {
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.entity ? { entity: filter.entity } : {}),
  };
  const [total, items] = await prisma.$transaction([
    prisma.auditEntry.count({ where }),
    prisma.auditEntry.findMany({
      ...query,
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: filter.limit,
      skip: filter.offset,
    }),
  ]);
  return { total, items };
}
