// Coupons on the real database (docs/payments.md, Coupons): who may make them, the price they give, each reason
// one is refused, and their uses: held by an order, kept when paid, given back when it expires, and never more
// than the limit when learners race for the last one.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Context, Viewer } from "../../../context.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";
import type { PaymentProvider, ProviderPayment } from "../payment-port.ts";
import { discountFor } from "./coupons.service.ts";

/** Razorpay's side as the domain sees it: records each order and refund asked for, reports the payments a test makes. */
class RecordingProvider implements PaymentProvider {
  readonly keyId = "rzp_test_recording";
  readonly checkoutUrl = null;
  readonly orders: { id: string; amountPaise: number }[] = [];
  readonly payments = new Map<string, ProviderPayment[]>();
  async createOrder(order: { amountPaise: number; currency: "INR" }) {
    const made = { id: `order_${crypto.randomUUID().slice(0, 14)}`, amountPaise: order.amountPaise };
    this.orders.push(made);
    return { ...made, currency: order.currency };
  }
  isValidPaymentSignature() {
    return false;
  }
  async orderPayments(orderId: string) {
    return this.payments.get(orderId) ?? [];
  }
  readonly refunds: { paymentId: string; amountPaise: number }[] = [];
  async refundPayment(refund: { paymentId: string; amountPaise: number }) {
    this.refunds.push({ paymentId: refund.paymentId, amountPaise: refund.amountPaise });
    return { id: `rfnd_${crypto.randomUUID().slice(0, 14)}`, amountPaise: refund.amountPaise };
  }
}

let db: Database;
let admin: Viewer;
let owner: Viewer;
let otherInstructor: Viewer;
let courseId: string;
let otherCourseId: string;
const provider = new RecordingProvider();
const invoicing = {
  prefix: "VP",
  legalName: "Vidya Prakash Learning Pvt Ltd",
  address: "12 MG Road, Bengaluru",
  gstin: "29ABCDE1234F1Z5",
  state: "29",
  refundWindowDays: 7,
};

const as = (viewer: Viewer | null): Context => ({
  ...createTestContext({ db, viewer }),
  payments: provider,
  invoicing,
});

beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  owner = await createLearner(db, "instructor");
  otherInstructor = await createLearner(db, "instructor");
  courseId = (await createCourseWithLessons(db, { title: "Data Science", pricePaise: 149_900 })).id;
  otherCourseId = (await createCourseWithLessons(db, { title: "Spoken English", pricePaise: 79_900 })).id;
  await db.prisma.course.update({ where: { id: courseId }, data: { ownerId: owner.userId } });
});
afterAll(() => db.close());

const CREATE = `mutation ($input: CouponInput!) {
  createCoupon(input: $input) { id code kind value usedCount course { id } }
}`;
const QUOTE = `query ($courseId: ID!, $code: String!) {
  quoteCoursePrice(courseId: $courseId, couponCode: $code) { pricePaise discountPaise amountPaise couponCode }
}`;
const BUY = `mutation ($courseId: ID!, $code: String) {
  buyCourse(courseId: $courseId, couponCode: $code) { id orderId amountPaise status }
}`;

let codes = 0;
async function coupon(input: Record<string, unknown>, by: Viewer = admin) {
  const code = (input.code as string | undefined) ?? `TEST${++codes}`;
  const result = await execute(as(by), CREATE, { input: { kind: "PERCENT", value: 10, courseId, ...input, code } });
  expect(result.errors).toBeUndefined();
  return (result.data as { createCoupon: { id: string; code: string } }).createCoupon;
}

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;
const usedCount = async (id: string) => (await db.prisma.coupon.findUniqueOrThrow({ where: { id } })).usedCount;

