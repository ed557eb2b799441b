// Email link tokens: random, stored hashed, single use, expiring. A user has at most one live token per type
// (a resend retires the previous link), like GoTrue's confirmation_token / recovery_token columns.
import type { PrismaClient } from "@app/db";
import { AuthError } from "./auth-errors.ts";
import { hashToken, newOpaqueToken } from "./tokens.ts";

export type OneTimeTokenType = "confirmation" | "recovery";

export async function createOneTimeToken(
  prisma: PrismaClient,
  userId: string,
  type: OneTimeTokenType,
  ttlSeconds: number,
): Promise<string> {
  const token = newOpaqueToken();
  await prisma.authOneTimeToken.deleteMany({ where: { userId, type, usedAt: null } });
  await prisma.authOneTimeToken.create({
    data: { userId, type, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlSeconds * 1000) },
  });
  return token;
}

/** Marks the token used and returns its user; the conditional update makes a second use fail even under a race. */
export async function consumeOneTimeToken(prisma: PrismaClient, token: string, type: OneTimeTokenType): Promise<string> {
  const tokenHash = hashToken(token);
  const { count } = await prisma.authOneTimeToken.updateMany({
    where: { tokenHash, type, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  const row = count === 1 ? await prisma.authOneTimeToken.findUnique({ where: { tokenHash } }) : null;
  if (!row) throw new AuthError(403, "otp_expired", "Email link is invalid or has expired");
  return row.userId;
}

export async function lastSentAt(prisma: PrismaClient, userId: string, type: OneTimeTokenType): Promise<Date | null> {
  const latest = await prisma.authOneTimeToken.findFirst({
    where: { userId, type },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return latest?.createdAt ?? null;
}
