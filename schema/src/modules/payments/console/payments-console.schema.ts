// The console's Payments section (docs/payments.md, Console): orders, revenue by month and scholarships. Staff
// read their courses' (admins every course's); only admins grant a free enrolment.
import { z } from "zod";
import { builder } from "../../../builder.ts";
import { couponLimits } from "../../../input-limits.ts";
import { StaffUserRef } from "../../users/staff-user-ref.schema.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { PaymentOrderStatusEnum } from "../payments.schema.ts";
import { listOrders, revenueByMonth, type MonthRevenue } from "./payments-console.service.ts";
import { grantFreeEnrolment, listScholarships } from "./scholarships.service.ts";

const staff = { staff: true };

const StaffOrderRef = builder.prismaObject("PaymentOrder", {
  variant: "StaffOrder",
  fields: (t) => ({
    id: t.exposeID("id"),
    orderId: t.exposeString("providerOrderId", { description: "The provider's order id ('coupon_...' for ₹0)." }),
    paymentId: t.exposeString("paymentId", { nullable: true }),
    status: t.expose("status", { type: PaymentOrderStatusEnum }),
    amountPaise: t.exposeInt("amountPaise"),
    discountPaise: t.exposeInt("discountPaise"),
    couponCode: t.string({
      nullable: true,
      select: { coupon: { select: { code: true } } },
      resolve: (order) => order.coupon?.code ?? null,
    }),
    failureReason: t.exposeString("failureReason", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    course: t.relation("course"),
    learner: t.relation("user", { type: StaffUserRef }),
  }),
});

type OrderPage = Awaited<ReturnType<typeof listOrders>>;
const OrderPageRef = builder.objectRef<OrderPage>("StaffOrderPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    items: t.field({ type: [StaffOrderRef], resolve: (page) => page.items }),
  }),
});

const MonthRevenueRef = builder.objectRef<MonthRevenue>("MonthRevenue").implement({
  fields: (t) => ({
    month: t.exposeString("month", { description: "YYYY-MM in India's time." }),
    amountPaise: t.exposeInt("amountPaise", { description: "Paid and not refunded." }),
    orders: t.exposeInt("orders"),
  }),
});

const ScholarshipRef = builder.prismaObject("Scholarship", {
  fields: (t) => ({
    id: t.exposeID("id"),
    learner: t.relation("user", { type: StaffUserRef }),
    course: t.relation("course"),
    reason: t.exposeString("reason"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  staffOrders: t.field({
    type: OrderPageRef,
    authScopes: staff,
    description: "Newest first. search: a learner's email (contains) or an order, provider order or payment id.",
    args: {
      status: t.arg({ type: PaymentOrderStatusEnum }),
      search: t.arg.string({ validate: z.string().trim().max(couponLimits.search).nullish() }),
      limit: t.arg.int({ defaultValue: 25, validate: z.number().int().min(1).max(couponLimits.pageSize) }),
      offset: t.arg.int({ defaultValue: 0, validate: z.number().int().min(0).max(1_000_000) }),
    },
    resolve: (_root, args, context) =>
      listOrders(context.prisma, viewerOf(context), {
        status: args.status,
        search: args.search,
        limit: args.limit ?? 25,
        offset: args.offset ?? 0,
      }),
  }),
  revenueByMonth: t.field({
    type: [MonthRevenueRef],
    authScopes: staff,
    description: "The last `months` months, oldest first, every month present.",
    args: { months: t.arg.int({ defaultValue: 12, validate: z.number().int().min(1).max(36) }) },
    resolve: (_root, { months }, context) => revenueByMonth(context.prisma, viewerOf(context), months ?? 12),
  }),
  scholarships: t.prismaField({
    type: [ScholarshipRef],
    authScopes: staff,
    description: "Free enrolments granted, newest first (at most 200).",
    resolve: (query, _root, _args, context) => listScholarships(context.prisma, viewerOf(context), query),
  }),
}));

builder.mutationField("grantFreeEnrolment", (t) =>
  t.prismaField({
    type: ScholarshipRef,
    authScopes: { admin: true },
    description: "Enrols a learner with no payment (a scholarship or a fee waiver); the reason goes to the audit log.",
    args: {
      courseId: t.arg.id({ required: true }),
      userId: t.arg.id(),
      email: t.arg.string({ validate: z.string().trim().email().max(320).nullish() }),
      reason: t.arg.string({
        required: true,
        validate: z.string().trim().min(3).max(couponLimits.scholarshipReason),
      }),
    },
    resolve: async (query, _root, args, context) => {
      const grant = await grantFreeEnrolment(context.prisma, viewerOf(context), {
        courseId: String(args.courseId),
        userId: args.userId == null ? null : String(args.userId),
        email: args.email,
        reason: args.reason,
      });
      return context.prisma.scholarship.findUniqueOrThrow({ ...query, where: { id: grant.id } });
    },
  }),
);
