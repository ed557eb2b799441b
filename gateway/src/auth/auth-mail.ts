// The two emails of the identity server: sign-up confirmation and password recovery. Each carries a single-use
// /auth/v1/verify link; in PKCE flows the token is prefixed `pkce_` so /verify answers with ?code= (contract §5).
import type { AppServices } from "../services.ts";
import { createOneTimeToken, lastSentAt, type OneTimeTokenType } from "./one-time-tokens.ts";

interface LinkOptions {
  redirectTo: string;
  pkce: boolean;
}

const TEMPLATES: Record<OneTimeTokenType, { verifyType: string; subject: string; intro: string; action: string }> = {
  confirmation: {
    verifyType: "signup",
    subject: "Confirm your email",
    intro: "Thanks for signing up. Confirm your email address to activate your account.",
    action: "Confirm your email",
  },
  recovery: {
    verifyType: "recovery",
    subject: "Reset your password",
    intro: "Someone asked to reset the password of your account. If it was not you, ignore this email.",
    action: "Reset your password",
  },
};

/** False when the user's previous email of this type is too recent (GoTrue's max_frequency); nothing is sent then. */
export async function mayEmailAgain(services: AppServices, userId: string, type: OneTimeTokenType): Promise<boolean> {
  const last = await lastSentAt(services.db.prisma, userId, type);
  return !last || Date.now() - last.getTime() >= services.config.AUTH_EMAIL_MIN_INTERVAL_SECONDS * 1000;
}

export async function sendAuthEmail(
  services: AppServices,
  user: { id: string; email: string },
  type: OneTimeTokenType,
  options: LinkOptions,
) {
  const template = TEMPLATES[type];
  const token = await createOneTimeToken(services.db.prisma, user.id, type, services.config.EMAIL_LINK_TTL_SECONDS);
  const link = new URL(`${services.config.publicUrl}/auth/v1/verify`);
  link.searchParams.set("token", options.pkce ? `pkce_${token}` : token);
  link.searchParams.set("type", template.verifyType);
  link.searchParams.set("redirect_to", options.redirectTo);
  const hours = Math.round(services.config.EMAIL_LINK_TTL_SECONDS / 360) / 10;
  await services.mailer.send({
    to: user.email,
    subject: template.subject,
    text: `${template.intro}\n\n${template.action}: ${link}\n\nThe link works once and expires in ${hours} hours.`,
    html:
      `<p>${template.intro}</p>` +
      `<p><a href="${escapeHtml(link.toString())}">${template.action}</a></p>` +
      `<p>The link works once and expires in ${hours} hours.</p>`,
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
