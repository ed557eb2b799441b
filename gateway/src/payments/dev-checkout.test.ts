// The built-in test provider (decision 030): with no keys, development buys a course end to end with no network;
// production sells nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, createCourse, signIn } from "../rest/rest-test-helpers.ts";
import { openPaymentProvider } from "./payment-provider.ts";

let gateway: TestGateway;
let courseId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  courseId = (await createCourse(gateway, { title: "Spoken English", pricePaise: 79_900 })).id;
});
afterAll(() => gateway.close());

/** A button of the TEST page: a form post whose redirect is read, not followed. */
const press = (outcome: string, fields: Record<string, string>) =>
  fetch(`${gateway.url}/dev/payments/checkout/${outcome}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("built-in test provider", () => {
  it("pays on its TEST page, delivers the webhook and returns Checkout's fields", async () => {
    const learner = await signIn(gateway);
    const order = await call(gateway, "POST", "/api/payments/orders", {
      token: learner.token,
      body: { course_id: courseId },
    });
    expect(order.status).toBe(201);
    expect(order.json.checkout_url).toMatch(/^\/dev\/payments\/checkout\?order_id=order_/);
    const page = await call(gateway, "GET", order.json.checkout_url);
    expect(page.text).toContain("TEST MODE");
    expect(page.text).toContain("₹799.00");
    for (const label of ["Pay (success)", "Fail", "Close"]) expect(page.text).toContain(label);

    const closed = await press("close", { order_id: order.json.order_id, return_to: "//evil.example/x" });
    expect(closed.status).toBe(303);
    expect(closed.headers.get("location")).toBe("/?payment=closed");

    const paid = await press("pay", { order_id: order.json.order_id, return_to: `/courses/${courseId}` });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!, gateway.url);
    expect(back.pathname).toBe(`/courses/${courseId}`);
    // The webhook got there before the browser: the learner is enrolled even if the page never comes back.
    const prisma = gateway.app.services.db.prisma;
    expect(await prisma.enrollment.count({ where: { userId: learner.user.id, courseId } })).toBe(1);
    const verified = await call(gateway, "POST", "/api/payments/verify", {
      token: learner.token,
      body: Object.fromEntries(back.searchParams),
    });
    expect(verified.status).toBe(200);
    expect(await prisma.enrollment.count({ where: { userId: learner.user.id, courseId } })).toBe(1);
  });

  it("records a failed payment and leaves the order open", async () => {
    const learner = await signIn(gateway);
    const order = await call(gateway, "POST", "/api/payments/orders", {
      token: learner.token,
      body: { course_id: courseId },
    });
    const failed = await press("fail", { order_id: order.json.order_id, return_to: `/courses/${courseId}` });
    expect(failed.headers.get("location")).toBe(`/courses/${courseId}?payment=failed`);
    const row = await gateway.app.services.db.prisma.paymentOrder.findUniqueOrThrow({
      where: { providerOrderId: order.json.order_id },
    });
    expect(row).toMatchObject({ status: "CREATED", failureReason: "Declined on the TEST checkout page" });
  });

  it("is never the provider in production", () => {
    expect(openPaymentProvider({ production: true })).toBeNull();
    expect(openPaymentProvider({ production: false })?.checkoutUrl).toBe("/dev/payments/checkout");
  });
});
