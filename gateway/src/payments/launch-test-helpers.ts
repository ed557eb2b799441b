// A course launch's buyers (docs/payments.md, "Tax invoices"), shared by course-launch.reliability.test.ts and the
// bench's `course-launch` group: each learner buys the same paid course through the GraphQL calls the browser
// makes, pays at the loopback Razorpay fake, and the payment is heard twice at once (the browser's verify and
// Razorpay's webhook); then the checks both make: every buyer charged, enrolled and invoiced once, numbered 1..n.
import { performance } from "node:perf_hooks";
import type { PrismaClient } from "@app/db";
import type { FakeRazorpay } from "../../test/fake-razorpay.ts";
import { call, graphql, type JsonResponse } from "../../test/reliability/http.ts";
import { WEBHOOK_PATH } from "./payments.routes.ts";

export const LAUNCH_KEY_SECRET = "launch-key-secret";
const WEBHOOK_SECRET = "launch-webhook-secret";
/** A learner told the server is busy (load shedding's 503) taps again a second later, up to this many times. */
const RETRIES = 5;
const BUY = `mutation ($courseId: ID!) { buyCourse(courseId: $courseId, placeOfSupply: "27") { orderId } }`;
const CONFIRM = `mutation ($orderId: String!, $paymentId: String!, $signature: String!) {
  confirmCoursePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) { courseId } }`;

/** The gateway's variables for a launch against the fake at `razorpayUrl` (start it with LAUNCH_KEY_SECRET). */
export const launchGatewayEnv = (razorpayUrl: string): Record<string, string> => ({
  RAZORPAY_KEY_ID: "rzp_test_launch",
  RAZORPAY_KEY_SECRET: LAUNCH_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RAZORPAY_API_URL: razorpayUrl,
  // Every buyer at once from one address: the launch, not the rate limiter, is under test here.
  RATE_LIMIT_ACCOUNT_COST_PER_MINUTE: "100000000",
  RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: "100000000",
  RATE_LIMIT_SESSION_COST_PER_MINUTE: "100000000",
});

export interface Launch {
  gatewayUrl: string;
  courseId: string;
  /** One backend token per buyer. */
  tokens: string[];
  razorpay: FakeRazorpay;
  /** The buyers arrive evenly over this many seconds; 0, all at the same moment. */
  windowSeconds: number;
}

export interface LaunchRun {
  /** From the first buyer's tap until the last buyer's payment was answered by both verify and webhook. */
  seconds: number;
  /** Load-shedding answers (503 or service_unavailable) the buyers and the webhook tapped again after. */
  retried: number;
  /** Each buyer's order creation (buyCourse, the provider's order inside it), retries included, in milliseconds. */
  orderMs: number[];
  /** Each buyer's checkout confirmation (verify), retries included, in milliseconds. */
  confirmMs: number[];
  failures: string[];
}

export async function runLaunch({ gatewayUrl, courseId, tokens, razorpay, windowSeconds }: Launch): Promise<LaunchRun> {
  const started = performance.now();
  const failures: string[] = [];
  const orderMs: number[] = [];
  const confirmMs: number[] = [];
  let retried = 0;
  const again = async <T extends JsonResponse>(send: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      const answer = await send();
      const busy = answer.status === 503 || answer.body?.errors?.[0]?.extensions?.code === "service_unavailable";
      if (!busy || attempt === RETRIES) return answer;
      retried++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };
  await Promise.all(
    tokens.map(async (token, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * windowSeconds * 1000) / tokens.length));
      const ordering = performance.now();
      const bought = await again(() => graphql(gatewayUrl, BUY, { courseId }, token));
      orderMs.push(performance.now() - ordering);
      if (bought.body.errors) return void failures.push(`buy: ${JSON.stringify(bought.body.errors)}`);
      const orderId = bought.body.data.buyCourse.orderId as string;
      const paid = razorpay.pay(orderId);
      const payment = razorpay.payments.find((candidate) => candidate.id === paid.paymentId)!;
      const event = razorpay.webhook("payment.captured", payment, WEBHOOK_SECRET);
      const confirming = performance.now();
      const [verify, webhook] = await Promise.all([
        again(() => graphql(gatewayUrl, CONFIRM, { orderId, ...paid }, token)).finally(() =>
          confirmMs.push(performance.now() - confirming),
        ),
        // Razorpay retries a webhook that did not answer 2xx.
        again(() =>
          call(`${gatewayUrl}${WEBHOOK_PATH}`, {
            body: event.body,
            headers: { "x-razorpay-signature": event.signature, "x-razorpay-event-id": `evt_${paid.paymentId}` },
          }),
        ),
      ]);
      if (verify.body.errors) failures.push(`verify: ${JSON.stringify(verify.body.errors)}`);
      if (webhook.status !== 200) failures.push(`webhook ${webhook.status}: ${webhook.text}`);
    }),
  );
  return { seconds: (performance.now() - started) / 1000, retried, orderMs, confirmMs, failures };
}

export interface LaunchChecks {
  chargedOnce: boolean;
  enrolledOnce: boolean;
  invoicedOnce: boolean;
  numberedWithoutGap: boolean;
}

/** What the database and the provider hold after a launch of `buyers` on a fresh course. */
export async function checkLaunch(
  prisma: PrismaClient,
  { courseId, buyers, razorpay }: { courseId: string; buyers: number; razorpay: FakeRazorpay },
): Promise<LaunchChecks> {
  // Charged once: one paid order per buyer, and one payment on each at the provider. (A provider order whose answer
  // timed out under load is made again when the learner taps again; the lost one is never paid.)
  const orders = await prisma.paymentOrder.findMany({ where: { courseId } });
  const paidOrders = new Set(razorpay.payments.map((payment) => payment.order_id));
  const chargedOnce =
    orders.length === buyers &&
    orders.every((order) => order.status === "PAID") &&
    new Set(orders.map((order) => order.userId)).size === buyers &&
    razorpay.payments.length === buyers &&
    paidOrders.size === buyers &&
    orders.every((order) => order.providerOrderId !== null && paidOrders.has(order.providerOrderId));
  const enrolledOnce = (await prisma.enrollment.count({ where: { courseId } })) === buyers;
  const invoices = await prisma.taxInvoice.findMany({ where: { order: { courseId } }, orderBy: { number: "asc" } });
  const invoicedOnce =
    invoices.length === buyers && new Set(invoices.map((invoice) => invoice.orderId)).size === buyers;
  const year = /^VP\/(\d{4}-\d{2})\//.exec(invoices[0]?.number ?? "")?.[1];
  const numberedWithoutGap = invoices.every(
    (invoice, index) => invoice.number === `VP/${year}/${String(index + 1).padStart(6, "0")}`,
  );
  return { chargedOnce, enrolledOnce, invoicedOnce, numberedWithoutGap: invoicedOnce && numberedWithoutGap };
}
