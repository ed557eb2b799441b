// Who the viewer of a request is, from the claims of a verified backend token (the gateway verifies the token,
// the domain decides what the claims still stand for).
import { Prisma, type Database, type User } from "@app/db";
import type { Viewer } from "../../context.ts";

export interface ViewerClaims {
  userId: string;
  sessionId: string | null;
}

/**
 * Every authenticated request runs this one statement, straight through the driver (decision 007). Conditions on
 * the account go into its WHERE clause, so a check costs an index lookup inside this round trip, not another one.
 * A disabled account's tokens stop working on its next request (docs/staff-console.md).
 * `checkSession` is off for a hosted Supabase project, which keeps its sessions elsewhere: there the token lives
 * until it expires (docs/reliability.md).
 */
export async function viewerFromClaims(
  db: Database,
  claims: ViewerClaims,
  checkSession: boolean,
): Promise<Viewer | null> {
  const [user] = await db.sql<Pick<User, "id" | "authId" | "role">>`
    SELECT u."id", u."authId", u."role"::text AS "role" FROM "User" u
    WHERE u."id" = ${claims.userId} AND u."disabledAt" IS NULL ${checkSession ? liveSession(claims.sessionId) : Prisma.empty}`;
  return user ? { userId: user.id, authId: user.authId, role: user.role, sessionId: claims.sessionId } : null;
}

/**
 * The embedded server's session the token was exchanged from must still exist: sign-out, a password change, a
 * revoked refresh chain or a deleted identity end the token at once.
 */
function liveSession(sessionId: string | null) {
  return Prisma.sql`AND EXISTS (
      SELECT 1 FROM "auth_sessions" s
      WHERE s."id" = ${sessionId} AND s."userId" = u."authId"
        AND (s."notAfter" IS NULL OR s."notAfter" > now() AT TIME ZONE 'UTC'))`;
}
