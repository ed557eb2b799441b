// Razorpay's webhook (docs/payments.md): verified over the raw body with the webhook secret, then handled once per
// event id; the handling is idempotent by order too, so deliveries may come in any order and any number of times.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { handleProviderEvent, type ProviderEvent } from "@app/schema";
import type { AppServices } from "../services.ts";
import { isDevProvider } from "./dev-provider.ts";
import { invoiceSettingsOf } from "./invoice-settings.ts";
import { isValidWebhook } from "./razorpay-provider.ts";

export const WEBHOOK_PATH = "/api/payments/razorpay/webhook";

/** Razorpay's payloads are a few kilobytes; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export async function registerPaymentRoutes(server: FastifyInstance, services: AppServices) {
  await server.register(async (scope) => {
    // The signature covers the exact bytes sent: the body is kept as text and parsed only once verified.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    scope.post(WEBHOOK_PATH, async (request, reply) => {
      const provider = services.payments;
      const secret =
        services.config.RAZORPAY_WEBHOOK_SECRET ?? (isDevProvider(provider) ? provider.webhookSecret : null);
      if (!secret) return reply.code(503).send({ error: "Payment webhooks are not configured" });
      const raw = typeof request.body === "string" ? request.body : "";
      const signature = request.headers["x-razorpay-signature"];
      if (!isValidWebhook(raw, typeof signature === "string" ? signature : undefined, secret)) {
        return reply.code(400).send({ error: "Invalid webhook signature" });
      }
      let event: ProviderEvent;
      try {
        event = JSON.parse(raw) as ProviderEvent;
      } catch {
        return reply.code(400).send({ error: "Invalid JSON" });
      }
      if (typeof event?.event !== "string") return reply.code(400).send({ error: "Not a webhook event" });
      const header = request.headers["x-razorpay-event-id"];
      // Razorpay names every event; a body without the header is keyed by its bytes, which a redelivery repeats.
      const eventId =
        typeof header === "string" && header ? header : crypto.createHash("sha256").update(raw).digest("hex");
      const outcome = await handleProviderEvent(
        services.db.prisma,
        eventId.slice(0, 200),
        event,
        invoiceSettingsOf(services.config),
      );
      request.log.info({ eventId, event: event.event, outcome }, "payment webhook");
      return reply.send({ status: outcome });
    });
  });
}
