// The SMS port (docs/phone-sign-in.md, decision 036): one way to send a text message, whichever provider the
// deployment has. India requires every SMS to use a registered (DLT) template, so a message is a kind and its
// variables, never free text: the provider picks the template of the kind. `log` (development) keeps each SMS in
// the dev mailbox beside the mails, with its words from the client's catalogue so the code is visible.
import { textsIn } from "@app/client/texts";
import type { SmsDelivery } from "../config/env.ts";

export type SmsKind = "otp" | "phone_change" | "notification";

export interface SmsMessage {
  /** E.164 with the "+". */
  to: string;
  kind: SmsKind;
  /** The template's variables; the code kinds take `otp`. */
  variables: Record<string, string>;
  /** A notification's DLT template (SMS_TEMPLATE_<KIND>); the code kinds' are MSG91_TEMPLATE_*. */
  templateId?: string;
  /** A notification's words in the recipient's language, for the log provider. */
  text?: string;
  /** The recipient's interface language, for the words of the log provider (a DLT template's words are fixed). */
  language?: string | null;
}

export interface SmsSender {
  readonly kind: SmsDelivery;
  send(message: SmsMessage): Promise<void>;
}

/** Every catalogue key an SMS reads (mail-texts.test.ts checks each language has them). */
export const SMS_TEXT_KEYS = ["mail:sms.otp", "mail:sms.phoneChange"];

export function smsText(message: SmsMessage, minutes: number): string {
  if (message.kind === "notification") return message.text ?? "";
  const t = textsIn(message.language);
  const key = message.kind === "otp" ? "mail:sms.otp" : "mail:sms.phoneChange";
  return t(key, { code: message.variables.otp ?? "", minutes });
}
