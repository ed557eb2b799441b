// Buying a course (docs/payments.md): the learner asks for an order, opens the provider's Checkout with it and
// hands back what Checkout answered. Nothing here is public content: the gateway's caches never share it.
import { z } from "zod";
import { PaymentOrderStatus } from "@app/db";
import { builder } from "../../builder.ts";
import { EnrollmentRef } from "../enrollment/enrollment.schema.ts";
import { viewerOf } from "../shared/viewer.ts";
import { confirmCoursePayment, createCourseOrder } from "./payments.service.ts";
import { PaymentsUnavailableError } from "./payments.errors.ts";
import { invoicingOf } from "./invoices/invoicing.ts";
import { couponLimits } from "../../input-limits.ts";
import { publicContent } from "../shared/content-cache-marks.ts";

export const PaymentOrderStatusEnum = builder.enumType(PaymentOrderStatus, { name: "PaymentOrderStatus" });

// Razorpay's ids are short ASCII (order_..., pay_...); a signature is 64 hex digits.
const providerId = z.string().trim().min(1).max(100);

const CourseOrderRef = builder.prismaObject("PaymentOrder", {
  name: "CourseOrder",
  fields: (t) => ({
    id: t.exposeID("id"),
    course: t.relation("course"),
    orderId: t.exposeString("providerOrderId", { description: "The provider's order id Checkout opens." }),
    amountPaise: t.exposeInt("amountPaise", { description: "Computed on the server from the course's price." }),
    discountPaise: t.exposeInt("discountPaise", { description: "The coupon's discount; amountPaise is after it." }),
    currency: t.exposeString("currency"),
    status: t.expose("status", { type: PaymentOrderStatusEnum }),
    keyId: t.string({
      description: "The provider's public key id for Checkout.",
      resolve: (_order, _args, context) => context.payments?.keyId ?? "",
    }),
    checkoutUrl: t.string({
      nullable: true,
      description: "The built-in test provider's page in development; null for Razorpay's standard Checkout.",
      resolve: (order, _args, context) =>
        context.payments?.checkoutUrl ? `${context.payments.checkoutUrl}?order_id=${order.providerOrderId}` : null,
    }),
  }),
});

builder.queryField("paymentsAvailable", (t) =>
  t.boolean({
    // The process's configuration: the same for every reader while it runs, and it reads no table.
    ...publicContent,
    description: "False when paid courses cannot be bought here (no provider configured).",
    resolve: (_root, _args, context) => Boolean(context.payments),
  }),
);

builder.mutationFields((t) => ({
  buyCourse: t.prismaField({
    type: CourseOrderRef,
    description: "The learner's open order for a paid course at its current price; the same one on a second call.",
    authScopes: { student: true },
    args: {
      courseId: t.arg.id({ required: true }),
      placeOfSupply: t.arg.string({
        description: "The learner's state as its GST state code (Query.gstStates); default: their latest purchase's.",
        validate: z.string().max(2),
      }),
      couponCode: t.arg.string({
        description: "A coupon to apply (Query.quoteCoursePrice shows its price); a 100% one enrols with no payment.",
        validate: z.string().trim().max(couponLimits.code.max).nullish(),
      }),
    },
    resolve: async (query, _root, { courseId, placeOfSupply, couponCode }, context) => {
      const order = await createCourseOrder(context.prisma, context.payments, {
        userId: viewerOf(context).userId,
        courseId: String(courseId),
        placeOfSupply,
        couponCode,
      });
      return context.prisma.paymentOrder.findUniqueOrThrow({ ...query, where: { id: order.id } });
    },
  }),
  confirmCoursePayment: t.prismaField({
    type: EnrollmentRef,
    description: "Checkout's answer; enrols once the signature verifies (code payment_invalid otherwise).",
    authScopes: { student: true },
    args: {
      orderId: t.arg.string({ required: true, validate: providerId }),
      paymentId: t.arg.string({ required: true, validate: providerId }),
      signature: t.arg.string({ required: true, validate: providerId }),
    },
    resolve: (query, _root, args, context) => {
      if (!context.payments) throw new PaymentsUnavailableError();
      return confirmCoursePayment(
        context.prisma,
        context.payments,
        { userId: viewerOf(context).userId, ...args },
        invoicingOf(context),
        query,
      );
    },
  }),
}));