describe("making coupons", () => {
  it("lets an instructor make coupons for their own courses only, and admins for every course", async () => {
    const own = await coupon({ code: "own-course" }, owner);
    expect(own.code).toBe("OWN-COURSE");
    const others = await execute(as(otherInstructor), CREATE, {
      input: { code: "NOTMINE", kind: "PERCENT", value: 10, courseId },
    });
    expect(codeOf(others)).toBe("forbidden");
    const everyCourse = await execute(as(owner), CREATE, { input: { code: "ALLMINE", kind: "PERCENT", value: 10 } });
    expect(codeOf(everyCourse)).toBe("invalid_input");
    await coupon({ code: "SITEWIDE", courseId: null });
    const learner = await createLearner(db);
    expect(codeOf(await execute(as(learner), CREATE, { input: { code: "MINE", kind: "FIXED", value: 100 } }))).toBe(
      "forbidden",
    );
    const listed = await execute(as(otherInstructor), `{ coupons { code } }`);
    expect((listed.data as { coupons: unknown[] }).coupons).toEqual([]);
    const audit = await db.prisma.auditEntry.findFirst({ where: { entity: "Coupon", entityId: own.id } });
    expect(audit?.actorId).toBe(owner.userId);
  });

  it("keeps codes unique whatever their case, and refuses a percentage over 100", async () => {
    await coupon({ code: "Diwali10" });
    const again = await execute(as(admin), CREATE, {
      input: { code: "DIWALI10", kind: "PERCENT", value: 10, courseId },
    });
    expect(codeOf(again)).toBe("invalid_input");
    expect(again.errors?.[0]?.extensions?.details).toEqual({ "input.code": expect.any(String) });
    const tooMuch = await execute(as(admin), CREATE, { input: { code: "ALLFREE", kind: "PERCENT", value: 150 } });
    expect(codeOf(tooMuch)).toBe("invalid_input");
  });
});

describe("the price with a coupon", () => {
  it("takes a percentage rounded to the paisa or a fixed amount, never below ₹1 unless free", () => {
    expect(discountFor({ kind: "PERCENT", value: 33 }, 149_900)).toBe(49_467);
    expect(discountFor({ kind: "FIXED", value: 50_000 }, 149_900)).toBe(50_000);
    expect(discountFor({ kind: "FIXED", value: 500_000 }, 149_900)).toBe(149_900);
    expect(discountFor({ kind: "FIXED", value: 149_850 }, 149_900)).toBe(149_800);
    expect(discountFor({ kind: "PERCENT", value: 100 }, 149_900)).toBe(149_900);
  });

  it("quotes the price before and after for the code in any case", async () => {
    await coupon({ code: "FLAT500", kind: "FIXED", value: 50_000 });
    const learner = await createLearner(db);
    const quote = await execute(as(learner), QUOTE, { courseId, code: " flat500 " });
    expect(quote.data?.quoteCoursePrice).toEqual({
      pricePaise: 149_900,
      discountPaise: 50_000,
      amountPaise: 99_900,
      couponCode: "FLAT500",
    });
  });

  it("names the reason a coupon does not apply", async () => {
    const learner = await createLearner(db);
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await coupon({ code: "PAST", validUntil: new Date(now - day).toISOString() });
    await coupon({ code: "FUTURE", validFrom: new Date(now + day).toISOString() });
    await coupon({ code: "ELSEWHERE", courseId: otherCourseId });
    const off = await coupon({ code: "SWITCHEDOFF" });
    await execute(as(admin), `mutation ($id: ID!) { setCouponDisabled(id: $id, disabled: true) { id } }`, {
      id: off.id,
    });
    const reasons: Record<string, string> = {
      NOSUCHCODE: "coupon_unknown",
      PAST: "coupon_expired",
      SWITCHEDOFF: "coupon_expired",
      FUTURE: "coupon_not_yet_valid",
      ELSEWHERE: "coupon_not_for_course",
    };
    for (const [code, reason] of Object.entries(reasons)) {
      expect(codeOf(await execute(as(learner), QUOTE, { courseId, code })), code).toBe(reason);
      expect(codeOf(await execute(as(learner), BUY, { courseId, code })), code).toBe(reason);
    }
    expect(await db.prisma.paymentOrder.count({ where: { userId: learner.userId } })).toBe(0);
  });
});

