// Buying a paid course (docs/payments.md): the order with the server's amount, then Checkout's answer. The
// provider's webhook is not a table route: it needs the raw body (gateway/src/payments/payments.routes.ts).
import { z } from "zod";
import { couponLimits } from "@app/schema/input-limits";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import type { RestBuyCourseMutation, RestConfirmCoursePaymentMutation } from "../generated/operations.ts";
import { restEnrollment, toRestEnrollment } from "../shapes/learning.shape.ts";
import { id } from "./inputs.ts";

const providerId = z.string().trim().min(1).max(100);

const restCourseOrder = z
  .object({
    order_id: z.string().describe("The provider's order id for Checkout."),
    key_id: z.string().describe("The provider's public key id for Checkout."),
    amount_paise: z.number().int().describe("Computed on the server from the course's price, after the coupon."),
    discount_paise: z.number().int().describe("The coupon's discount; 0 without one."),
    currency: z.literal("INR"),
    status: z
      .enum(["created", "paid", "failed", "refunded"])
      .describe("'paid' at once when a 100% coupon enrolled the learner with no payment; else 'created'."),
    checkout_url: z.string().nullable().describe("The built-in test provider's page; null for Razorpay's Checkout."),
  })
  .meta({ id: "CourseOrder" });

export const paymentRoutes: RestRoute[] = [
  defineRoute({
    method: "POST",
    path: "/api/payments/orders",
    auth: "bearer",
    tag: "Payments",
    summary: "The learner's order for a paid course (the same open order on a repeated call)",
    operation: "RestBuyCourse",
    body: z.object({
      course_id: id,
      coupon_code: z.string().trim().min(1).max(couponLimits.code.max).optional().describe("A coupon to apply."),
      place_of_supply: z
        .string()
        .regex(/^\d{2}$/)
        .optional()
        .describe("The learner's state as its two-digit GST state code; default: their latest purchase's."),
    }),
    variables: ({ body }) => ({
      courseId: body.course_id,
      couponCode: body.coupon_code ?? null,
      placeOfSupply: body.place_of_supply ?? null,
    }),
    respond: ({ buyCourse: order }: RestBuyCourseMutation) => ({
      order_id: order.orderId,
      key_id: order.keyId,
      amount_paise: order.amountPaise,
      discount_paise: order.discountPaise,
      currency: "INR" as const,
      checkout_url: order.checkoutUrl ?? null,
      status: order.status.toLowerCase() as "created" | "paid" | "failed" | "refunded",
    }),
    status: 201,
    response: restCourseOrder,
    errors: [400, 401, 404, 409, 503],
  }),
  defineRoute({
    method: "POST",
    path: "/api/payments/verify",
    auth: "bearer",
    tag: "Payments",
    summary: "Checkout's answer: enrols the learner once the payment signature verifies",
    operation: "RestConfirmCoursePayment",
    body: z.object({ razorpay_order_id: providerId, razorpay_payment_id: providerId, razorpay_signature: providerId }),
    variables: ({ body }) => ({
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    }),
    respond: (data: RestConfirmCoursePaymentMutation) => toRestEnrollment(data.confirmCoursePayment),
    response: restEnrollment,
    errors: [400, 401, 503],
  }),
];
