// GET /user and PUT /user (gotrue-contract §8, §9). A password change ends the user's other sessions and retires
// pending email links; a new email starts a change confirmed by both addresses (email-change.service.ts); a new
// phone number gets a code by SMS (phone-codes.ts); `data` merges into user_metadata, with null deleting a key.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import type { AccountLimits } from "../account-limits.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import { requestEmailChange } from "../email-change.service.ts";
import { assertPasswordStrength, hashPassword, passwordMatches } from "../passwords.ts";
import { requirePhoneSignIn, sendPhoneCode } from "../phone-codes.ts";
import { isPlaceholderEmail, requirePhone } from "../phone-number.ts";
import { parsePkce } from "../pkce.ts";
import { safeRedirect } from "../redirect.ts";
import { parseBody, queryParam, requireEmail, requireSession, type AuthenticatedRequest } from "../request-auth.ts";
import { assertPhoneFree, replacePassword } from "../users.service.ts";
import { asObject, loadUser, userJson, type JsonObject, type LoadedUser } from "../user-json.ts";

const UpdateBody = z.object({
  email: z.string().nullish(),
  phone: z.string().max(64).nullish(),
  password: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: z.unknown().optional(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

export function registerUser(auth: FastifyInstance, services: AppServices, rateLimit: object, limits: AccountLimits) {
  auth.get("/user", async (request) => userJson((await requireSession(services, request)).user));

  auth.put("/user", { config: { rateLimit } }, async (request) => {
    const session = await requireSession(services, request);
    const body = parseBody(UpdateBody, request.body, "Could not read User Update params");
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw new AuthError(403, "not_admin", "Updating app_metadata requires admin privileges");
    }
    const newEmail = body.email ? requireEmail(body.email, "") : null;
    if (isPlaceholderEmail(newEmail)) throw validationFailed("Unable to validate email address: invalid format");
    const newPhone = body.phone ? requirePhone(body.phone) : null;
    if (body.password) await changePassword(services, session, body.password);
    if (body.data) await mergeMetadata(services, session.user.id, asObject(session.user.userMetadata), body.data);
    if (newEmail && newEmail !== session.user.email) {
      const redirectTo = safeRedirect(services.config, queryParam(request, "redirect_to"));
      await requestEmailChange(services, session.user, newEmail, {
        redirectTo,
        pkce: parsePkce(body.code_challenge, body.code_challenge_method),
      });
    }
    if (newPhone && newPhone !== session.user.phone) await requestPhoneChange(services, limits, session.user, newPhone);
    return userJson((await loadUser(services.db.prisma, { id: session.user.id }))!);
  });
}

/**
 * A new number (or a first one, for an email account) is the account's once the code sent to it is verified
 * (POST /verify type "phone_change"); until then it is `new_phone`. One code per 60 s per account.
 */
async function requestPhoneChange(services: AppServices, limits: AccountLimits, user: LoadedUser, phone: string) {
  requirePhoneSignIn(services);
  await assertPhoneFree(services.db.prisma, phone, user.id);
  await sendPhoneCode(services, limits, user.id, phone, "phone_change");
  await services.db.prisma.authUser.update({
    where: { id: user.id },
    data: { phoneChange: phone, phoneChangeSentAt: new Date() },
  });
}

async function changePassword(services: AppServices, { user, claims }: AuthenticatedRequest, password: string) {
  assertPasswordStrength(password);
  if (await passwordMatches(password, user.encryptedPassword)) {
    throw new AuthError(422, "same_password", "New password should be different from the old password.");
  }
  await replacePassword(services.db.prisma, user.id, await hashPassword(password), claims.session_id);
}

async function mergeMetadata(services: AppServices, userId: string, current: JsonObject, changes: JsonObject) {
  const merged: JsonObject = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  await services.db.prisma.authUser.update({ where: { id: userId }, data: { userMetadata: merged as object } });
}
