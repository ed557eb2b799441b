// POST /token: the password (email or phone), refresh_token and pkce grants (gotrue-contract §2, §4, §10). Unknown
// email or number, missing password and wrong password share one answer; "Email not confirmed" (or "Phone not
// confirmed") only comes after a correct password.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import type { AccountGuard } from "../account-limits.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import { MIN_PASSWORD_LENGTH, passwordMatches } from "../passwords.ts";
import { isPlaceholderEmail, normalisePhone } from "../phone-number.ts";
import { redeemAuthCode } from "../pkce.ts";
import { parseBody, queryParam } from "../request-auth.ts";
import { DISABLED_MESSAGE, isBanned } from "../account-bans.ts";
import { issueSession, refreshSession, type AuthMethod } from "../session.service.ts";
import { loadUser } from "../user-json.ts";

const PasswordBody = z.object({
  email: z.string().nullish(),
  phone: z.string().max(64).nullish(),
  password: z.string().nullish(),
});
const RefreshBody = z.object({ refresh_token: z.string().nullish() });
const PkceBody = z.object({ auth_code: z.string().nullish(), code_verifier: z.string().nullish() });

const invalidCredentials = () => new AuthError(400, "invalid_credentials", "Invalid login credentials");

export function registerToken(auth: FastifyInstance, services: AppServices, rateLimit: object, failures: AccountGuard) {
  auth.post("/token", { config: { rateLimit } }, async (request) => {
    const grant = queryParam(request, "grant_type");
    if (grant === "password") return passwordGrant(services, failures, request.body);
    if (grant === "refresh_token") {
      const { refresh_token: token } = parseBody(
        RefreshBody,
        request.body,
        "Could not read refresh token grant params",
      );
      if (!token || token.length < 12) throw validationFailed("Refresh token is not valid");
      return refreshSession(services, token);
    }
    if (grant === "pkce") return pkceGrant(services, request.body);
    throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
  });
}

async function passwordGrant(services: AppServices, failures: AccountGuard, rawBody: unknown) {
  const body = parseBody(PasswordBody, rawBody, "Could not read password grant params");
  const email = body.email?.trim().toLowerCase();
  // A number that is not one cannot belong to an account: the same answer as a wrong password.
  const phone = !email && body.phone ? (normalisePhone(body.phone) ?? body.phone.trim()) : undefined;
  const account = email || phone;
  if (!account) throw validationFailed("missing email or phone");
  const password = body.password ?? "";
  // Counted for unknown addresses too: the answer must not tell which accounts exist.
  await failures.check(account);
  // A phone-only account's reserved address is not a way in (decision 036).
  const user = isPlaceholderEmail(email)
    ? null
    : await loadUser(services.db.prisma, email ? { email } : { phone: phone! });
  if (user && isBanned(user)) throw new AuthError(400, "user_banned", DISABLED_MESSAGE);
  if (!(await passwordMatches(password, user?.encryptedPassword)) || !user) {
    await failures.fail(account);
    throw invalidCredentials();
  }
  if (email && !user.emailConfirmedAt) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
  if (phone && !user.phoneConfirmedAt) throw new AuthError(400, "phone_not_confirmed", "Phone not confirmed");
  const session = await issueSession(services, user, "password");
  // Accounts older than the policy still sign in; the client surfaces this as data.weakPassword.
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return {
      ...session,
      weak_password: { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, reasons: ["length"] },
    };
  }
  return session;
}

async function pkceGrant(services: AppServices, rawBody: unknown) {
  const body = parseBody(PkceBody, rawBody, "Could not read PKCE grant params");
  if (!body.auth_code || !body.code_verifier) {
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  }
  const flow = await redeemAuthCode(services.db.prisma, body.auth_code, body.code_verifier);
  const user = await loadUser(services.db.prisma, { id: flow.userId! });
  if (!user) throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  if (isBanned(user)) throw new AuthError(400, "user_banned", DISABLED_MESSAGE);
  return issueSession(services, user, flow.authenticationMethod as AuthMethod);
}
