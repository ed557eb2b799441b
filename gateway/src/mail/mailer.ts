// Outgoing mail (MAIL_DELIVERY): real SMTP through nodemailer, the dev mailbox (every message is kept in the
// database and shown at /dev/mailbox, like the mail catcher of Supabase's local stack), or nothing at all.
import nodemailer from "nodemailer";
import type { Database } from "@app/db";
import type { Config } from "../config/env.ts";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  readonly kind: "smtp" | "dev-mailbox" | "off";
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config, db: Database): Mailer {
  // Turned off on purpose (Google sign-in only, say): links are neither sent nor kept anywhere.
  if (config.mailDelivery === "off") return { kind: "off", send: async () => undefined };
  if (config.mailDelivery === "smtp" && config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  return {
    kind: "dev-mailbox",
    async send(message) {
      await db.prisma.devMail.create({ data: { ...message, to: message.to.toLowerCase() } });
    },
  };
}
