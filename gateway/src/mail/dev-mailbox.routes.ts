// The dev mailbox: every email the embedded server sent without SMTP, and every SMS of SMS_PROVIDER=log (its code
// visible), as an HTML page (links clickable) at /dev/mailbox and as JSON at /dev/mailbox/messages?to=<email or
// number>, newest first. Never mounted in production.
import type { FastifyInstance } from "fastify";
import { identityMailIdle } from "../auth/auth-mail.ts";
import type { AppServices } from "../services.ts";
import { mailboxPage } from "./dev-mailbox-page.ts";

const PAGE_SIZE = 50;

export function registerDevMailbox(server: FastifyInstance, services: AppServices) {
  if (services.config.production) return;
  const messages = async (to: string | undefined) => {
    // Emails queued by requests already answered are part of the mailbox (tests and people read it right after).
    await identityMailIdle(services);
    const rows = await services.db.prisma.devMail.findMany({
      where: to ? { to: recipientOf(to) } : {},
      orderBy: { createdAt: "desc" },
      take: PAGE_SIZE,
    });
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), links: linksIn(row.html) }));
  };

  server.get<{ Querystring: { to?: string } }>("/dev/mailbox/messages", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return messages(request.query.to);
  });

  server.get<{ Querystring: { to?: string } }>("/dev/mailbox", async (request, reply) => {
    const list = await messages(request.query.to);
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(mailboxPage(list, services.mailer.kind));
  });
}

/** Link targets of a message, decoded from the HTML the mailer wrote. */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1].replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&"),
  );
}

/**
 * An address, or a phone number for an SMS (E.164): `?to=+919876543210` arrives with its "+" read as a space, so a
 * bare run of digits is a number too.
 */
export function recipientOf(to: string): string {
  const value = to.trim().toLowerCase();
  return /^\d{8,15}$/.test(value) ? `+${value}` : value;
}
