// Buying a course over the real gateway and the real `razorpay` SDK, pointed at a loopback fake of Razorpay's API
// (docs/payments.md): the amount comes from the server, a verified payment enrols exactly once, and a learner whose
// browser never comes back is enrolled by the webhook or the reconciliation job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reconcileOpenOrders } from "@app/schema";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { startFakeRazorpay, type FakeRazorpay } from "../../test/fake-razorpay.ts";
import { call, createCourse, signIn } from "../rest/rest-test-helpers.ts";
import { WEBHOOK_PATH } from "./payments.routes.ts";
import { invoiceSettingsOf } from "./invoice-settings.ts";

const KEY_ID = "rzp_test_loopback";
const KEY_SECRET = "loopback-key-secret";
const WEBHOOK_SECRET = "loopback-webhook-secret";

let gateway: TestGateway;
let razorpay: FakeRazorpay;
let paidCourseId: string;

beforeAll(async () => {
  razorpay = await startFakeRazorpay(KEY_SECRET);
  gateway = await startTestGateway({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: razorpay.url,
  });
  paidCourseId = (await createCourse(gateway, { title: "Data Science", pricePaise: 149_900 })).id;
});
afterAll(async () => {
  await gateway.close();
  await razorpay.close();
});

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await call(gateway, "POST", "/graphql", { token, body: { query, variables } });
  return response.json as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] };
}

const BUY = `mutation ($courseId: ID!) { buyCourse(courseId: $courseId) { orderId keyId amountPaise currency checkoutUrl } }`;
const CONFIRM = `mutation ($orderId: String!, $paymentId: String!, $signature: String!) {
  confirmCoursePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) { courseId status }
}`;

async function buy(token: string, courseId = paidCourseId) {
  const result = await graphql(token, BUY, { courseId });
  expect(result.errors).toBeUndefined();
  return result.data!.buyCourse as { orderId: string; keyId: string; amountPaise: number; currency: string };
}

const enrolments = (userId: string, courseId = paidCourseId) =>
  gateway.app.services.db.prisma.enrollment.count({ where: { userId, courseId } });
const orderRow = (orderId: string) =>
  gateway.app.services.db.prisma.paymentOrder.findUniqueOrThrow({ where: { providerOrderId: orderId } });

