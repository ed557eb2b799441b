// The gateway's own backend token (spec: kept by the client under `token`). HS256, short-lived, bound to the
// identity session it was exchanged from (`sid`), and checked against the database on use (graphql/context.ts), so
// sign-out, a password change, a revoked refresh chain or a deleted account end it at once.
import { SignJWT, jwtVerify, errors } from "jose";
import { LRUCache } from "lru-cache";
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

/**
 * Tokens already verified, by their exact text, with their claims and expiry. Every request of a signed-in learner
 * carries the same token for its whole life (a progress report every 5 s, spec section 8), and WebCrypto's HMAC
 * check runs as a thread-pool job: it was the largest single cost of a progress write on the gateway
 * (docs/performance.md). The same text is the same signature, so a hit needs no check but the expiry; the session
 * behind the token is still checked on every request, through the viewer cache that its changes empty on every
 * gateway (graphql/viewer-cache.ts, decision 042). Bounded: a flood of distinct tokens
 * evicts the oldest, which are then verified again.
 */
const REMEMBERED_TOKENS = 20_000;

interface Verified extends BackendClaims {
  expiresAtMs: number;
}

export function createBackendTokens(
  secret: string,
  ttlSeconds: number,
  rememberedTokens = REMEMBERED_TOKENS,
): BackendTokens {
  // Imported once: given raw bytes, jose imports the HMAC key again on every sign and verify.
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  const verified = new LRUCache<string, Verified>({ max: rememberedTokens });
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
      const known = verified.get(token);
      // jose refuses a token once its `exp` (seconds) is not after now; the same rule here.
      if (known && Date.now() < known.expiresAtMs) return { userId: known.userId, sessionId: known.sessionId };
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sub !== "string") return null;
        const claims = { userId: payload.sub, sessionId: typeof payload.sid === "string" ? payload.sid : null };
        if (typeof payload.exp === "number") verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
