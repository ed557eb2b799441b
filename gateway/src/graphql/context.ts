// Builds the resolver context of one request: the viewer comes only from a verified backend token.
import type { Context, Viewer } from "@app/schema";
import type { User } from "@app/db";
import type { AppServices } from "../services.ts";

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match ? match[1] : null;
}

export async function resolveViewer(services: AppServices, authorization: string | undefined): Promise<Viewer | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const userId = await services.backendTokens.verify(token);
  if (!userId) return null;
  // Every authenticated request runs this: straight through the driver, without Prisma's query compiler.
  // A disabled account's tokens stop working on its next request (issue 16).
  const [user] = await services.db.sql<Pick<User, "id" | "authId" | "role">>`
    SELECT "id", "authId", "role"::text AS "role" FROM "User" WHERE "id" = ${userId} AND "disabledAt" IS NULL`;
  return user ? { userId: user.id, authId: user.authId, role: user.role } : null;
}

export function buildContext(services: AppServices, viewer: Viewer | null): Context {
  return {
    db: services.db,
    prisma: services.db.prisma,
    viewer,
    identity: services.identity,
    tokens: services.backendTokens,
    files: services.files,
    publicUrl: services.config.publicUrl,
  };
}
