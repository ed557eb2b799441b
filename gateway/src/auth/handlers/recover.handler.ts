// POST /recover and POST /resend (gotrue-contract §6, §7). Both answer 200 {} whatever the address, and an email
// requested again too soon is silently not sent. The answer leaves before the address is even looked up: the request
// only stores the same job for any address (auth-mail.ts), and the job's worker does the lookup and the mail, so
// neither the answer's body nor its timing tells whether an account exists.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import { validationFailed } from "../auth-errors.ts";
import { queueIdentityMail } from "../auth-mail.ts";
import type { AccountLimits } from "../account-limits.ts";
import { requirePhoneSignIn, sendPhoneCode } from "../phone-codes.ts";
import { requirePhone } from "../phone-number.ts";
import { parsePkce } from "../pkce.ts";
import { safeRedirect } from "../redirect.ts";
import { parseBody, queryParam, requireEmail } from "../request-auth.ts";

const EmailFlowBody = z.object({
  email: z.string().nullish(),
  phone: z.string().max(64).nullish(),
  type: z.string().nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

export function registerRecover(
  auth: FastifyInstance,
  services: AppServices,
  rateLimit: object,
  limits: AccountLimits,
) {
  auth.post("/recover", { config: { rateLimit } }, async (request) => {
    const body = parseBody(EmailFlowBody, request.body, "Could not read recover params");
    const email = requireEmail(body.email, "Password recovery requires an email");
    const pkce = parsePkce(body.code_challenge, body.code_challenge_method);
    await queueIdentityMail(services, { kind: "recover", email, pkce, redirectTo: redirectOf(services, request) });
    return {};
  });

  auth.post("/resend", { config: { rateLimit } }, async (request) => {
    const body = parseBody(EmailFlowBody, request.body, "Could not read resend params");
    if (!["signup", "email_change", "sms", "phone_change"].includes(body.type ?? "")) {
      throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
    }
    if (body.type === "sms" || body.type === "phone_change") return resendPhoneCode(services, limits, body);
    if (body.type !== "signup")
      throw validationFailed(`Resending ${body.type} messages is not supported by this server`);
    const email = requireEmail(body.email, "Resend requires an email");
    const pkce = parsePkce(body.code_challenge, body.code_challenge_method);
    await queueIdentityMail(services, { kind: "resend", email, pkce, redirectTo: redirectOf(services, request) });
    return {};
  });
}

const redirectOf = (services: AppServices, request: FastifyRequest) =>
  safeRedirect(services.config, queryParam(request, "redirect_to"));

/**
 * resend({ type: "sms" | "phone_change", phone }): a new code to a number still waiting for its first confirmation,
 * or to the pending new number of a change; {} for any other number. Too soon after the last: 429.
 */
async function resendPhoneCode(services: AppServices, limits: AccountLimits, body: z.infer<typeof EmailFlowBody>) {
  requirePhoneSignIn(services);
  const phone = requirePhone(body.phone);
  const { prisma } = services.db;
  const user =
    body.type === "sms"
      ? await prisma.authUser.findFirst({ where: { phone, phoneConfirmedAt: null }, select: { id: true } })
      : await prisma.authUser.findFirst({ where: { phoneChange: phone }, select: { id: true } });
  if (user) await sendPhoneCode(services, limits, user.id, phone, body.type === "sms" ? "sms" : "phone_change");
  return {};
}
