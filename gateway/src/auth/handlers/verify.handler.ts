// GET /verify (the email link: 303 to redirect_to with ?code= in PKCE flows or tokens in the fragment) and
// POST /verify with a token_hash, or with the email or phone number and its 6-digit code (`verifyOtp`): a session
// as JSON; gotrue-contract §5 and its phone summary. An email change needs both addresses' confirmation: the first
// one answers with a message.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import type { AccountGuard, AccountLimits } from "../account-limits.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import { applyEmailChange, EMAIL_CHANGE_HALF_CONFIRMED, isHalfOfEmailChange } from "../email-change.service.ts";
import {
  consumeOneTimeToken,
  consumeOtp,
  otpInvalid,
  type ConsumedToken,
  type OneTimeTokenType,
} from "../one-time-tokens.ts";
import { requirePhoneSignIn } from "../phone-codes.ts";
import { requirePhone } from "../phone-number.ts";
import { issueAuthCode } from "../pkce.ts";
import { errorRedirect, safeRedirect, sessionFragment, withMessage, withQuery } from "../redirect.ts";
import { parseBody, queryParam } from "../request-auth.ts";
import { DISABLED_MESSAGE, isBanned } from "../account-bans.ts";
import { issueSession, type AuthMethod } from "../session.service.ts";
import { applyPhoneChange, confirmEmail, confirmPhone } from "../users.service.ts";
import { loadUser, type LoadedUser } from "../user-json.ts";

// `email` is a code for whichever of the confirmation or the recovery email the user holds (confirmation first).
const TOKEN_TYPES = {
  signup: ["confirmation"],
  recovery: ["recovery"],
  magiclink: ["recovery"],
  email: ["confirmation", "recovery"],
  email_change: ["email_change_current", "email_change_new"],
  // SMS codes (phone-codes.ts): a sign-in by phone, and a new number.
  sms: ["sms"],
  phone_change: ["phone_change"],
} satisfies Record<string, OneTimeTokenType[]>;
type VerifyType = keyof typeof TOKEN_TYPES;

const VerifyBody = z.object({
  type: z.string().nullish(),
  token_hash: z.string().nullish(),
  email: z.string().max(320).nullish(),
  phone: z.string().max(64).nullish(),
  token: z.string().max(64).nullish(),
});

type Verified = { kind: "session"; user: LoadedUser; method: AuthMethod; verifyType: string } | { kind: "half" };

