// A gateway that closes leaves nothing of itself behind in the process: the job queue it handed to notify() and to
// the tax documents' mail at start goes with it, so a gateway started after it in the same process (the next test
// file in a worker, vitest.config.ts) settles a payment and notifies without touching the closed one's database.
import { afterAll, expect, it, vi } from "vitest";
import { notify } from "@app/schema";
import { startTestGateway } from "../test/start-gateway.ts";
import { startFakeRazorpay } from "../test/fake-razorpay.ts";
import { call, createCourse, signIn } from "./rest/rest-test-helpers.ts";
import { startNotificationWorker } from "./jobs/notification-delivery.ts";
import { startPaymentMailWorker } from "./payments/payment-mail.ts";

const KEY_SECRET = "loopback-key-secret";
const razorpay = await startFakeRazorpay(KEY_SECRET);
afterAll(() => razorpay.close());

it("a gateway started after another closed settles a payment and notifies on its own", async () => {
  const first = await startTestGateway();
  await startPaymentMailWorker(first.app.services);
  await startNotificationWorker(first.app.services, { send: async () => "sent" });
  await first.close();

  const gateway = await startTestGateway({
    RAZORPAY_KEY_ID: "rzp_test_loopback",
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_API_URL: razorpay.url,
  });
  const errors = vi.spyOn(console, "error");
  try {
    const course = await createCourse(gateway, { title: "Data Science", pricePaise: 149_900 });
    const learner = await signIn(gateway);
    const graphql = async (query: string, variables: Record<string, unknown>) =>
      (await call(gateway, "POST", "/graphql", { token: learner.token, body: { query, variables } })).json as {
        data?: { buyCourse?: { orderId: string }; confirmCoursePayment?: { status: string } };
        errors?: unknown[];
      };
    const bought = await graphql(
      `
        mutation ($id: ID!) {
          buyCourse(courseId: $id) {
            orderId
          }
        }
      `,
      { id: course.id },
    );
    expect(bought.errors).toBeUndefined();
    const orderId = bought.data!.buyCourse!.orderId;
    const confirmed = await graphql(
      `
        mutation ($orderId: String!, $paymentId: String!, $signature: String!) {
          confirmCoursePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {
            status
          }
        }
      `,
      { orderId, ...razorpay.pay(orderId) },
    );
    expect(confirmed).toEqual({ data: { confirmCoursePayment: { status: "active" } } });
    const prisma = gateway.app.services.db.prisma;
    expect(await prisma.taxInvoice.count({ where: { order: { providerOrderId: orderId } } })).toBe(1);
    // Issued without a mail because this gateway has no mail worker, not because a closed queue was asked.
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/queue not ready|closed/);

    // No queue of its own was handed over: the notification is recorded, and no closed queue is asked to send it.
    await notify(prisma, {
      kind: "NEW_LESSON",
      userIds: [learner.user.id],
      params: { courseTitle: "Data Science", lessonTitle: "Vectors" },
      link: `/courses/${course.id}`,
    });
    expect(await prisma.notification.count({ where: { recipientId: learner.user.id, kind: "NEW_LESSON" } })).toBe(1);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/closed/);
  } finally {
    errors.mockRestore();
    await gateway.close();
  }
});
