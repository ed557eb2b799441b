// Staff make coupons (docs/payments.md, Coupons): admins for one course or every course, instructors for the
// courses they author only (course-access.ts). Every write is in the audit log. A coupon is never deleted, only
// disabled: paid orders name it.
import { isUniqueViolation, type Coupon, type CouponKind, type Prisma, type PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { couponLimits } from "../../../input-limits.ts";
import { auditedCreate, auditedUpdate } from "../../audit/audited-write.ts";
import { authorCourse } from "../../courses/course-access.ts";
import { normalCode } from "./coupons.service.ts";

export interface CouponInput {
  code: string;
  kind: CouponKind;
  /** Percent off for PERCENT, paise off for FIXED. */
  value: number;
  courseId?: string | null;
  validFrom?: Date | null;
  validUntil?: Date | null;
  maxUses?: number | null;
  maxUsesPerLearner?: number | null;
}

const target = { entity: "Coupon" as const, label: "Coupon" };

const invalid = (field: string, message: string) =>
  new AppError("invalid_input", message, { [`input.${field}`]: message });

/** The coupons a staff member manages, as a filter: every one for admins, their own courses' for instructors. */
export const managedCoupons = (viewer: Viewer): Prisma.CouponWhereInput =>
  viewer.role === "admin" ? {} : { course: { ownerId: viewer.userId } };

async function checked(tx: Prisma.TransactionClient, viewer: Viewer, input: CouponInput) {
  if (input.kind === "PERCENT" && (input.value < couponLimits.percent.min || input.value > couponLimits.percent.max)) {
    throw invalid("value", `A percentage is ${couponLimits.percent.min} to ${couponLimits.percent.max}`);
  }
  if (input.kind === "FIXED" && input.value < couponLimits.amountRupees.min * 100) {
    throw invalid("value", `A fixed discount is at least ₹${couponLimits.amountRupees.min}`);
  }
  if (input.validFrom && input.validUntil && input.validUntil <= input.validFrom) {
    throw invalid("validUntil", "The end must come after the start");
  }
  // Instructors' coupons are for a course they author; a coupon for every course is an admin's.
  if (input.courseId) await authorCourse(tx, viewer, input.courseId);
  else if (viewer.role !== "admin") throw invalid("courseId", "Choose one of your courses");
  return {
    code: normalCode(input.code),
    kind: input.kind,
    value: input.value,
    courseId: input.courseId ?? null,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    maxUses: input.maxUses ?? null,
    maxUsesPerLearner: input.maxUsesPerLearner ?? null,
  };
}

const codeTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw invalid("code", "A coupon with this code already exists");
  throw error;
};

export function createCoupon(prisma: PrismaClient, viewer: Viewer, input: CouponInput): Promise<Coupon> {
  return auditedCreate(prisma, viewer, target, async (tx) =>
    tx.coupon.create({ data: { ...(await checked(tx, viewer, input)), createdById: viewer.userId } }),
  ).catch(codeTaken);
}

async function managed(tx: Prisma.TransactionClient, viewer: Viewer, id: string) {
  return tx.coupon.findFirst({ where: { id, ...managedCoupons(viewer) } });
}

export function updateCoupon(prisma: PrismaClient, viewer: Viewer, id: string, input: CouponInput): Promise<Coupon> {
  return auditedUpdate(prisma, viewer, target, {
    action: "update",
    id,
    read: (tx) => managed(tx, viewer, id),
    write: async (tx) => tx.coupon.update({ where: { id }, data: await checked(tx, viewer, input) }),
  }).catch(codeTaken);
}

/** A disabled coupon reads as expired at checkout; orders already made with it keep their price. */
export function setCouponDisabled(prisma: PrismaClient, viewer: Viewer, id: string, disabled: boolean) {
  return auditedUpdate(prisma, viewer, target, {
    action: disabled ? "disable" : "enable",
    id,
    read: (tx) => managed(tx, viewer, id),
    write: (tx) => tx.coupon.update({ where: { id }, data: { disabled } }),
  });
}

export function listCoupons(prisma: PrismaClient, viewer: Viewer, query: { include?: Prisma.CouponInclude } = {}) {
  return prisma.coupon.findMany({
    ...query,
    where: managedCoupons(viewer),
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
}
