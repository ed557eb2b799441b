// Outgoing mail: real SMTP through nodemailer when SMTP_URL is set, otherwise the dev mailbox (every message is
// kept in the database and shown at /dev/mailbox), like the mail catcher of Supabase's local stack.
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
  readonly kind: "smtp" | "dev-mailbox";
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config, db: Database): Mailer {
  if (config.SMTP_URL) {
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
