// Who the viewer of a request is, from the claims of a verified backend token (the gateway verifies the token,
// the domain decides what the claims still stand for).
import { Prisma, type Database, type User } from "@app/db";
import type { Viewer } from "../../context.ts";

export interface ViewerClaims {
  userId: string;
  sessionId: string | null;
}

export interface ResolvedViewer {
  viewer: Viewer;
  /** When the identity session ends by itself, if it does: a cached viewer must not outlive it (decision 042). */
  sessionNotAfter: Date | null;
}

/**
 * Every authenticated request that misses the gateway's viewer cache runs this one statement, straight through
 * the driver (decision 007). Conditions on the account go into its WHERE clause, so a check costs an index lookup
 * inside this round trip, not another one. A disabled account's tokens stop working on its next request
 * (docs/staff-console.md). `checkSession` is off for a hosted Supabase project, which keeps its sessions
 * elsewhere: there the token lives until it expires (docs/reliability.md).
 */
export async function viewerFromClaims(
  db: Database,
  claims: ViewerClaims,
  checkSession: boolean,
): Promise<ResolvedViewer | null> {
  const [user] = await db.sql<Pick<User, "id" | "authId" | "role"> & { notAfter: Date | null }>`
    SELECT u."id", u."authId", u."role"::text AS "role", ${checkSession ? Prisma.sql`s."notAfter"` : Prisma.sql`NULL AS "notAfter"`}
    FROM "User" u ${checkSession ? liveSession(claims.sessionId) : Prisma.empty}
    WHERE u."id" = ${claims.userId} AND u."disabledAt" IS NULL`;
  if (!user) return null;
  const viewer = { userId: user.id, authId: user.authId, role: user.role, sessionId: claims.sessionId };
  return { viewer, sessionNotAfter: user.notAfter };
}

/**
 * The embedded server's session the token was exchanged from must still exist: sign-out, a password change, a
 * revoked refresh chain or a deleted identity end the token at once.
 */
function liveSession(sessionId: string | null) {
  return Prisma.sql`JOIN "auth_sessions" s ON s."id" = ${sessionId} AND s."userId" = u."authId"
      AND (s."notAfter" IS NULL OR s."notAfter" > now() AT TIME ZONE 'UTC')`;
}
