// The identity layer as the domain sees it (IdentityPort): the embedded server's tables, or a hosted
// Supabase project when SUPABASE_URL is configured (hosted-identity.ts).
import type { Database } from "@app/db";
import type { IdentityPort } from "@app/schema";
import type { Config } from "../config/env.ts";
import { BANNED_FOREVER } from "./account-bans.ts";
import { createHostedIdentity } from "./hosted-identity.ts";
import { accessTokenVerifier, invalidToken } from "./identity-token.ts";
import { hashPassword, passwordMatches } from "./passwords.ts";
import { replacePassword } from "./users.service.ts";

export function createIdentity(config: Config, db: Database): IdentityPort {
  return config.hostedIdentity ? createHostedIdentity(config) : createEmbeddedIdentity(config, db);
}

function createEmbeddedIdentity(config: Config, db: Database): IdentityPort {
  const verify = accessTokenVerifier(config);
  return {
    // The session row is checked too, so sign-out and account deletion end access at once, not at token expiry.
    async verifyAccessToken(token) {
      const { identity, sessionId } = await verify(token);
      const session = sessionId
        ? await db.prisma.authSession.findFirst({
            where: { id: sessionId, userId: identity.authId },
            select: { id: true },
          })
        : null;
      if (!session) throw invalidToken();
      return identity;
    },
    async verifyPassword(authId, _email, password) {
      const user = await db.prisma.authUser.findUnique({ where: { id: authId }, select: { encryptedPassword: true } });
      return passwordMatches(password, user?.encryptedPassword);
    },
    async changePassword(authId, newPassword, keepSessionId) {
      await replacePassword(db.prisma, authId, await hashPassword(newPassword), keepSessionId ?? null);
    },
    // Sessions, refresh tokens, identities, email links and flow states cascade with the user row.
    async deleteIdentity(authId) {
      await db.prisma.authUser.deleteMany({ where: { id: authId } });
    },
    // Refresh tokens cascade with the sessions; access tokens die with their session row (verifyAccessToken).
    async setDisabled(authId, disabled) {
      await db.prisma.$transaction([
        db.prisma.authUser.updateMany({
          where: { id: authId },
          data: { bannedUntil: disabled ? BANNED_FOREVER : null },
        }),
        ...(disabled ? [db.prisma.authSession.deleteMany({ where: { userId: authId } })] : []),
      ]);
    },
  };
}
