// Request helpers shared by the handlers: body validation with zod and the bearer-token guard that GoTrue applies
// to /user and /logout (signature, expiry, existing user and existing session; contract §15).
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppServices } from "../services.ts";
import { AuthError, validationFailed } from "./auth-errors.ts";
import { verifyAccessToken, type AccessTokenClaims } from "./tokens.ts";
import { loadUser, type LoadedUser } from "./user-json.ts";

export function parseBody<T extends z.ZodType>(schema: T, body: unknown, message: string): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw validationFailed(message);
  return parsed.data;
}

export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

export interface AuthenticatedRequest {
  user: LoadedUser;
  claims: AccessTokenClaims;
}

export async function requireSession(services: AppServices, request: FastifyRequest): Promise<AuthenticatedRequest> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  if (!match) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  const claims = await verifyAccessToken(services.config.jwtSecret, match[1]);
  const user = await loadUser(services.db.prisma, { id: claims.sub });
  if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  const session = await services.db.prisma.authSession.findFirst({ where: { id: claims.session_id, userId: user.id } });
  if (!session) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  return { user, claims };
}

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased, trimmed email; `missing` is the endpoint's own GoTrue message for an absent address. */
export function requireEmail(value: string | null | undefined, missing: string): string {
  const email = value?.trim().toLowerCase() ?? "";
  if (!email) throw validationFailed(missing);
  if (email.length > 255 || !EMAIL_FORMAT.test(email)) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  return email;
}