export function registerVerify(auth: FastifyInstance, services: AppServices, rateLimit: object, limits: AccountLimits) {
  const failures = limits.otp;
  auth.get("/verify", async (request, reply) => {
    const type = verifyType(queryParam(request, "type"));
    const token = queryParam(request, "token");
    if (!token) throw validationFailed("Verify requires a token or a token hash");
    const redirectTo = safeRedirect(services.config, queryParam(request, "redirect_to"));
    const pkce = token.startsWith("pkce_");
    try {
      const consumed = await consumeOneTimeToken(services.db.prisma, pkce ? token.slice(5) : token, TOKEN_TYPES[type]);
      const verified = await complete(services, consumed);
      if (verified.kind === "half")
        return reply.redirect(withMessage(redirectTo, EMAIL_CHANGE_HALF_CONFIRMED, pkce), 303);
      if (pkce) {
        const pkceMethod = verified.verifyType === "signup" ? "email/signup" : verified.verifyType;
        const code = await issueAuthCode(services.db.prisma, verified.user.id, pkceMethod);
        if (!code) throw new AuthError(404, "flow_state_not_found", "No associated flow state found");
        return reply.redirect(withQuery(redirectTo, { code }), 303);
      }
      const session = await issueSession(services, verified.user, verified.method);
      return reply.redirect(sessionFragment(redirectTo, session, { type: verified.verifyType }), 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return reply.redirect(errorRedirect(redirectTo, error, pkce), 303);
    }
  });

  auth.post("/verify", { config: { rateLimit } }, async (request) => {
    const body = parseBody(VerifyBody, request.body, "Could not read verification params");
    const type = verifyType(body.type ?? undefined);
    const consumed =
      type === "sms" || type === "phone_change"
        ? await consumePhoneCode(services, limits.phoneOtp, type, body.phone, body.token)
        : body.token_hash
          ? await consumeOneTimeToken(services.db.prisma, body.token_hash.replace(/^pkce_/, ""), TOKEN_TYPES[type])
          : await consumeCode(services, failures, type, body.email, body.token);
    const verified = await complete(services, consumed);
    if (verified.kind === "half") return { msg: EMAIL_CHANGE_HALF_CONFIRMED, code: "200" };
    return issueSession(services, verified.user, verified.method);
  });
}

function verifyType(value: string | undefined): VerifyType {
  if (!value) throw validationFailed("Verify requires a verification type");
  if (!Object.hasOwn(TOKEN_TYPES, value)) throw validationFailed(`Unsupported verification type "${value}"`);
  return value as VerifyType;
}

/**
 * `verifyOtp({ email, token, type })`: the code of the user the address belongs to (either address of a change).
 * Failures count per address (account-limits.ts) on top of each code's own attempt limit, since a guesser may ask
 * for new codes.
 */
async function consumeCode(
  services: AppServices,
  failures: AccountGuard,
  type: VerifyType,
  email: string | null | undefined,
  otp: string | null | undefined,
) {
  if (!email || !otp) throw validationFailed("Verify requires a token or a token hash");
  const address = email.trim().toLowerCase();
  await failures.check(address);
  try {
    return await findAndConsume(services, type, address, otp);
  } catch (error) {
    if (error instanceof AuthError && error.code === otpInvalid().code) await failures.fail(address);
    throw error;
  }
}

async function findAndConsume(services: AppServices, type: VerifyType, address: string, otp: string) {
  const user =
    type === "email_change"
      ? await services.db.prisma.authUser.findFirst({
          where: { OR: [{ emailChange: address }, { email: address, emailChange: { not: null } }] },
        })
      : await services.db.prisma.authUser.findUnique({ where: { email: address } });
  if (!user) throw otpInvalid();
  if (isBanned(user)) throw new AuthError(403, "user_banned", DISABLED_MESSAGE);
  return consumeOtp(services.db.prisma, user.id, otp.trim(), TOKEN_TYPES[type]);
}

/**
 * `verifyOtp({ phone, token, type: "sms" | "phone_change" })`. Wrong codes count per number (5 per 15 minutes,
 * account-limits.ts) whatever address they come from, on top of each code's own attempt limit.
 */
async function consumePhoneCode(
  services: AppServices,
  failures: AccountGuard,
  type: "sms" | "phone_change",
  rawPhone: string | null | undefined,
  otp: string | null | undefined,
) {
  requirePhoneSignIn(services);
  const phone = requirePhone(rawPhone);
  if (!otp) throw validationFailed("Verify requires a token or a token hash");
  await failures.check(phone);
  try {
    const { prisma } = services.db;
    const user =
      type === "sms"
        ? await prisma.authUser.findUnique({ where: { phone } })
        : await prisma.authUser.findFirst({ where: { phoneChange: phone } });
    if (!user) throw otpInvalid();
    if (isBanned(user)) throw new AuthError(403, "user_banned", DISABLED_MESSAGE);
    return await consumeOtp(prisma, user.id, otp.trim(), TOKEN_TYPES[type]);
  } catch (error) {
    if (error instanceof AuthError && error.code === otpInvalid().code) await failures.fail(phone);
    throw error;
  }
}

/** Confirms what the consumed token proves: the address (a recovery proves it too), or one half of a change. */
async function complete(services: AppServices, consumed: ConsumedToken): Promise<Verified> {
  const user = await loadUser(services.db.prisma, { id: consumed.userId });
  if (!user) throw new AuthError(403, "otp_expired", "Email link is invalid or has expired");
  if (isBanned(user)) throw new AuthError(403, "user_banned", DISABLED_MESSAGE);
  if (consumed.type === "sms") {
    return { kind: "session", user: await confirmPhone(services.db.prisma, user), method: "otp", verifyType: "sms" };
  }
  if (consumed.type === "phone_change") {
    const changed = await applyPhoneChange(services.db.prisma, user);
    return { kind: "session", user: changed, method: "otp", verifyType: "phone_change" };
  }
  if (isHalfOfEmailChange(consumed.type)) {
    const changed = await applyEmailChange(services.db.prisma, user);
    return changed ? { kind: "session", user: changed, method: "otp", verifyType: "email_change" } : { kind: "half" };
  }
  const confirmed = await confirmEmail(services.db.prisma, user);
  return consumed.type === "confirmation"
    ? { kind: "session", user: confirmed, method: "otp", verifyType: "signup" }
    : { kind: "session", user: confirmed, method: "recovery", verifyType: "recovery" };
}
