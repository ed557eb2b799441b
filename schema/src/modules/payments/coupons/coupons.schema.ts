// Coupons (docs/payments.md, Coupons): staff make them in the console; a learner asks the price with one before
// paying (buyCourse takes the same code). Nothing here is public content: the gateway's caches never share it.
import { z } from "zod";
import { CouponKind } from "@app/db";
import { builder } from "../../../builder.ts";
import { couponLimits } from "../../../input-limits.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { createCoupon, listCoupons, setCouponDisabled, updateCoupon } from "./coupon-staff.service.ts";
import { quoteCoursePrice, type PriceQuote } from "./coupons.service.ts";

const staff = { staff: true };

export const CouponKindEnum = builder.enumType(CouponKind, { name: "CouponKind" });

/** What a learner types: trimmed, then checked for its shape (a longer or odd one cannot exist). */
export const couponCodeRule = z
  .string()
  .trim()
  .min(couponLimits.code.min)
  .max(couponLimits.code.max)
  .regex(couponLimits.code.pattern);

export const CouponRef = builder.prismaObject("Coupon", {
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code", { description: "Upper case; matched whatever the case typed." }),
    kind: t.expose("kind", { type: CouponKindEnum }),
    value: t.exposeInt("value", { description: "Percent off (PERCENT) or paise off (FIXED)." }),
    course: t.relation("course", { nullable: true, description: "Null: every course." }),
    validFrom: t.expose("validFrom", { type: "DateTime", nullable: true }),
    validUntil: t.expose("validUntil", { type: "DateTime", nullable: true }),
    maxUses: t.exposeInt("maxUses", { nullable: true }),
    maxUsesPerLearner: t.exposeInt("maxUsesPerLearner", { nullable: true }),
    usedCount: t.exposeInt("usedCount", { description: "Uses taken by paid orders and held by open ones." }),
    disabled: t.exposeBoolean("disabled"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const uses = z.number().int().min(couponLimits.uses.min).max(couponLimits.uses.max).nullish();

const CouponInput = builder.inputType("CouponInput", {
  fields: (t) => ({
    code: t.string({ required: true, validate: couponCodeRule }),
    kind: t.field({ type: CouponKindEnum, required: true }),
    value: t.int({
      required: true,
      description: "Percent off (1-100) for PERCENT; paise off for FIXED.",
      validate: z
        .number()
        .int()
        .min(1)
        .max(couponLimits.amountRupees.max * 100),
    }),
    courseId: t.id({ description: "Null: every course (admins only)." }),
    validFrom: t.field({ type: "DateTime" }),
    validUntil: t.field({ type: "DateTime" }),
    maxUses: t.int({ validate: uses }),
    maxUsesPerLearner: t.int({ validate: uses }),
  }),
});

const PriceQuoteRef = builder.objectRef<PriceQuote>("PriceQuote").implement({
  description: "A course's price before and after a coupon, as an order made now would charge it.",
  fields: (t) => ({
    courseId: t.exposeID("courseId"),
    pricePaise: t.exposeInt("pricePaise"),
    discountPaise: t.exposeInt("discountPaise"),
    amountPaise: t.exposeInt("amountPaise", { description: "0: the coupon enrols with no payment." }),
    couponCode: t.exposeString("couponCode", { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  quoteCoursePrice: t.field({
    type: PriceQuoteRef,
    description: "The price with a coupon; a coupon that does not apply answers its reason (codes coupon_*).",
    authScopes: { student: true },
    args: {
      courseId: t.arg.id({ required: true }),
      couponCode: t.arg.string({ required: true, validate: z.string().trim().max(couponLimits.code.max) }),
    },
    resolve: (_root, { courseId, couponCode }, context) =>
      quoteCoursePrice(context.prisma, {
        courseId: String(courseId),
        code: couponCode,
        userId: viewerOf(context).userId,
      }),
  }),
  coupons: t.prismaField({
    type: [CouponRef],
    description: "Newest first: every coupon for admins, their own courses' for instructors.",
    authScopes: staff,
    resolve: (query, _root, _args, context) => listCoupons(context.prisma, viewerOf(context), query),
  }),
}));

const toInput = (input: {
  code: string;
  kind: CouponKind;
  value: number;
  courseId?: string | number | null;
  validFrom?: Date | null;
  validUntil?: Date | null;
  maxUses?: number | null;
  maxUsesPerLearner?: number | null;
}) => ({ ...input, courseId: input.courseId == null ? null : String(input.courseId) });

builder.mutationFields((t) => ({
  createCoupon: t.prismaField({
    type: CouponRef,
    authScopes: staff,
    args: { input: t.arg({ type: CouponInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const coupon = await createCoupon(context.prisma, viewerOf(context), toInput(input));
      return context.prisma.coupon.findUniqueOrThrow({ ...query, where: { id: coupon.id } });
    },
  }),
  updateCoupon: t.prismaField({
    type: CouponRef,
    description: "Orders already made keep the price they were made with.",
    authScopes: staff,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CouponInput, required: true }) },
    resolve: async (query, _root, { id, input }, context) => {
      await updateCoupon(context.prisma, viewerOf(context), String(id), toInput(input));
      return context.prisma.coupon.findUniqueOrThrow({ ...query, where: { id: String(id) } });
    },
  }),
  setCouponDisabled: t.prismaField({
    type: CouponRef,
    description: "A disabled coupon reads as expired at checkout.",
    authScopes: staff,
    args: { id: t.arg.id({ required: true }), disabled: t.arg.boolean({ required: true }) },
    resolve: async (query, _root, { id, disabled }, context) => {
      await setCouponDisabled(context.prisma, viewerOf(context), String(id), disabled);
      return context.prisma.coupon.findUniqueOrThrow({ ...query, where: { id: String(id) } });
    },
  }),
}));
