// A purchase's tax invoice, its PDF and a refund with its credit note over the real gateway and the real `razorpay`
// SDK, pointed at a loopback fake of Razorpay's API (docs/payments.md, "Tax invoices" and "Refunds").
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { startFakeRazorpay, type FakeRazorpay } from "../../test/fake-razorpay.ts";
import { call, createCourse, signIn } from "../rest/rest-test-helpers.ts";
import { WEBHOOK_PATH } from "./payments.routes.ts";
import { startPaymentMailWorker } from "./payment-mail.ts";
import { mailbox } from "../auth/auth-test-helpers.ts";

/** The buyer's mails whose subject names the document, once the queue has sent them (a few seconds at most). */
async function mailsNaming(to: string, number: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = (await mailbox(gateway.url, to)).filter((mail) => mail.subject.includes(number));
    if (found.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return [];
}

const KEY_SECRET = "loopback-key-secret";
const WEBHOOK_SECRET = "loopback-webhook-secret";

let gateway: TestGateway;
let razorpay: FakeRazorpay;
let courseId: string;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  razorpay = await startFakeRazorpay(KEY_SECRET);
  gateway = await startTestGateway({
    RAZORPAY_KEY_ID: "rzp_test_loopback",
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: razorpay.url,
    GST_LEGAL_NAME: "VidyaPath Learning Pvt Ltd",
    GST_ADDRESS: "12 MG Road, Bengaluru 560001",
    GSTIN: "29ABCDE1234F1Z5",
    GST_STATE: "29",
  });
  courseId = (await createCourse(gateway, { title: "डेटा साइंस (Data Science)", pricePaise: 149_900 })).id;
  await startPaymentMailWorker(gateway.app.services);
  admin = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await razorpay?.close();
});

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await call(gateway, "POST", "/graphql", { token, body: { query, variables } });
  return response.json as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
}

const BUY = `mutation ($courseId: ID!, $state: String) { buyCourse(courseId: $courseId, placeOfSupply: $state) { orderId } }`;
const CONFIRM = `mutation ($orderId: String!, $paymentId: String!, $signature: String!) {
  confirmCoursePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) { courseId }
}`;
const PURCHASES = `{ myPurchases(limit: 5) { id status amountPaise invoice { id number placeOfSupply taxablePaise
  cgstPaise sgstPaise igstPaise downloadPath creditNote { number downloadPath } } } myPlaceOfSupply }`;
const REFUND = `mutation ($id: ID!, $reason: String!) { refundPayment(paymentId: $id, reason: $reason) { status
  invoice { creditNote { number totalPaise } } } }`;

async function purchase(state: string | null) {
  const learner = await signIn(gateway);
  const bought = await graphql(learner.token, BUY, { courseId, state });
  expect(bought.errors).toBeUndefined();
  const orderId = bought.data!.buyCourse.orderId as string;
  const paid = razorpay.pay(orderId);
  expect((await graphql(learner.token, CONFIRM, { orderId, ...paid })).errors).toBeUndefined();
  const purchases = await graphql(learner.token, PURCHASES);
  return { learner, paid, purchase: purchases.data!.myPurchases[0], purchases: purchases.data! };
}

