// Sessions and refresh-token rotation (gotrue-contract §10): every refresh revokes the presented token and issues
// a child; presenting a revoked token again is tolerated for a short grace window (parallel tabs, lost responses),
// after which it is treated as theft and the whole session is revoked.
import type { AppServices } from "../services.ts";
import { DISABLED_MESSAGE, isBanned } from "./account-bans.ts";
import { AuthError } from "./auth-errors.ts";
import { hashToken, newOpaqueToken, signAccessToken, type AmrEntry } from "./tokens.ts";
import { loadUser, userJson, USER_INCLUDE, type JsonObject, type LoadedUser } from "./user-json.ts";

export type AuthMethod = "password" | "oauth" | "otp" | "email/signup" | "recovery";

export async function issueSession(services: AppServices, user: LoadedUser, method: AuthMethod): Promise<JsonObject> {
  const { prisma } = services.db;
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const session = await prisma.authSession.create({ data: { userId: user.id, amr: amr as object[] } });
  const refreshToken = newOpaqueToken();
  await prisma.authRefreshToken.create({ data: { sessionId: session.id, tokenHash: hashToken(refreshToken) } });
  await prisma.authUser.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
  const fresh = (await loadUser(prisma, { id: user.id }))!;
  return sessionJson(services, fresh, { id: session.id, aal: session.aal, amr }, refreshToken);
}

export async function refreshSession(services: AppServices, presented: string): Promise<JsonObject> {
  const { prisma } = services.db;
  const token = await prisma.authRefreshToken.findUnique({
    where: { tokenHash: hashToken(presented) },
    include: { session: { include: { user: { include: USER_INCLUDE } } } },
  });
  if (!token) throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  const { session } = token;
  if (isBanned(session.user)) throw new AuthError(400, "user_banned", DISABLED_MESSAGE);
  if (session.notAfter && session.notAfter < new Date()) {
    throw new AuthError(400, "session_expired", "Invalid Refresh Token: Session Expired");
  }
  if (
    token.revoked &&
    Date.now() - token.updatedAt.getTime() > services.config.REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000
  ) {
    await prisma.authSession.deleteMany({ where: { id: session.id } });
    throw new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  }
  // Only the first revocation stamps updatedAt, so the grace window runs from the original rotation.
  await prisma.authRefreshToken.updateMany({ where: { id: token.id, revoked: false }, data: { revoked: true } });
  const next = newOpaqueToken();
  await prisma.authRefreshToken.create({
    data: { sessionId: session.id, parentId: token.id, tokenHash: hashToken(next) },
  });
  await prisma.authSession.update({ where: { id: session.id }, data: { updatedAt: new Date() } });
  return sessionJson(
    services,
    session.user,
    { id: session.id, aal: session.aal, amr: session.amr as unknown as AmrEntry[] },
    next,
  );
}

async function sessionJson(
  services: AppServices,
  user: LoadedUser,
  session: { id: string; aal: string; amr: AmrEntry[] },
  refreshToken: string,
): Promise<JsonObject> {
  const { token, expiresAt } = await signAccessToken(services.config, {
    userId: user.id,
    email: user.email,
    phone: user.phone,
    appMetadata: user.appMetadata,
    userMetadata: user.userMetadata,
    sessionId: session.id,
    aal: session.aal,
    amr: session.amr,
  });
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: services.config.ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}
