// Builds the resolver context of one request: the viewer comes only from a verified backend token.
import { Prisma, type User } from "@app/db";
import type { Context, Viewer } from "@app/schema";
import type { AppServices } from "../services.ts";
import type { BackendClaims } from "../session/backend-token.ts";
import { throttleFor, type ClientRequest } from "../security/password-throttle.ts";

/** Sent with every 401 of the API (REST and /graphql), so a client knows to obtain a fresh token (RFC 6750). */
export const WWW_AUTHENTICATE = 'Bearer realm="api"';

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match ? match[1] : null;
}

/** The viewer of a valid backend token; null without a token or when it is invalid, expired or its session ended. */
export async function resolveViewer(services: AppServices, authorization: string | undefined): Promise<Viewer | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = await services.backendTokens.verify(token);
  if (!claims) return null;
  const [user] = await readViewer(services, claims);
  return user ? { userId: user.id, authId: user.authId, role: user.role, sessionId: claims.sessionId } : null;
}

/**
 * Every authenticated request runs this one statement, straight through the driver (decision 007). Conditions on
 * the account go into its WHERE clause, so a check costs an index lookup inside this round trip, not another one.
 * A disabled account's tokens stop working on its next request (issue 16).
 */
function readViewer(services: AppServices, claims: BackendClaims) {
  return services.db.sql<Pick<User, "id" | "authId" | "role">>`
    SELECT u."id", u."authId", u."role"::text AS "role" FROM "User" u
    WHERE u."id" = ${claims.userId} AND u."disabledAt" IS NULL ${liveSession(services, claims.sessionId)}`;
}

/**
 * The embedded server's session the token was exchanged from must still exist: sign-out, a password change, a
 * revoked refresh chain or a deleted identity end the token at once. A hosted Supabase project keeps its sessions
 * elsewhere, so there the token lives until it expires (docs/reliability.md).
 */
function liveSession(services: AppServices, sessionId: string | null) {
  if (services.config.hostedIdentity) return Prisma.empty;
  return Prisma.sql`AND EXISTS (
      SELECT 1 FROM "auth_sessions" s
      WHERE s."id" = ${sessionId} AND s."userId" = u."authId"
        AND (s."notAfter" IS NULL OR s."notAfter" > now() AT TIME ZONE 'UTC'))`;
}

export function buildContext(services: AppServices, viewer: Viewer | null, client: ClientRequest): Context {
  return {
    db: services.db,
    prisma: services.db.prisma,
    viewer,
    identity: services.identity,
    tokens: services.backendTokens,
    files: services.files,
    throttle: throttleFor(services.passwordLimits, client),
    publicUrl: services.config.publicUrl,
  };
}
