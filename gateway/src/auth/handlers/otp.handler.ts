// POST /otp with a phone number (signInWithOtp({ phone }); gotrue-contract, phone summary): sends a sign-in code by
// SMS, creating the account unless `create_user` is false, and answers {}. The code is verified at POST /verify
// with type "sms". Codes by email are not offered here: the email flows carry their own codes.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isUniqueViolation } from "@app/db";
import type { AppServices } from "../../services.ts";
import type { AccountLimits } from "../account-limits.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import { requirePhoneSignIn, sendPhoneCode } from "../phone-codes.ts";
import { requirePhone } from "../phone-number.ts";
import { parseBody } from "../request-auth.ts";
import { DISABLED_MESSAGE, isBanned } from "../account-bans.ts";
import { assertPhoneFree, createPhoneUser } from "../users.service.ts";

const OtpBody = z.object({
  phone: z.string().max(64).nullish(),
  email: z.string().nullish(),
  create_user: z.boolean().nullish(),
  channel: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

export function registerOtp(auth: FastifyInstance, services: AppServices, rateLimit: object, limits: AccountLimits) {
  auth.post("/otp", { config: { rateLimit } }, async (request) => {
    const body = parseBody(OtpBody, request.body, "Could not read OTP params");
    if (!body.phone) {
      throw validationFailed(body.email ? "Sign-in codes by email are not offered by this server" : "Phone required");
    }
    requirePhoneSignIn(services);
    if (body.channel && body.channel !== "sms") throw validationFailed(`Unsupported channel "${body.channel}"`);
    const phone = requirePhone(body.phone);
    const { prisma } = services.db;
    let user = await prisma.authUser.findUnique({ where: { phone }, select: { id: true, bannedUntil: true } });
    if (!user) {
      if (body.create_user === false) throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
      await assertPhoneFree(prisma, phone, null);
      try {
        user = await createPhoneUser(prisma, { phone, passwordHash: null, data: body.data ?? {} });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two first requests for one number at once: the other made the account.
        user = await prisma.authUser.findUniqueOrThrow({ where: { phone }, select: { id: true, bannedUntil: true } });
      }
    }
    if (isBanned(user)) throw new AuthError(403, "user_banned", DISABLED_MESSAGE);
    await sendPhoneCode(services, limits, user.id, phone, "sms");
    return {};
  });
}
