// POST /recover and POST /resend (gotrue-contract §6, §7). Both answer 200 {} whatever the address, and an email
// requested again too soon is silently not sent. The answer leaves before the address is even looked up: the request
// only stores the same job for any address (auth-mail.ts), and the job's worker does the lookup and the mail, so
// neither the answer's body nor its timing tells whether an account exists.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import { validationFailed } from "../auth-errors.ts";
import { queueIdentityMail } from "../auth-mail.ts";
import { parsePkce } from "../pkce.ts";
import { safeRedirect } from "../redirect.ts";
import { parseBody, queryParam, requireEmail } from "../request-auth.ts";

const EmailFlowBody = z.object({
  email: z.string().nullish(),
  type: z.string().nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

export function registerRecover(auth: FastifyInstance, services: AppServices, rateLimit: object) {
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
