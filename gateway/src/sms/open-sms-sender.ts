// Chooses the SMS provider from the configuration (SMS_PROVIDER): msg91, the dev mailbox (log), or off.
import type { Database } from "@app/db";
import type { Config } from "../config/env.ts";
import { createMsg91Sender } from "./msg91.ts";
import { smsText, type SmsSender } from "./sms.ts";

export function openSmsSender(config: Config, db: Database): SmsSender {
  if (config.smsDelivery === "msg91") return createMsg91Sender(config);
  if (config.smsDelivery === "log") {
    const minutes = Math.round(config.SMS_OTP_TTL_SECONDS / 60);
    return {
      kind: "log",
      async send(message) {
        const text = smsText(message, minutes);
        await db.prisma.devMail.create({ data: { to: message.to, subject: `SMS (${message.kind})`, text, html: "" } });
      },
    };
  }
  return {
    kind: "off",
    send: async () => {
      throw new Error("SMS_PROVIDER is not configured: no SMS can be sent");
    },
  };
}
