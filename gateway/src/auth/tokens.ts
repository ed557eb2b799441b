// Access tokens (HS256 JWTs with the claims Supabase issues, see gotrue-contract §15) and the opaque secrets
// (refresh tokens, email link tokens) that are stored only as SHA-256 hashes.
import crypto from "node:crypto";
import { SignJWT, jwtVerify, type JWTPayload } from "jose";
import type { Config } from "../config/env.ts";
import { AuthError } from "./auth-errors.ts";
import { phoneForWire, visibleEmail } from "./phone-number.ts";

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenSubject {
  userId: string;
  email: string;
  /** E.164, or null. */
  phone: string | null;
  appMetadata: unknown;
  userMetadata: unknown;
  sessionId: string;
  aal: string;
  amr: AmrEntry[];
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  session_id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function signAccessToken(config: Config, subject: AccessTokenSubject) {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + config.ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    // As GoTrue: no address for a phone-only account (decision 036), the number as digits.
    email: visibleEmail(subject.email),
    phone: phoneForWire(subject.phone),
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: "authenticated",
    aal: subject.aal,
    amr: subject.amr,
    session_id: subject.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(`${config.publicUrl}/auth/v1`)
    .setSubject(subject.userId)
    .setAudience("authenticated")
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secretKey(config.jwtSecret));
  return { token, expiresAt };
}

/** Verifies signature and expiry of a user's access token; GoTrue answers 403 bad_jwt for any failure. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretKey(secret), { algorithms: ["HS256"] }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid token";
    throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  if (typeof payload.sub !== "string" || !UUID.test(payload.sub)) {
    throw new AuthError(403, "bad_jwt", "invalid claim: sub claim must be a UUID");
  }
  if (typeof payload.session_id !== "string") {
    throw new AuthError(403, "bad_jwt", "invalid claim: missing session_id claim");
  }
  return payload as AccessTokenClaims;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A new random secret for refresh tokens and email links (URL-safe, 256 bits). */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
