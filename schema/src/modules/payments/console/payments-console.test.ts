// The console's Payments section on the real database (docs/payments.md, Console): who sees which orders, the
// filters and search, revenue by month in India's time, and scholarships granted with a reason in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";
import { lastMonths } from "./payments-console.service.ts";

let db: Database;
let admin: Viewer;
let owner: Viewer;
let learner: Viewer;
let ownCourse: string;
let otherCourse: string;
let orderSeq = 0;

const as = (viewer: Viewer) => createTestContext({ db, viewer });

async function order(userId: string, courseId: string, amountPaise: number, status: "PAID" | "CREATED", paidAt?: Date) {
  return db.prisma.paymentOrder.create({
    data: {
      userId,
      courseId,
      provider: "razorpay",
      providerOrderId: `order_console${++orderSeq}`,
      amountPaise,
      status,
      paidAt: status === "PAID" ? (paidAt ?? new Date()) : null,
      paymentId: status === "PAID" ? `pay_console${orderSeq}` : null,
    },
  });
}

beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  owner = await createLearner(db, "instructor");
  learner = await createLearner(db);
  ownCourse = (await createCourseWithLessons(db, { title: "Data Science", pricePaise: 149_900 })).id;
  otherCourse = (await createCourseWithLessons(db, { title: "Spoken English", pricePaise: 79_900 })).id;
  await db.prisma.course.update({ where: { id: ownCourse }, data: { ownerId: owner.userId } });
  // 31 October 20:00 UTC is 1 November in India.
  await order(learner.userId, ownCourse, 149_900, "PAID", new Date("2026-10-31T20:00:00Z"));
  await order(learner.userId, otherCourse, 79_900, "PAID", new Date("2026-10-15T10:00:00Z"));
  await order(admin.userId, ownCourse, 149_900, "CREATED");
});
afterAll(() => db.close());

const ORDERS = `query ($status: PaymentOrderStatus, $search: String) {
  staffOrders(status: $status, search: $search, limit: 10, offset: 0) {
    total items { orderId status amountPaise course { title } learner { email } }
  }
}`;
type Orders = { staffOrders: { total: number; items: { orderId: string; course: { title: string } }[] } };

describe("orders in the console", () => {
  it("shows admins every order and instructors their own courses' only", async () => {
    const all = (await execute(as(admin), ORDERS)).data as Orders;
    expect(all.staffOrders.total).toBe(3);
    const own = (await execute(as(owner), ORDERS)).data as Orders;
    expect(own.staffOrders.items.map((item) => item.course.title)).toEqual(["Data Science", "Data Science"]);
    expect((await execute(as(learner), ORDERS)).errors?.[0]?.extensions?.code).toBe("forbidden");
  });

  it("filters by status and finds an order by the learner's email or its id", async () => {
    const paid = (await execute(as(admin), ORDERS, { status: "PAID" })).data as Orders;
    expect(paid.staffOrders.total).toBe(2);
    const email = (await db.prisma.user.findUniqueOrThrow({ where: { id: learner.userId } })).email;
    const byEmail = (await execute(as(admin), ORDERS, { search: email.slice(0, 12).toUpperCase() })).data as Orders;
    expect(byEmail.staffOrders.total).toBe(2);
    const byId = (await execute(as(admin), ORDERS, { search: "order_console2" })).data as Orders;
    expect(byId.staffOrders.items.map((item) => item.orderId)).toEqual(["order_console2"]);
  });

  it("sums revenue by month in India's time, every month present", async () => {
    const query = `{ revenueByMonth(months: 36) { month amountPaise orders } }`;
    const rows = ((await execute(as(admin), query)).data as { revenueByMonth: { month: string }[] }).revenueByMonth;
    expect(rows).toHaveLength(36);
    expect(rows).toContainEqual({ month: "2026-11", amountPaise: 149_900, orders: 1 });
    expect(rows).toContainEqual({ month: "2026-10", amountPaise: 79_900, orders: 1 });
    const own = ((await execute(as(owner), query)).data as { revenueByMonth: { amountPaise: number }[] })
      .revenueByMonth;
    expect(own.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(149_900);
  });

  it("counts months back across a year's end", () => {
    expect(lastMonths(new Date("2027-01-31T19:00:00Z"), 3)).toEqual(["2026-12", "2027-01", "2027-02"]);
    expect(lastMonths(new Date("2027-01-15T00:00:00Z"), 3)).toEqual(["2026-11", "2026-12", "2027-01"]);
  });
});

const GRANT = `mutation ($courseId: ID!, $email: String, $reason: String!) {
  grantFreeEnrolment(courseId: $courseId, email: $email, reason: $reason) { id reason learner { email } course { id } }
}`;

describe("scholarships", () => {
  it("lets an admin enrol a learner free with a reason, in the audit log and the list", async () => {
    const scholar = await createLearner(db, "student", "Ravi Kumar");
    const email = (await db.prisma.user.findUniqueOrThrow({ where: { id: scholar.userId } })).email;
    const open = await order(scholar.userId, ownCourse, 149_900, "CREATED");
    await db.prisma.paymentOrder.update({
      where: { id: open.id },
      data: { openKey: `${scholar.userId}:${ownCourse}` },
    });
    const reason = "Merit scholarship, 2026 batch";
    const result = await execute(as(admin), GRANT, { courseId: ownCourse, email: email.toUpperCase(), reason });
    expect(result.errors).toBeUndefined();
    const grant = (result.data as { grantFreeEnrolment: { id: string } }).grantFreeEnrolment;
    expect(await db.prisma.enrollment.count({ where: { userId: scholar.userId, courseId: ownCourse } })).toBe(1);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { entity: "Scholarship", entityId: grant.id } });
    expect(audit).toMatchObject({ action: "grant_free_enrolment", actorId: admin.userId });
    expect(JSON.stringify(audit.changes)).toContain(reason);
    expect(await db.prisma.paymentOrder.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({
      status: "FAILED",
      openKey: null,
    });
    const listed = (await execute(as(owner), `{ scholarships { reason learner { email } } }`)).data;
    expect(listed).toEqual({ scholarships: [{ reason, learner: { email } }] });

    const twice = await execute(as(admin), GRANT, { courseId: ownCourse, email, reason });
    expect(twice.errors?.[0]?.extensions?.code).toBe("already_enrolled");
  });

  it("is an admin's: instructors may not, and an unknown email changes nothing", async () => {
    const args = { courseId: ownCourse, email: "nobody@example.com", reason: "Fee waiver" };
    expect((await execute(as(owner), GRANT, args)).errors?.[0]?.extensions?.code).toBe("forbidden");
    expect((await execute(as(admin), GRANT, args)).errors?.[0]?.extensions?.code).toBe("not_found");
    const blank = await execute(as(admin), GRANT, { ...args, reason: " " });
    expect(blank.errors?.[0]?.extensions?.code).toBe("invalid_input");
  });
});
