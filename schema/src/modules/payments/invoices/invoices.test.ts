// Invoices are issued with the payment's settlement, exactly once, numbered without a gap or a duplicate however
// many captures arrive at once (the real services on the test database).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createCourseWithLessons } from "../../../testing/learning-fixtures.ts";
import { applyProviderPayment, settleOrder } from "../payments.service.ts";
import type { InvoiceSettings } from "./invoices.service.ts";
import { financialYear } from "./gst.ts";

const SETTINGS: InvoiceSettings = {
  prefix: "VPT",
  legalName: "VidyaPath Learning Pvt Ltd",
  address: "12 MG Road, Bengaluru 560001",
  gstin: "29ABCDE1234F1Z5",
  state: "29",
  refundWindowDays: 7,
};

const CAPTURES = 20;

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function paidOrders(count: number, placeOfSupply: string | null) {
  const course = await createCourseWithLessons(db, { title: "Data Science", pricePaise: 149_900, lessons: 1 });
  const tag = crypto.randomUUID().slice(0, 8);
  const users = await db.prisma.user.createManyAndReturn({
    data: Array.from({ length: count }, (_, index) => ({
      authId: `${tag}-${index}`,
      email: `${tag}-${index}@example.com`,
      name: `Learner ${index}`,
    })),
  });
  return db.prisma.paymentOrder.createManyAndReturn({
    data: users.map((user, index) => ({
      userId: user.id,
      courseId: course.id,
      provider: "razorpay",
      providerOrderId: `order_${tag}_${index}`,
      amountPaise: 149_900,
      placeOfSupply,
    })),
  });
}

describe("tax invoices", () => {
  // 20 captures, each heard twice: 40 settlements at once, four times the default PostgreSQL pool; they wait their
  // turn in the process, not on the year's counter row (decision 040). A course launch's 200 buyers are the
  // reliability suite's (gateway/src/payments/course-launch.reliability.test.ts).
  it("numbers 20 concurrent captures 1..20, each once, however often each is heard", async () => {
    const orders = await paidOrders(CAPTURES, "07");
    const year = financialYear(new Date());
    const before = await db.prisma.taxInvoice.count();
    // Each capture heard twice at once, as the browser's verify and the webhook may be.
    const outcomes = await Promise.all(
      orders.flatMap((order, index) =>
        [1, 2].map(() =>
          applyProviderPayment(
            db.prisma,
            {
              id: `pay_${index}_${order.id.slice(0, 8)}`,
              orderId: order.providerOrderId,
              status: "captured",
              amountPaise: 149_900,
              currency: "INR",
            },
            SETTINGS,
          ),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "settled")).toHaveLength(CAPTURES);
    expect(before).toBe(0);
    const invoices = await db.prisma.taxInvoice.findMany({ orderBy: { number: "asc" } });
    expect(invoices.map((invoice) => invoice.number)).toEqual(
      Array.from({ length: CAPTURES }, (_, index) => `VPT/${year}/${String(index + 1).padStart(6, "0")}`),
    );
    expect(new Set(invoices.map((invoice) => invoice.orderId)).size).toBe(CAPTURES);
    expect(invoices[0]).toMatchObject({
      placeOfSupply: "07",
      sellerState: "29",
      sellerGstin: "29ABCDE1234F1Z5",
      courseTitle: "Data Science",
      sac: "999293",
      totalPaise: 149_900,
      taxablePaise: 127_034,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 22_866,
    });
    expect(invoices[0].buyerName).toMatch(/^Learner \d+$/);
    expect(await db.prisma.enrollment.count({ where: { courseId: orders[0].courseId } })).toBe(CAPTURES);
    const told = await db.prisma.notification.count({ where: { kind: "PAYMENT_RECEIVED" } });
    expect(told).toBe(CAPTURES);
  });

  it("takes the operator's state as the place of supply when the learner's was never asked, and no number back", async () => {
    const [order] = await paidOrders(1, null);
    const last = await db.prisma.taxDocumentCounter.findFirstOrThrow({ where: { series: "invoice" } });
    expect(await settleOrder(db.prisma, order, "pay_local", SETTINGS)).toBe(true);
    expect(await settleOrder(db.prisma, order, "pay_local", SETTINGS)).toBe(false);
    const invoice = await db.prisma.taxInvoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(invoice).toMatchObject({ placeOfSupply: "29", cgstPaise: 11_433, sgstPaise: 11_433, igstPaise: 0 });
    expect(invoice.number.endsWith(String(last.last + 1).padStart(6, "0"))).toBe(true);
  });
});
