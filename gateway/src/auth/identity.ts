// The identity layer as the domain sees it (IdentityPort): the embedded server's tables, or a hosted
// Supabase project when SUPABASE_URL is configured.
import bcrypt from "bcryptjs";
import { jwtVerify, createRemoteJWKSet, type JWTPayload } from "jose";
import type { Database } from "@app/db";
import { AppError, type IdentityPort, type ProviderIdentity } from "@app/schema";
import type { Config } from "../config/env.ts";

export function createIdentity(config: Config, db: Database): IdentityPort {
  const verifyAccessToken = accessTokenVerifier(config);
  return {
    verifyAccessToken,
    async verifyPassword(authId, _email, password) {
      const user = await db.prisma.authUser.findUnique({ where: { id: authId }, select: { encryptedPassword: true } });
      return Boolean(user?.encryptedPassword) && bcrypt.compare(password, user!.encryptedPassword!);
    },
    async changePassword(authId, newPassword) {
      await db.prisma.authUser.update({
        where: { id: authId },
        data: { encryptedPassword: await bcrypt.hash(newPassword, 10) },
      });
    },
    async deleteIdentity(authId) {
      await db.prisma.authUser.deleteMany({ where: { id: authId } });
    },
  };
}

function accessTokenVerifier(config: Config): IdentityPort["verifyAccessToken"] {
  const jwks = config.SUPABASE_JWKS_URL ? createRemoteJWKSet(new URL(config.SUPABASE_JWKS_URL)) : null;
  const secret = new TextEncoder().encode(config.jwtSecret);
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = jwks
        ? await jwtVerify(token, jwks, { audience: "authenticated", algorithms: ["RS256", "ES256"] })
        : await jwtVerify(token, secret, { audience: "authenticated", algorithms: ["HS256"] }));
    } catch {
      throw new AppError("invalid_token", "Invalid or expired identity token");
    }
    return toProviderIdentity(payload);
  };
}

function toProviderIdentity(payload: JWTPayload): ProviderIdentity {
  const metadata = (payload.user_metadata ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
  if (typeof payload.sub !== "string" || typeof payload.email !== "string" || payload.role !== "authenticated") {
    throw new AppError("invalid_token", "Invalid or expired identity token");
  }
  return {
    authId: payload.sub,
    email: payload.email.toLowerCase(),
    emailConfirmed: metadata.email_verified !== false,
    firstName: text(metadata.firstName) ?? text(metadata.given_name),
    lastName: text(metadata.lastName) ?? text(metadata.family_name),
    name: text(metadata.full_name) ?? text(metadata.name),
    avatarUrl: text(metadata.avatar_url) ?? text(metadata.picture),
  };
}
