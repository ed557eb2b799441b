// The gateway's own backend token (spec: kept by the client under `token`). HS256, short-lived,
// and checked against the database on use so a deleted account's token is dead at once.
import { SignJWT, jwtVerify, errors } from "jose";
import type { Viewer } from "@app/schema";

const ISSUER = "vidyapath-gateway";
const AUDIENCE = "vidyapath-api";

export interface BackendTokens {
  issue(viewer: Viewer): Promise<string>;
  /** Returns the token's user id, or null for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<string | null>;
}

export function createBackendTokens(secret: string, ttlSeconds: number): BackendTokens {
  // Imported once: given raw bytes, jose imports the HMAC key again on every sign and verify.
  const key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return {
    issue: async (viewer) =>
      new SignJWT({ role: viewer.role })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(viewer.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
        return typeof payload.sub === "string" ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
