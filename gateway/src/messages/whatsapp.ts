// WhatsApp through Meta's Cloud API (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates):
// `POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages` with the bearer token, a template message in the
// recipient's language with the kind's variables as its body's parameters. Called with fetch, so a test points it
// at a loopback fake. `log` (development) keeps each message in the dev mailbox beside the mails.
import type { Database } from "@app/db";
import type { Config } from "../config/env.ts";
import type { ChannelSender, MessageKind } from "./channel-sender.ts";

const TIMEOUT_MS = 10_000;

export function createWhatsAppSender(config: Config, db: Database): ChannelSender {
  const templates: Record<MessageKind, string | undefined> = {
    ASSIGNMENT_GRADED: config.WHATSAPP_TEMPLATE_ASSIGNMENT_GRADED,
    PRACTICE_REMINDER: config.WHATSAPP_TEMPLATE_PRACTICE_REMINDER,
    EXAM_REMINDER: config.WHATSAPP_TEMPLATE_EXAM_REMINDER,
    MOCK_TEST_RESULT: config.WHATSAPP_TEMPLATE_MOCK_TEST_RESULT,
  };
  if (config.whatsappDelivery === "log") {
    return {
      channel: "WHATSAPP",
      provider: "log",
      configured: () => true,
      async send(message) {
        await db.prisma.devMail.create({
          data: { to: message.to, subject: `WhatsApp (${message.kind})`, text: message.text, html: "" },
        });
      },
    };
  }
  if (config.whatsappDelivery === "off") {
    return {
      channel: "WHATSAPP",
      provider: "off",
      configured: () => false,
      send: async () => {
        throw new Error("WHATSAPP_PROVIDER is not configured: no WhatsApp message can be sent");
      },
    };
  }
  const url = `${config.WHATSAPP_API_URL.replace(/\/$/, "")}/${config.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  return {
    channel: "WHATSAPP",
    provider: "cloud",
    configured: (kind) => Boolean(templates[kind]),
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${config.WHATSAPP_TOKEN ?? ""}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          // The Cloud API takes the number as digits with the country code.
          to: message.to.replace(/^\+/, ""),
          type: "template",
          template: {
            name: templates[message.kind],
            language: { code: message.language },
            components: [{ type: "body", parameters: message.variables.map(([, text]) => ({ type: "text", text })) }],
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
        throw new Error(
          `WhatsApp refused the ${message.kind} message (${response.status}): ${body.error?.message ?? "no message"}`,
        );
      }
    },
  };
}