describe("a coupon's uses", () => {
  it("stores the coupon and discount on the order, with the provider asked for the discounted amount", async () => {
    const { id } = await coupon({ code: "HALF", value: 50 });
    const learner = await createLearner(db);
    const result = await execute(as(learner), BUY, { courseId, code: "half" });
    const order = (result.data as { buyCourse: { id: string; orderId: string; amountPaise: number } }).buyCourse;
    expect(order.amountPaise).toBe(74_950);
    expect(provider.orders.find((made) => made.id === order.orderId)?.amountPaise).toBe(74_950);
    const row = await db.prisma.paymentOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ couponId: id, discountPaise: 74_950, couponHeld: true });
    expect(await usedCount(id)).toBe(1);
    // Asking again with the same code is the same order; without it, a new one and the use goes back.
    const again = (await execute(as(learner), BUY, { courseId, code: "HALF" })).data as { buyCourse: { id: string } };
    expect(again.buyCourse.id).toBe(order.id);
    const plain = (await execute(as(learner), BUY, { courseId })).data as { buyCourse: { amountPaise: number } };
    expect(plain.buyCourse.amountPaise).toBe(149_900);
    expect(await usedCount(id)).toBe(0);
  });

  it("enrols with no payment when the coupon makes the course free", async () => {
    const { id } = await coupon({ code: "FREEFORALL", value: 100 });
    const learner = await createLearner(db);
    const asked = provider.orders.length;
    const result = await execute(as(learner), BUY, { courseId, code: "FREEFORALL" });
    expect(result.data?.buyCourse).toMatchObject({ amountPaise: 0, status: "PAID" });
    expect(provider.orders.length).toBe(asked);
    expect(await db.prisma.enrollment.count({ where: { userId: learner.userId, courseId } })).toBe(1);
    expect(await usedCount(id)).toBe(1);
  });

  it("counts uses per learner, the learner's own open order aside", async () => {
    await coupon({ code: "ONCEEACH", value: 100, courseId: null, maxUsesPerLearner: 1 });
    const learner = await createLearner(db);
    await execute(as(learner), BUY, { courseId, code: "ONCEEACH" });
    expect(codeOf(await execute(as(learner), QUOTE, { courseId: otherCourseId, code: "ONCEEACH" }))).toBe(
      "coupon_used_up_for_you",
    );
    expect(codeOf(await execute(as(learner), BUY, { courseId: otherCourseId, code: "ONCEEACH" }))).toBe(
      "coupon_used_up_for_you",
    );
  });

  it("gives the last use to exactly one of two learners racing for it", async () => {
    for (const value of [100, 20]) {
      const { id, code } = await coupon({ value, maxUses: 1 });
      const [first, second] = [await createLearner(db), await createLearner(db)];
      const results = await Promise.all(
        [first, second].map((learner) => execute(as(learner), BUY, { courseId, code })),
      );
      expect(results.filter((result) => !result.errors)).toHaveLength(1);
      expect(results.map(codeOf).filter(Boolean)).toEqual(["coupon_used_up"]);
      expect(await usedCount(id)).toBe(1);
      expect(await db.prisma.paymentOrder.count({ where: { couponId: id } })).toBe(1);
    }
  });

  it("keeps the use when the payment is captured and gives it back when the order expires unpaid", async () => {
    const { reconcileOpenOrders } = await import("../payment-events.service.ts");
    const { id, code } = await coupon({ value: 20, maxUses: 2 });
    const [payer, leaver] = [await createLearner(db), await createLearner(db)];
    const paid = (await execute(as(payer), BUY, { courseId, code })).data as { buyCourse: { orderId: string } };
    const left = (await execute(as(leaver), BUY, { courseId, code })).data as { buyCourse: { id: string } };
    expect(await usedCount(id)).toBe(2);
    provider.payments.set(paid.buyCourse.orderId, [
      {
        id: `pay_${id.slice(0, 8)}`,
        orderId: paid.buyCourse.orderId,
        status: "captured",
        amountPaise: 119_920,
        currency: "INR",
      },
    ]);
    await db.prisma.paymentOrder.update({
      where: { id: left.buyCourse.id },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    await reconcileOpenOrders(db.prisma, provider, invoicing);
    expect(await db.prisma.enrollment.count({ where: { userId: payer.userId, courseId } })).toBe(1);
    expect(await usedCount(id)).toBe(1);
    expect(await db.prisma.paymentOrder.findUniqueOrThrow({ where: { id: left.buyCourse.id } })).toMatchObject({
      status: "FAILED",
      couponHeld: false,
    });
  });
});
