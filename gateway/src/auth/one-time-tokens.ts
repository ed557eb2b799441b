// Email secrets: each email carries a random link token and a 6-digit code, both stored hashed, single use and
// expiring together. A user has at most one live token per type (a resend retires the previous email), like GoTrue's
// confirmation_token / recovery_token / email_change_token_* columns. A code has a millionth of a link's entropy, so
// wrong codes are counted per token and void it after OTP_MAX_ATTEMPTS, whatever the client's IP.
import crypto from "node:crypto";
import type { PrismaClient } from "@app/db";
import { AuthError } from "./auth-errors.ts";
import { hashToken, newOpaqueToken } from "./tokens.ts";

export type OneTimeTokenType =
  | "confirmation"
  | "recovery"
  | "email_change_current"
  | "email_change_new"
  // The code of an SMS (phone sign-in) and of a number change, sent to the number (phone-codes.ts).
  | "sms"
  | "phone_change";

export const OTP_MAX_ATTEMPTS = 5;

export interface EmailSecrets {
  token: string;
  otp: string;
}

const linkExpired = () => new AuthError(403, "otp_expired", "Email link is invalid or has expired");
export const otpInvalid = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

const otpHash = (userId: string, otp: string) => hashToken(`${userId}:${otp}`);

/**
 * Stores the email's token before the email is queued (so a resend too soon is refused, and a newer email retires
 * it), with hashes of secrets nobody knows: the link and the code exist only once `issueSecrets` makes them, as the
 * email is sent. The queued job names the row, never a secret.
 */
export async function reserveOneTimeToken(
  prisma: PrismaClient,
  userId: string,
  type: OneTimeTokenType,
  ttlSeconds: number,
): Promise<string> {
  await prisma.authOneTimeToken.deleteMany({ where: { userId, type, usedAt: null } });
  const row = await prisma.authOneTimeToken.create({
    data: {
      userId,
      type,
      tokenHash: hashToken(newOpaqueToken()),
      otpHash: hashToken(newOpaqueToken()),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    },
    select: { id: true },
  });
  return row.id;
}

/**
 * Makes the link token and code of a reserved row, replacing whatever an earlier attempt made (that email, if it
 * left at all, stops working), and starts its lifetime now. Null when the row was used or retired by a newer email:
 * nothing is to be sent then.
 */
export async function issueSecrets(
  prisma: PrismaClient,
  tokenId: string,
  ttlSeconds: number,
): Promise<(EmailSecrets & { userId: string; type: OneTimeTokenType }) | null> {
  const row = await prisma.authOneTimeToken.findUnique({
    where: { id: tokenId },
    select: { userId: true, type: true },
  });
  if (!row) return null;
  const token = newOpaqueToken();
  const otp = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
  const { count } = await prisma.authOneTimeToken.updateMany({
    where: { id: tokenId, usedAt: null },
    data: {
      tokenHash: hashToken(token),
      otpHash: otpHash(row.userId, otp),
      otpAttempts: 0,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    },
  });
  return count === 1 ? { token, otp, userId: row.userId, type: row.type as OneTimeTokenType } : null;
}

/** Marks the token used and returns its user; the conditional update makes a second use fail even under a race. */
export async function consumeOneTimeToken(
  prisma: PrismaClient,
  token: string,
  types: OneTimeTokenType[],
): Promise<ConsumedToken> {
  const tokenHash = hashToken(token);
  const { count } = await prisma.authOneTimeToken.updateMany({
    where: { tokenHash, type: { in: types }, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  const row = count === 1 ? await prisma.authOneTimeToken.findUnique({ where: { tokenHash } }) : null;
  if (!row) throw linkExpired();
  return { userId: row.userId, type: row.type as OneTimeTokenType };
}

export interface ConsumedToken {
  userId: string;
  type: OneTimeTokenType;
}

/**
 * Redeems a 6-digit code among the user's live tokens of the given types (the first type that matches wins, as
 * GoTrue tries confirmation before recovery for `type: "email"`). A wrong code counts against every live token of
 * those types; the last allowed attempt voids them.
 */
export async function consumeOtp(
  prisma: PrismaClient,
  userId: string,
  otp: string,
  types: OneTimeTokenType[],
): Promise<ConsumedToken> {
  const live = {
    userId,
    type: { in: types },
    usedAt: null,
    expiresAt: { gt: new Date() },
    otpAttempts: { lt: OTP_MAX_ATTEMPTS },
  };
  if (/^\d{6}$/.test(otp)) {
    const candidates = await prisma.authOneTimeToken.findMany({ where: { ...live, otpHash: otpHash(userId, otp) } });
    const match = types.map((type) => candidates.find((row) => row.type === type)).find(Boolean);
    if (match) {
      const { count } = await prisma.authOneTimeToken.updateMany({
        where: { id: match.id, usedAt: null },
        data: { usedAt: new Date() },
      });
      if (count === 1) return { userId, type: match.type as OneTimeTokenType };
    }
  }
  await prisma.authOneTimeToken.updateMany({ where: live, data: { otpAttempts: { increment: 1 } } });
  throw otpInvalid();
}

export async function lastSentAt(prisma: PrismaClient, userId: string, type: OneTimeTokenType): Promise<Date | null> {
  const latest = await prisma.authOneTimeToken.findFirst({
    where: { userId, type },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return latest?.createdAt ?? null;
}

/** True while the user still holds a live token of this type (the other half of a secure email change). */
export async function hasLiveToken(prisma: PrismaClient, userId: string, type: OneTimeTokenType): Promise<boolean> {
  const row = await prisma.authOneTimeToken.findFirst({
    where: { userId, type, usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  return row !== null;
}
