// POST /signup with email confirmation on (gotrue-contract §1): a new user gets no session, only a confirmation
// email (or an SMS code, with a phone number); a confirmed address gets an obfuscated user so sign-up cannot be
// used to probe for accounts.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isUniqueViolation } from "@app/db";
import type { AppServices } from "../../services.ts";
import { AuthError } from "../auth-errors.ts";
import { mayEmailAgain, startConfirmation } from "../auth-mail.ts";
import type { AccountLimits } from "../account-limits.ts";
import { assertPasswordStrength, hashPassword } from "../passwords.ts";
import { requirePhoneSignIn, sendPhoneCode } from "../phone-codes.ts";
import { phoneForWire, requirePhone } from "../phone-number.ts";
import { parsePkce } from "../pkce.ts";
import { safeRedirect } from "../redirect.ts";
import { parseBody, queryParam, requireEmail } from "../request-auth.ts";
import { assertPhoneFree, createEmailUser, createPhoneUser } from "../users.service.ts";
import { loadUser, userJson, type JsonObject } from "../user-json.ts";

const SignupBody = z.object({
  email: z.string().nullish(),
  phone: z.string().max(64).nullish(),
  password: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

export function registerSignup(auth: FastifyInstance, services: AppServices, rateLimit: object, limits: AccountLimits) {
  auth.post("/signup", { config: { rateLimit } }, async (request) => {
    const body = parseBody(SignupBody, request.body, "Could not read Signup params");
    if (body.phone && !body.email) return phoneSignup(services, limits, body);
    const email = requireEmail(body.email, "To signup, please provide your email");
    if (!body.password) throw new AuthError(400, "validation_failed", "Signup requires a valid password");
    assertPasswordStrength(body.password);
    const pkce = parsePkce(body.code_challenge, body.code_challenge_method);
    const redirectTo = safeRedirect(services.config, queryParam(request, "redirect_to"));
    const data = body.data ?? {};
    // Hashing before the lookup keeps every branch equally slow.
    const passwordHash = await hashPassword(body.password);

    let user = await loadUser(services.db.prisma, { email });
    if (user?.emailConfirmedAt) return obfuscatedUser(email, data);
    if (user) {
      if (!(await mayEmailAgain(services, user.id, "confirmation"))) throw emailTooSoon(services);
    } else {
      try {
        user = await createEmailUser(services.db.prisma, { email, passwordHash, data });
      } catch (error) {
        if (isUniqueViolation(error)) return obfuscatedUser(email, data);
        throw error;
      }
    }
    await startConfirmation(services, user, pkce, redirectTo);
    return userJson((await loadUser(services.db.prisma, { id: user.id }))!);
  });
}

export function emailTooSoon(services: AppServices): AuthError {
  const seconds = services.config.AUTH_EMAIL_MIN_INTERVAL_SECONDS;
  return new AuthError(
    429,
    "over_email_send_rate_limit",
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
}

/**
 * Phone and password (signUp({ phone, password })): a new account gets no session, only a code by SMS to verify with
 * type "sms"; a confirmed number gets an obfuscated user, as an address does; an unconfirmed one gets a new code.
 */
async function phoneSignup(services: AppServices, limits: AccountLimits, body: z.infer<typeof SignupBody>) {
  requirePhoneSignIn(services);
  const phone = requirePhone(body.phone);
  if (!body.password) throw new AuthError(400, "validation_failed", "Signup requires a valid password");
  assertPasswordStrength(body.password);
  const data = body.data ?? {};
  const passwordHash = await hashPassword(body.password);
  const { prisma } = services.db;
  let user = await loadUser(prisma, { phone });
  if (user?.phoneConfirmedAt) return obfuscatedUser("", data, phone);
  if (!user) {
    await assertPhoneFree(prisma, phone, null);
    try {
      user = await createPhoneUser(prisma, { phone, passwordHash, data });
    } catch (error) {
      if (isUniqueViolation(error)) return obfuscatedUser("", data, phone);
      throw error;
    }
  }
  await sendPhoneCode(services, limits, user.id, phone, "sms");
  return userJson((await loadUser(prisma, { id: user.id }))!);
}

/** What GoTrue's sanitizeUser returns for an already confirmed address or number: a fresh id and no identities. */
function obfuscatedUser(email: string, data: JsonObject, phone?: string): JsonObject {
  const now = new Date().toISOString();
  const provider = phone ? "phone" : "email";
  return {
    id: crypto.randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: phoneForWire(phone),
    confirmation_sent_at: now,
    app_metadata: { provider, providers: [provider] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
