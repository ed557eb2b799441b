// A loopback fake of Razorpay's Orders, Payments and Refunds endpoints (https://razorpay.com/docs/api/orders/,
// https://razorpay.com/docs/api/refunds/) for tests:
// the real SDK is pointed at it, it records what was sent, and it makes payments with the documented signature
// (HMAC-SHA256 of `order_id|payment_id` with the key secret) and webhook bodies signed with the webhook secret.
import crypto from "node:crypto";
import http from "node:http";

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt?: string;
  notes?: Record<string, string>;
}

export interface FakePayment {
  id: string;
  order_id: string;
  status: "captured" | "failed" | "authorized" | "refunded";
  amount: number;
  currency: string;
  error_description?: string;
}

export interface FakeRazorpay {
  url: string;
  /** Every API request: method, path, Basic auth user and the JSON body. */
  requests: { method: string; path: string; keyId: string; body: unknown }[];
  orders: Map<string, FakeOrder>;
  payments: FakePayment[];
  /** Refunds made through the API, as Razorpay's refund entity. */
  refunds: { id: string; payment_id: string; amount: number; notes?: Record<string, string> }[];
  /** While true every API call answers 503, as a provider outage. */
  down: boolean;
  /** Records a payment on the order as Checkout would; answers what Checkout hands the browser. */
  pay(orderId: string, status?: FakePayment["status"], amount?: number): { paymentId: string; signature: string };
  /** A webhook body and its X-Razorpay-Signature header for a payment event. */
  webhook(event: string, payment: FakePayment, secret: string): { body: string; signature: string };
  close(): Promise<void>;
}

const hmac = (payload: string, secret: string) => crypto.createHmac("sha256", secret).update(payload).digest("hex");

export async function startFakeRazorpay(keySecret: string): Promise<FakeRazorpay> {
  const fake: Omit<FakeRazorpay, "url" | "close"> = {
    requests: [],
    orders: new Map(),
    payments: [],
    refunds: [],
    down: false,
    pay(orderId, status = "captured", amount) {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment: FakePayment = {
        id: `pay_${crypto.randomBytes(7).toString("hex")}`,
        order_id: orderId,
        status,
        amount: amount ?? order.amount,
        currency: order.currency,
        ...(status === "failed" ? { error_description: "Payment was declined by the bank" } : {}),
      };
      fake.payments.push(payment);
      return { paymentId: payment.id, signature: hmac(`${orderId}|${payment.id}`, keySecret) };
    },
    webhook(event, payment, secret) {
      const body = JSON.stringify({
        entity: "event",
        event,
        payload: { payment: { entity: payment }, order: { entity: { id: payment.order_id } } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: hmac(body, secret) };
    },
  };
  const server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      const auth = Buffer.from((request.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
      const body = text ? JSON.parse(text) : undefined;
      const path = (request.url ?? "").split("?")[0];
      fake.requests.push({ method: request.method ?? "", path, keyId: auth.split(":")[0], body });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      };
      if (fake.down) return answer(503, { error: { code: "SERVER_ERROR", description: "Service unavailable" } });
      if (request.method === "POST" && path === "/v1/orders") {
        const order = { ...(body as FakeOrder), id: `order_${crypto.randomBytes(7).toString("hex")}` };
        fake.orders.set(order.id, order);
        return answer(200, { ...order, entity: "order", status: "created", amount_paid: 0, attempts: 0 });
      }
      const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
      if (request.method === "GET" && match) {
        const items = fake.payments.filter((payment) => payment.order_id === match[1]);
        return answer(200, { entity: "collection", count: items.length, items });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (request.method === "POST" && refund) {
        const payment = fake.payments.find((each) => each.id === refund[1]);
        const asked = body as { amount?: number; notes?: Record<string, string> } | undefined;
        if (!payment)
          return answer(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
        if (payment.status === "refunded")
          return answer(400, {
            error: { code: "BAD_REQUEST_ERROR", description: "The payment has been fully refunded already" },
          });
        if (payment.status !== "captured" || (asked?.amount ?? payment.amount) > payment.amount)
          return answer(400, { error: { code: "BAD_REQUEST_ERROR", description: "The refund amount is invalid" } });
        payment.status = "refunded";
        const made = {
          id: `rfnd_${crypto.randomBytes(7).toString("hex")}`,
          payment_id: payment.id,
          amount: asked?.amount ?? payment.amount,
          notes: asked?.notes,
        };
        fake.refunds.push(made);
        return answer(200, {
          ...made,
          entity: "refund",
          currency: "INR",
          status: "processed",
          speed_processed: "normal",
        });
      }
      answer(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    ...fake,
    get down() {
      return fake.down;
    },
    set down(value: boolean) {
      fake.down = value;
    },
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