const pdf = (path: string, token?: string) =>
  fetch(`${gateway.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("tax invoice", () => {
  it("is issued on capture with the learner's state, listed in Purchases and downloadable by its buyer only", async () => {
    const bad = await graphql((await signIn(gateway)).token, BUY, { courseId, state: "99" });
    expect(bad.errors?.[0].extensions?.code).toBe("place_of_supply_invalid");

    const { learner, purchase: bought, purchases } = await purchase("07");
    expect(purchases.myPlaceOfSupply).toBe("07");
    expect(bought).toMatchObject({
      status: "paid",
      amountPaise: 149_900,
      invoice: { placeOfSupply: "07", taxablePaise: 127_034, cgstPaise: 0, sgstPaise: 0, igstPaise: 22_866 },
    });
    expect(bought.invoice.number).toMatch(/^VP\/20\d\d-\d\d\/\d{6}$/);

    const own = await pdf(bought.invoice.downloadPath, learner.token);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await own.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await pdf(bought.invoice.downloadPath)).status).toBe(401);
    const stranger = await signIn(gateway);
    expect((await pdf(bought.invoice.downloadPath, stranger.token)).status).toBe(404);
    expect((await pdf(bought.invoice.downloadPath, admin.token)).status).toBe(200);

    const mails = await mailsNaming(learner.user.email, bought.invoice.number);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("/profile?section=purchases");

    // Within the operator's state the tax is CGST and SGST in halves.
    const local = await purchase("29");
    expect(local.purchase.invoice).toMatchObject({ cgstPaise: 11_433, sgstPaise: 11_433, igstPaise: 0 });
  });
});

describe("refund", () => {
  it("refunds once through the provider, ends access, issues a credit note and ignores the webhook after", async () => {
    const { learner, paid, purchase: bought } = await purchase("07");
    const prisma = gateway.app.services.db.prisma;
    const learnerTry = await graphql(learner.token, REFUND, { id: bought.id, reason: "Changed my mind" });
    expect(learnerTry.errors?.[0].extensions?.code).toBe("forbidden");

    razorpay.down = true;
    try {
      const outage = await graphql(admin.token, REFUND, { id: bought.id, reason: "Course not as described" });
      expect(outage.errors?.[0].extensions?.code).toBe("service_unavailable");
    } finally {
      razorpay.down = false;
    }
    expect(await prisma.enrollment.count({ where: { userId: learner.user.id, courseId } })).toBe(1);

    const [first, second] = await Promise.all(
      [1, 2].map(() => graphql(admin.token, REFUND, { id: bought.id, reason: "Course not as described" })),
    );
    const done = [first, second].find((result) => !result.errors)!;
    const refused = [first, second].find((result) => result.errors)!;
    expect(refused.errors?.[0].extensions?.code).toBe("already_refunded");
    expect(done.data!.refundPayment).toMatchObject({
      status: "refunded",
      invoice: { creditNote: { totalPaise: 149_900 } },
    });
    expect(done.data!.refundPayment.invoice.creditNote.number).toMatch(/^VP\/CN\/20\d\d-\d\d\/\d{6}$/);
    const sent = razorpay.refunds.filter((refund) => refund.payment_id === paid.paymentId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: 149_900, notes: { orderId: bought.id } });
    expect(await prisma.enrollment.count({ where: { userId: learner.user.id, courseId } })).toBe(0);
    expect(await prisma.auditEntry.count({ where: { entity: "PaymentOrder", entityId: bought.id } })).toBe(1);
    expect(await prisma.notification.count({ where: { recipientId: learner.user.id, kind: "PAYMENT_REFUNDED" } })).toBe(
      1,
    );

    // Razorpay's refund.processed for the same refund changes nothing.
    const body = JSON.stringify({
      entity: "event",
      event: "refund.processed",
      payload: { refund: { entity: { id: sent[0].id, payment_id: paid.paymentId, amount: 149_900 } } },
    });
    const signature = crypto.createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
    const hook = await call(gateway, "POST", WEBHOOK_PATH, {
      rawBody: body,
      headers: { "x-razorpay-signature": signature, "x-razorpay-event-id": "evt_refund_1" },
    });
    expect(hook.json).toEqual({ status: "already_refunded" });
    expect(await prisma.creditNote.count({ where: { invoiceId: bought.invoice.id } })).toBe(1);

    const creditNoteNumber = done.data!.refundPayment.invoice.creditNote.number as string;
    expect(await mailsNaming(learner.user.email, creditNoteNumber)).toHaveLength(1);

    // The month's GST summary: the invoice, and the credit note as a negative row; admins only.
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const csv = await pdf(`/api/admin/payments/gst.csv?month=${month}`, admin.token);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe("number,date,place_of_supply,taxable_value,cgst,sgst,igst,total");
    expect(lines.find((line) => line.startsWith(`${bought.invoice.number},`))).toMatch(
      new RegExp(`^[^,]+,${month}-\\d\\d,07,1270\\.34,0\\.00,0\\.00,228\\.66,1499\\.00$`),
    );
    expect(lines.find((line) => line.startsWith(`${creditNoteNumber},`))).toMatch(
      /,07,-1270\.34,0\.00,0\.00,-228\.66,-1499\.00$/,
    );
    expect((await pdf(`/api/admin/payments/gst.csv?month=${month}`, learner.token)).status).toBe(403);

    const mine = await graphql(learner.token, PURCHASES);
    expect(mine.data!.myPurchases[0]).toMatchObject({ status: "refunded" });
    const note = await pdf(mine.data!.myPurchases[0].invoice.creditNote.downloadPath, learner.token);
    expect(note.status).toBe(200);
  });

  it("refuses a payment older than the refund window", async () => {
    const { purchase: bought } = await purchase("29");
    await gateway.app.services.db.prisma.paymentOrder.update({
      where: { id: bought.id },
      data: { paidAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) },
    });
    const late = await graphql(admin.token, REFUND, { id: bought.id, reason: "Asked after two weeks" });
    expect(late.errors?.[0].extensions?.code).toBe("refund_window_closed");
  });
});

describe("invoice mail job", () => {
  it("is written by the transaction that issues the document: rolled back, there is none", async () => {
    const { jobs, db } = gateway.app.services;
    const prisma = db.prisma;
    const jobsFor = async (id: string) =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'payment-mail' AND data->>'id' = $1`,
          [id],
        )
      )[0].n;
    // Ids no document has: the worker, should it run them, finds nothing to mail.
    const [rolledBack, committed] = [crypto.randomUUID(), crypto.randomUUID()];
    await jobs.ready("payment-mail");
    await expect(
      prisma.$transaction(async (tx) => {
        await jobs.send("payment-mail", { kind: "invoice", id: rolledBack }, { transaction: tx });
        throw new Error("the settlement failed after queueing");
      }),
    ).rejects.toThrow("the settlement failed");
    await prisma.$transaction((tx) =>
      jobs.send("payment-mail", { kind: "invoice", id: committed }, { transaction: tx }),
    );
    expect(await jobsFor(rolledBack)).toBe(0);
    expect(await jobsFor(committed)).toBe(1);
  });
});
