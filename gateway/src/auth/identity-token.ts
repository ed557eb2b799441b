// Verifies a Supabase access token for the domain (IdentityPort.verifyAccessToken): HS256 with the project secret,
// or the hosted project's JWKS when SUPABASE_JWKS_URL is set.
import { jwtVerify, createRemoteJWKSet, type JWTPayload } from "jose";
import { AppError, placeholderEmail, type ProviderIdentity } from "@app/schema";
import type { Config } from "../config/env.ts";

export interface VerifiedAccessToken {
  identity: ProviderIdentity;
  sessionId: string | null;
}

export function accessTokenVerifier(config: Config): (token: string) => Promise<VerifiedAccessToken> {
  const jwks = config.SUPABASE_JWKS_URL ? createRemoteJWKSet(new URL(config.SUPABASE_JWKS_URL)) : null;
  const secret = new TextEncoder().encode(config.jwtSecret);
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = jwks
        ? await jwtVerify(token, jwks, { audience: "authenticated", algorithms: ["RS256", "ES256"] })
        : await jwtVerify(token, secret, { audience: "authenticated", algorithms: ["HS256"] }));
    } catch {
      throw invalidToken();
    }
    const sessionId = typeof payload.session_id === "string" ? payload.session_id : null;
    return { identity: { ...toProviderIdentity(payload), sessionId }, sessionId };
  };
}

export const invalidToken = () => new AppError("invalid_token", "Invalid or expired identity token");

function toProviderIdentity(payload: JWTPayload): ProviderIdentity {
  const metadata = (payload.user_metadata ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
  if (typeof payload.sub !== "string" || typeof payload.email !== "string" || payload.role !== "authenticated") {
    throw invalidToken();
  }
  // GoTrue sends the number as digits; a phone-only account has no address and keeps the reserved one (decision 036).
  const phone = typeof payload.phone === "string" && /^\d{8,15}$/.test(payload.phone) ? `+${payload.phone}` : undefined;
  const email = payload.email ? payload.email.toLowerCase() : phone ? placeholderEmail(phone) : "";
  if (!email) throw invalidToken();
  return {
    authId: payload.sub,
    email,
    ...(phone ? { phone } : {}),
    emailConfirmed: metadata.email_verified !== false,
    firstName: text(metadata.firstName) ?? text(metadata.given_name),
    lastName: text(metadata.lastName) ?? text(metadata.family_name),
    name: text(metadata.full_name) ?? text(metadata.name),
    avatarUrl: text(metadata.avatar_url) ?? text(metadata.picture),
  };
}
