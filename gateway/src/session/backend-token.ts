// The gateway's own backend token (spec: kept by the client under `token`). HS256, short-lived, bound to the
// identity session it was exchanged from (`sid`), and checked against the database on use (graphql/context.ts), so
// sign-out, a password change, a revoked refresh chain or a deleted account end it at once.
import { SignJWT, jwtVerify, errors } from "jose";
import type { Viewer } from "@app/schema";

const ISSUER = "vidyapath-gateway";
const AUDIENCE = "vidyapath-api";

export interface BackendClaims {
  userId: string;
  /** The identity session (`sid` claim); null in tokens of identities without one. */
  sessionId: string | null;
}

export interface BackendTokens {
  issue(viewer: Viewer): Promise<string>;
  /** Returns the token's claims, or null for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<BackendClaims | null>;
}

export function createBackendTokens(secret: string, ttlSeconds: number): BackendTokens {
  // Imported once: given raw bytes, jose imports the HMAC key again on every sign and verify.
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return {
    issue: async (viewer) =>
      new SignJWT({ role: viewer.role, ...(viewer.sessionId ? { sid: viewer.sessionId } : {}) })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(viewer.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sub !== "string") return null;
        return { userId: payload.sub, sessionId: typeof payload.sid === "string" ? payload.sid : null };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
