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
  const key = new TextEncoder().encode(secret);
  return {
    issue: (viewer) =>
      new SignJWT({ role: viewer.role })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(viewer.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
        return typeof payload.sub === "string" ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
