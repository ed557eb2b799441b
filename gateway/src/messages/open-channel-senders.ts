// Each text-message channel's provider, from the configuration: SMS through the SMS port's sender with the kind's DLT
// template (SMS_TEMPLATE_<KIND>), WhatsApp through the Cloud API (whatsapp.ts).
import type { Database } from "@app/db";
import type { Config } from "../config/env.ts";
import type { SmsSender } from "../sms/sms.ts";
import type { ChannelSenders, MessageKind } from "./channel-sender.ts";
import { createWhatsAppSender } from "./whatsapp.ts";

export function openChannelSenders(config: Config, db: Database, sms: SmsSender): ChannelSenders {
  const smsTemplates: Record<MessageKind, string | undefined> = {
    ASSIGNMENT_GRADED: config.SMS_TEMPLATE_ASSIGNMENT_GRADED,
    PRACTICE_REMINDER: config.SMS_TEMPLATE_PRACTICE_REMINDER,
    EXAM_REMINDER: config.SMS_TEMPLATE_EXAM_REMINDER,
    MOCK_TEST_RESULT: config.SMS_TEMPLATE_MOCK_TEST_RESULT,
  };
  return {
    SMS: {
      channel: "SMS",
      provider: sms.kind,
      configured: (kind) => sms.kind === "log" || (sms.kind === "msg91" && Boolean(smsTemplates[kind])),
      async send(message) {
        await sms.send({
          to: message.to,
          kind: "notification",
          templateId: smsTemplates[message.kind],
          variables: Object.fromEntries(message.variables),
          text: message.text,
          language: message.language,
        });
      },
    },
    WHATSAPP: createWhatsAppSender(config, db),
  };
}
