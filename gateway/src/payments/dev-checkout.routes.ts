// The built-in test provider's checkout page (decision 030), served only in development without Razorpay keys: a
// page clearly marked TEST with 'Pay (success)', 'Fail' and 'Close'. Paying or failing delivers a signed webhook to
// the gateway's own webhook route, as Razorpay would, then returns the browser with Checkout's fields.
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../services.ts";
import { DEV_CHECKOUT_PATH, devWebhook, isDevProvider } from "./dev-provider.ts";
import { WEBHOOK_PATH } from "./payments.routes.ts";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only a path on this site: never an absolute or protocol-relative address (an open redirect). */
const localPath = (value: unknown) =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : "/";

interface CheckoutForm {
  order_id?: string;
  return_to?: string;
}

export async function registerDevCheckout(server: FastifyInstance, services: AppServices) {
  const provider = services.payments;
  if (services.config.production || !isDevProvider(provider)) return;
  await server.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get<{ Querystring: CheckoutForm }>(DEV_CHECKOUT_PATH, async (request, reply) => {
      const order = provider.order(String(request.query.order_id ?? ""));
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      if (!order) return reply.code(404).send(page("<p>This test order is unknown (the gateway restarted?).</p>"));
      const amount = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(
        order.amountPaise / 100,
      );
      const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
      const fields = hidden("order_id", order.id) + hidden("return_to", localPath(request.query.return_to));
      const button = (outcome: string, label: string) =>
        `<form method="post" action="${DEV_CHECKOUT_PATH}/${outcome}">${fields}<button>${label}</button></form>`;
      return reply.send(
        page(
          `<p>Order <code>${escape(order.id)}</code>: <strong>${escape(amount)}</strong></p>` +
            button("pay", "Pay (success)") +
            button("fail", "Fail") +
            button("close", "Close"),
        ),
      );
    });
    scope.post<{ Params: { outcome: string }; Body: CheckoutForm }>(
      `${DEV_CHECKOUT_PATH}/:outcome`,
      async (request, reply) => {
        const { outcome } = request.params;
        const order = provider.order(String(request.body?.order_id ?? ""));
        const returnTo = localPath(request.body?.return_to);
        const back = (query: Record<string, string>) =>
          reply.redirect(`${returnTo}?${new URLSearchParams(query)}`, 303);
        if (!order || !["pay", "fail", "close"].includes(outcome)) return reply.code(404).send({ error: "Not found" });
        if (outcome === "close") return back({ payment: "closed" });
        const { payment, signature } = provider.pay(order.id, outcome === "pay" ? "captured" : "failed");
        const hook = devWebhook(
          outcome === "pay" ? "payment.captured" : "payment.failed",
          payment,
          provider.webhookSecret,
        );
        await server.inject({
          method: "POST",
          url: WEBHOOK_PATH,
          headers: {
            "content-type": "application/json",
            "x-razorpay-signature": hook.signature,
            "x-razorpay-event-id": hook.eventId,
          },
          payload: hook.body,
        });
        if (outcome === "fail") return back({ payment: "failed" });
        return back({ razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: signature });
      },
    );
  });
}

function page(body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>TEST checkout</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
.test{background:#b71c1c;color:#fff;padding:.5rem 1rem;font-weight:700;border-radius:4px}form{display:inline-block;margin:.25rem}
button{font-size:1rem;padding:.6rem 1rem}</style></head><body><p class="test">TEST MODE: built-in test provider, no money moves</p>
<h1>VidyaPath checkout</h1>${body}</body></html>`;
}
