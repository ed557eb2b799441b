// The emails of the identity server: sign-up confirmation, password recovery and the two halves of an email change.
// Each carries a single-use /auth/v1/verify link and the 6-digit code that `verifyOtp` takes instead; in PKCE flows
// the link token is prefixed `pkce_` so /verify answers with ?code= (contract §5).
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
  email_change_current: {
    verifyType: "email_change",
    subject: "Confirm the change of your email address",
    intro:
      "Someone asked to move your account to another email address. If it was not you, ignore this email and change your password.",
    action: "Confirm the change",
  },
  email_change_new: {
    verifyType: "email_change",
    subject: "Confirm your new email address",
    intro: "Confirm this address to make it the email of your account.",
    action: "Confirm your new email",
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
  options: LinkOptions & { to?: string },
) {
  const template = TEMPLATES[type];
  const { token, otp } = await createOneTimeToken(
    services.db.prisma,
    user.id,
    type,
    services.config.EMAIL_LINK_TTL_SECONDS,
  );
  const link = new URL(`${services.config.publicUrl}/auth/v1/verify`);
  link.searchParams.set("token", options.pkce ? `pkce_${token}` : token);
  link.searchParams.set("type", template.verifyType);
  link.searchParams.set("redirect_to", options.redirectTo);
  const hours = Math.round(services.config.EMAIL_LINK_TTL_SECONDS / 360) / 10;
  await services.mailer.send({
    to: options.to ?? user.email,
    subject: template.subject,
    text:
      `${template.intro}\n\n${template.action}: ${link}\n\nOr enter this code: ${otp}\n\n` +
      `The link and the code work once and expire in ${hours} hours.`,
    html:
      `<p>${template.intro}</p>` +
      `<p><a href="${escapeHtml(link.toString())}">${template.action}</a></p>` +
      `<p>Or enter this code: <strong>${otp}</strong></p>` +
      `<p>The link and the code work once and expire in ${hours} hours.</p>`,
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
