// SMS codes of the identity server (docs/phone-sign-in.md): a sign-in code (`/otp`, phone sign-up, resend) and the
// code that confirms a new number (`PUT /user` with a phone). Like the email codes they are 6 digits, stored hashed
// and single use (one-time-tokens.ts); they live SMS_OTP_TTL_SECONDS (5 minutes). Limits are per number and per
// account, never per address (decision 029: a lab shares one): one SMS per SMS_MIN_INTERVAL_SECONDS (60 s) for each
// account and kind, RATE_LIMIT_SMS_PER_NUMBER_PER_HOUR per number, and wrong codes per number (account-limits.ts).
// The SMS leaves through the identity-mail queue (decision 033, 036), so it survives a crash and a failed one waits
// for staff with the failed mail.
import type { AppServices } from "../services.ts";
import type { AccountLimits } from "./account-limits.ts";
import { AuthError } from "./auth-errors.ts";
import { queueIdentityMail } from "./auth-mail.ts";
import { lastSentAt, reserveOneTimeToken } from "./one-time-tokens.ts";

export type PhoneCodeType = "sms" | "phone_change";

/** Phone sign-in is on when an SMS provider is configured (always outside production: the log provider). */
export function phoneSignInEnabled(services: AppServices): boolean {
  return !services.config.hostedIdentity && services.config.smsDelivery !== "off";
}

/** GoTrue's answer when no SMS provider is configured. */
export function requirePhoneSignIn(services: AppServices) {
  if (!phoneSignInEnabled(services)) {
    throw new AuthError(422, "phone_provider_disabled", "Phone sign-in is not available on this server");
  }
}

export function smsTooSoon(seconds: number): AuthError {
  const error = new AuthError(
    429,
    "over_sms_send_rate_limit",
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
  return Object.assign(error, { retryAfter: seconds });
}

/**
 * Stores a new code for the user (retiring the previous one of this type) and queues its SMS to `phone`. Refused
 * with 429 over_sms_send_rate_limit within SMS_MIN_INTERVAL_SECONDS of the last one, or past the number's hourly cap.
 */
export async function sendPhoneCode(
  services: AppServices,
  limits: AccountLimits,
  userId: string,
  phone: string,
  type: PhoneCodeType,
) {
  const { config, db } = services;
  const last = await lastSentAt(db.prisma, userId, type);
  const waited = last ? (Date.now() - last.getTime()) / 1000 : Infinity;
  if (waited < config.SMS_MIN_INTERVAL_SECONDS) throw smsTooSoon(Math.ceil(config.SMS_MIN_INTERVAL_SECONDS - waited));
  const wait = await limits.smsSends.hit(phone);
  if (wait !== null) throw smsTooSoon(wait);
  const tokenId = await reserveOneTimeToken(db.prisma, userId, type, config.SMS_OTP_TTL_SECONDS);
  await queueIdentityMail(services, { kind: "sms", tokenId, to: phone });
}