describe("checkout", () => {
  it("refuses a free enrolment in a paid course, and answers its price in paise and rupees", async () => {
    const learner = await signIn(gateway);
    const result = await graphql(
      learner.token,
      `
        mutation ($id: ID!) {
          enroll(courseId: $id) {
            id
          }
        }
      `,
      {
        id: paidCourseId,
      },
    );
    expect(result.errors?.[0].extensions?.code).toBe("payment_required");
    const rest = await call(gateway, "POST", "/api/enrollments", {
      token: learner.token,
      body: { course_id: paidCourseId },
    });
    expect(rest.status).toBe(402);
    const course = await graphql(
      learner.token,
      `
        query ($id: ID!) {
          course(id: $id) {
            price
            pricePaise
            currency
          }
        }
      `,
      {
        id: paidCourseId,
      },
    );
    expect(course.data?.course).toEqual({ price: 1499, pricePaise: 149_900, currency: "INR" });
    expect(await enrolments(learner.user.id)).toBe(0);
  });

  it("makes one order with the server's amount, however many clicks", async () => {
    const learner = await signIn(gateway);
    const before = razorpay.requests.length;
    const orders = await Promise.all([1, 2, 3, 4].map(() => buy(learner.token)));
    const again = await buy(learner.token);
    expect(new Set([...orders, again].map((order) => order.orderId)).size).toBe(1);
    expect(again).toMatchObject({ keyId: KEY_ID, amountPaise: 149_900, currency: "INR", checkoutUrl: null });
    const sent = razorpay.requests.slice(before).filter((request) => request.path === "/v1/orders");
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent[0]).toMatchObject({ method: "POST", keyId: KEY_ID, body: { amount: 149_900, currency: "INR" } });
    const rows = await gateway.app.services.db.prisma.paymentOrder.count({ where: { userId: learner.user.id } });
    expect(rows).toBe(1);
  });

  it("enrols once on a valid signature and refuses forged, replayed and borrowed ones", async () => {
    const learner = await signIn(gateway);
    const other = await signIn(gateway);
    const order = await buy(learner.token);
    const paid = razorpay.pay(order.orderId);
    const forged = await graphql(learner.token, CONFIRM, {
      ...order,
      paymentId: paid.paymentId,
      signature: "0".repeat(64),
    });
    expect(forged.errors?.[0].extensions?.code).toBe("payment_invalid");
    const borrowed = await graphql(other.token, CONFIRM, { orderId: order.orderId, ...paid });
    expect(borrowed.errors?.[0].extensions?.code).toBe("payment_invalid");
    expect(await enrolments(learner.user.id)).toBe(0);

    // The course's price changes between order and payment: the order's amount stands.
    await gateway.app.services.db.prisma.course.update({ where: { id: paidCourseId }, data: { pricePaise: 199_900 } });
    const confirmed = await Promise.all(
      [1, 2, 3].map(() => graphql(learner.token, CONFIRM, { orderId: order.orderId, ...paid })),
    );
    for (const result of confirmed)
      expect(result.data?.confirmCoursePayment).toEqual({ courseId: paidCourseId, status: "active" });
    expect(await enrolments(learner.user.id)).toBe(1);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: "PAID",
      paymentId: paid.paymentId,
      amountPaise: 149_900,
    });
    await gateway.app.services.db.prisma.course.update({ where: { id: paidCourseId }, data: { pricePaise: 149_900 } });

    // Another payment id signed for a different order is no proof for this one.
    const second = await buy(other.token);
    const otherPaid = razorpay.pay(second.orderId);
    const mixed = await graphql(other.token, CONFIRM, {
      orderId: second.orderId,
      paymentId: paid.paymentId,
      signature: otherPaid.signature,
    });
    expect(mixed.errors?.[0].extensions?.code).toBe("payment_invalid");
    const bought = await graphql(learner.token, BUY, { courseId: paidCourseId });
    expect(bought.errors?.[0].extensions?.code).toBe("already_enrolled");
  });

  it("says the provider is down without leaving an order behind", async () => {
    const learner = await signIn(gateway);
    razorpay.down = true;
    try {
      const result = await graphql(learner.token, BUY, { courseId: paidCourseId });
      expect(result.errors?.[0].extensions?.code).toBe("service_unavailable");
    } finally {
      razorpay.down = false;
    }
    expect(await gateway.app.services.db.prisma.paymentOrder.count({ where: { userId: learner.user.id } })).toBe(0);
  });
});

async function deliver(body: string, signature: string, eventId: string) {
  return call(gateway, "POST", WEBHOOK_PATH, {
    rawBody: body,
    headers: { "x-razorpay-signature": signature, "x-razorpay-event-id": eventId },
  });
}

describe("a browser that never comes back", () => {
  it("is enrolled by the webhook, once, whatever the order and number of deliveries", async () => {
    const learner = await signIn(gateway);
    const order = await buy(learner.token);
    const { paymentId } = razorpay.pay(order.orderId);
    const payment = razorpay.payments.find((each) => each.id === paymentId)!;
    const captured = razorpay.webhook("payment.captured", payment, WEBHOOK_SECRET);
    const forged = await deliver(captured.body, "f".repeat(64), "evt_forged");
    expect(forged.status).toBe(400);
    const tampered = await deliver(captured.body.replace("149900", "100"), captured.signature, "evt_tampered");
    expect(tampered.status).toBe(400);
    expect(await enrolments(learner.user.id)).toBe(0);

    const failed = razorpay.webhook("payment.failed", { ...payment, status: "failed" }, WEBHOOK_SECRET);
    const paidEvent = razorpay.webhook("order.paid", payment, WEBHOOK_SECRET);
    const answers = await Promise.all([
      deliver(captured.body, captured.signature, "evt_captured"),
      deliver(captured.body, captured.signature, "evt_captured"),
      deliver(paidEvent.body, paidEvent.signature, "evt_paid"),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // A late failure of an earlier attempt never undoes the payment.
    expect((await deliver(failed.body, failed.signature, "evt_failed")).status).toBe(200);
    expect((await deliver(captured.body, captured.signature, "evt_captured")).json).toEqual({ status: "duplicate" });
    expect(await enrolments(learner.user.id)).toBe(1);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "PAID", paymentId });
  });

  it("never enrols for a captured amount other than the order's", async () => {
    const learner = await signIn(gateway);
    const order = await buy(learner.token);
    const { paymentId } = razorpay.pay(order.orderId, "captured", 100);
    const payment = razorpay.payments.find((each) => each.id === paymentId)!;
    const event = razorpay.webhook("payment.captured", payment, WEBHOOK_SECRET);
    expect((await deliver(event.body, event.signature, "evt_small")).json).toEqual({ status: "amount_mismatch" });
    expect(await enrolments(learner.user.id)).toBe(0);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "CREATED" });
  });

  it("is enrolled by the reconciliation job when no webhook arrives", async () => {
    const learner = await signIn(gateway);
    const order = await buy(learner.token);
    razorpay.pay(order.orderId, "failed");
    razorpay.pay(order.orderId);
    const provider = gateway.app.services.payments!;
    const prisma = gateway.app.services.db.prisma;
    razorpay.down = true;
    try {
      const outage = await reconcileOpenOrders(prisma, provider, invoiceSettingsOf(gateway.app.services.config));
      expect(outage.unanswered).toBeGreaterThanOrEqual(1);
    } finally {
      razorpay.down = false;
    }
    expect(await enrolments(learner.user.id)).toBe(0);
    const run = await reconcileOpenOrders(prisma, provider, invoiceSettingsOf(gateway.app.services.config));
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect(await enrolments(learner.user.id)).toBe(1);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "PAID" });
    // A day later an order never paid is closed, and the job stops asking about it.
    const late = await signIn(gateway);
    const stale = await buy(late.token);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await reconcileOpenOrders(prisma, provider, invoiceSettingsOf(gateway.app.services.config), tomorrow);
    expect(await orderRow(stale.orderId)).toMatchObject({ status: "FAILED", openKey: null });
  });
});

