// GET /verify (the email link: 303 to redirect_to with ?code= in PKCE flows or tokens in the fragment) and
// POST /verify with a token_hash (a session as JSON); gotrue-contract §5.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import { consumeOneTimeToken, type OneTimeTokenType } from "../one-time-tokens.ts";
import { issueAuthCode } from "../pkce.ts";
import { errorRedirect, safeRedirect, sessionFragment, withQuery } from "../redirect.ts";
import { parseBody, queryParam } from "../request-auth.ts";
import { DISABLED_MESSAGE, isBanned, issueSession } from "../session.service.ts";
import { confirmEmail } from "../users.service.ts";
import { loadUser, type LoadedUser } from "../user-json.ts";

type VerifyType = "signup" | "recovery";
const TOKEN_TYPES: Record<VerifyType, OneTimeTokenType> = { signup: "confirmation", recovery: "recovery" };
const VerifyBody = z.object({ type: z.string().nullish(), token_hash: z.string().nullish() });

export function registerVerify(auth: FastifyInstance, services: AppServices, rateLimit: object) {
  auth.get("/verify", async (request, reply) => {
    const type = verifyType(queryParam(request, "type"));
    const token = queryParam(request, "token");
    if (!token) throw validationFailed("Verify requires a token or a token hash");
    const redirectTo = safeRedirect(services.config, queryParam(request, "redirect_to"));
    const pkce = token.startsWith("pkce_");
    try {
      const user = await verifiedUser(services, token, type);
      if (pkce) {
        const method = type === "signup" ? "email/signup" : "recovery";
        const code = await issueAuthCode(services.db.prisma, user.id, method);
        if (!code) throw new AuthError(404, "flow_state_not_found", "No associated flow state found");
        return reply.redirect(withQuery(redirectTo, { code }), 303);
      }
      const session = await issueSession(services, user, type === "signup" ? "otp" : "recovery");
      return reply.redirect(sessionFragment(redirectTo, session, { type }), 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return reply.redirect(errorRedirect(redirectTo, error, pkce), 303);
    }
  });

  auth.post("/verify", { config: { rateLimit } }, async (request) => {
    const body = parseBody(VerifyBody, request.body, "Could not read verification params");
    const type = verifyType(body.type ?? undefined);
    if (!body.token_hash) throw validationFailed("Verify requires a token or a token hash");
    const user = await verifiedUser(services, body.token_hash, type);
    return issueSession(services, user, type === "signup" ? "otp" : "recovery");
  });
}

function verifyType(value: string | undefined): VerifyType {
  if (!value) throw validationFailed("Verify requires a verification type");
  if (value !== "signup" && value !== "recovery") throw validationFailed(`Unsupported verification type "${value}"`);
  return value;
}

/** Consumes the link token and confirms the email: a recovery link proves control of the address too. */
async function verifiedUser(services: AppServices, token: string, type: VerifyType): Promise<LoadedUser> {
  const raw = token.startsWith("pkce_") ? token.slice(5) : token;
  const userId = await consumeOneTimeToken(services.db.prisma, raw, TOKEN_TYPES[type]);
  const user = await loadUser(services.db.prisma, { id: userId });
  if (!user) throw new AuthError(403, "otp_expired", "Email link is invalid or has expired");
  if (isBanned(user)) throw new AuthError(403, "user_banned", DISABLED_MESSAGE);
  return confirmEmail(services.db.prisma, user);
}
