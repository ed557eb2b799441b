// POST /signup with email confirmation on (gotrue-contract §1): a new user gets no session, only a confirmation
// email; a confirmed address gets an obfuscated user so sign-up cannot be used to probe for accounts.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isUniqueViolation } from "@app/db";
import type { AppServices } from "../../services.ts";
import { AuthError } from "../auth-errors.ts";
import { mayEmailAgain, startConfirmation } from "../auth-mail.ts";
import { assertPasswordStrength, hashPassword } from "../passwords.ts";
import { parsePkce } from "../pkce.ts";
import { safeRedirect } from "../redirect.ts";
import { parseBody, queryParam, requireEmail } from "../request-auth.ts";
import { createEmailUser } from "../users.service.ts";
import { loadUser, userJson, type JsonObject } from "../user-json.ts";

const SignupBody = z.object({
  email: z.string().nullish(),
  password: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

export function registerSignup(auth: FastifyInstance, services: AppServices, rateLimit: object) {
  auth.post("/signup", { config: { rateLimit } }, async (request) => {
    const body = parseBody(SignupBody, request.body, "Could not read Signup params");
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

/** What GoTrue's sanitizeUser returns for an already confirmed address: a fresh id and no identities. */
function obfuscatedUser(email: string, data: JsonObject): JsonObject {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