describe("REST", () => {
  it("buys and verifies with Checkout's field names", async () => {
    const learner = await signIn(gateway);
    const order = await call(gateway, "POST", "/api/payments/orders", {
      token: learner.token,
      body: { course_id: paidCourseId },
    });
    expect(order.status).toBe(201);
    expect(order.json).toMatchObject({ key_id: KEY_ID, amount_paise: 149_900, currency: "INR", checkout_url: null });
    const { paymentId, signature } = razorpay.pay(order.json.order_id);
    const body = {
      razorpay_order_id: order.json.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    };
    const forged = await call(gateway, "POST", "/api/payments/verify", {
      token: learner.token,
      body: { ...body, razorpay_signature: "a".repeat(64) },
    });
    expect(forged.status).toBe(400);
    const verified = await call(gateway, "POST", "/api/payments/verify", { token: learner.token, body });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ course_id: paidCourseId, status: "active" });
    expect(await enrolments(learner.user.id)).toBe(1);
  });

  it("takes a coupon and the place of supply: the discounted amount, and a 100% coupon enrols with no payment", async () => {
    const prisma = gateway.app.services.db.prisma;
    await prisma.coupon.createMany({
      data: [
        { code: "RESTTWENTY", kind: "PERCENT", value: 20, courseId: paidCourseId },
        { code: "RESTFREE", kind: "PERCENT", value: 100, courseId: paidCourseId },
      ],
    });
    const learner = await signIn(gateway);
    const order = await call(gateway, "POST", "/api/payments/orders", {
      token: learner.token,
      body: { course_id: paidCourseId, coupon_code: "resttwenty", place_of_supply: "27" },
    });
    expect(order.status).toBe(201);
    expect(order.json).toMatchObject({ amount_paise: 119_920, discount_paise: 29_980, status: "created" });
    expect(await orderRow(order.json.order_id)).toMatchObject({ placeOfSupply: "27" });

    const unknown = await call(gateway, "POST", "/api/payments/orders", {
      token: learner.token,
      body: { course_id: paidCourseId, coupon_code: "NOSUCHCODE" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: "There is no coupon with this code" });
    const badState = await call(gateway, "POST", "/api/payments/orders", {
      token: learner.token,
      body: { course_id: paidCourseId, place_of_supply: "Maharashtra" },
    });
    expect(badState.status).toBe(400);

    const scholar = await signIn(gateway);
    const free = await call(gateway, "POST", "/api/payments/orders", {
      token: scholar.token,
      body: { course_id: paidCourseId, coupon_code: "RESTFREE" },
    });
    expect(free.status).toBe(201);
    expect(free.json).toMatchObject({ amount_paise: 0, discount_paise: 149_900, status: "paid" });
    expect(await enrolments(scholar.user.id)).toBe(1);
  });
});
