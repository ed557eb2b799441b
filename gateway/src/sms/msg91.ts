// MSG91's Flow API (https://docs.msg91.com, "Send SMS"), called with fetch: the `msg91` package hard-codes its hosts
// and keeps one process-wide client, so it cannot be pointed at a fake (decision 036). Each kind names its DLT
// template (MSG91_TEMPLATE_*); the request carries the sender id and the template's variables per recipient.
import type { Config } from "../config/env.ts";
import type { SmsKind, SmsSender } from "./sms.ts";

const TIMEOUT_MS = 10_000;

export function createMsg91Sender(config: Config): SmsSender {
  const templates: Record<Exclude<SmsKind, "notification">, string | undefined> = {
    otp: config.MSG91_TEMPLATE_OTP,
    phone_change: config.MSG91_TEMPLATE_PHONE_CHANGE,
  };
  return {
    kind: "msg91",
    async send({ to, kind, variables, templateId }) {
      const response = await fetch(config.MSG91_API_URL, {
        method: "POST",
        headers: {
          authkey: config.MSG91_AUTH_KEY ?? "",
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({
          template_id: kind === "notification" ? templateId : templates[kind],
          sender: config.MSG91_SENDER_ID,
          short_url: "0",
          // MSG91 takes the number as digits with the country code and no "+".
          recipients: [{ mobiles: to.replace(/^\+/, ""), ...variables }],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
      // MSG91 answers 200 with {type: "error"} for a refused request (unknown template, DLT mismatch).
      if (!response.ok || body.type === "error") {
        throw new Error(`MSG91 refused the ${kind} SMS (${response.status}): ${body.message ?? "no message"}`);
      }
    },
  };
}
