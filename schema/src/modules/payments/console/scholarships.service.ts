// Free enrolments admins grant with a reason, a scholarship or a fee waiver (docs/payments.md, Scholarships): the
// learner is enrolled without paying, the grant is kept with its reason and written to the audit log in the same
// transaction. A learner's open order for the course is closed, its coupon use given back.
import type { Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { AppError, notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit/audit.service.ts";
import { CourseNotFoundError } from "../../courses/courses.errors.ts";
import { AlreadyEnrolledError } from "../../enrollment/enrollment.errors.ts";
import { releaseCouponHold } from "../coupons/coupons.service.ts";

export interface GrantInput {
  courseId: string;
  /** The learner's account id, or their email. */
  userId?: string | null;
  email?: string | null;
  reason: string;
}

export async function grantFreeEnrolment(prisma: PrismaClient, admin: Viewer, input: GrantInput) {
  if (!input.userId === !input.email) {
    const message = "Give the learner's account or email";
    throw new AppError("invalid_input", message, { email: message });
  }
  const user = await prisma.user.findFirst({
    where: input.userId ? { id: input.userId } : { email: { equals: input.email!.trim(), mode: "insensitive" } },
    select: { id: true },
  });
  if (!user) throw notFound("Learner");
  const course = await prisma.course.findUnique({ where: { id: input.courseId }, select: { id: true } });
  if (!course) throw new CourseNotFoundError();
  const openKey = `${user.id}:${course.id}`;
  const grant = await prisma.$transaction(async (tx) => {
    const enrolled = await tx.enrollment.createMany({
      data: [{ userId: user.id, courseId: course.id }],
      skipDuplicates: true,
    });
    if (enrolled.count === 0) throw new AlreadyEnrolledError();
    const row = await tx.scholarship.create({
      data: { userId: user.id, courseId: course.id, reason: input.reason, grantedById: admin.userId },
    });
    await recordAudit(tx, admin, {
      action: "grant_free_enrolment",
      entity: "Scholarship",
      entityId: row.id,
      after: { userId: row.userId, courseId: row.courseId, reason: row.reason },
    });
    return row;
  });
  const open = await prisma.paymentOrder.findUnique({ where: { openKey } });
  if (open) {
    await prisma.paymentOrder.updateMany({
      where: { id: open.id, status: "CREATED" },
      data: { status: "FAILED", openKey: null, failureReason: "Enrolled free by a scholarship" },
    });
    await releaseCouponHold(prisma, open);
  }
  return grant;
}

export function listScholarships(
  prisma: PrismaClient,
  viewer: Viewer,
  query: { include?: Prisma.ScholarshipInclude; select?: Prisma.ScholarshipSelect } = {},
) {
  return prisma.scholarship.findMany({
    ...query,
    where: viewer.role === "admin" ? {} : { course: { ownerId: viewer.userId } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 200,
  });
}
