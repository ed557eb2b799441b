// POST /recover and POST /resend (gotrue-contract §6, §7). Both answer 200 {} whatever the address, and an email
// requested again too soon is silently not sent, so neither can be used to learn whether an account exists.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import { validationFailed } from "../auth-errors.ts";
import { mayEmailAgain, sendAuthEmail } from "../auth-mail.ts";
import { createFlowState, parsePkce } from "../pkce.ts";
import { safeRedirect } from "../redirect.ts";
import { parseBody, queryParam, requireEmail } from "../request-auth.ts";
import { loadUser } from "../user-json.ts";
import { startConfirmation } from "./signup.handler.ts";

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
    const redirectTo = safeRedirect(services.config, queryParam(request, "redirect_to"));
    const user = await loadUser(services.db.prisma, { email });
    if (user && (await mayEmailAgain(services, user.id, "recovery"))) {
      if (pkce) {
        const flow = { userId: user.id, pkce, providerType: "email", authenticationMethod: "recovery" };
        await createFlowState(services.db.prisma, flow);
      }
      await sendAuthEmail(services, user, "recovery", { redirectTo, pkce: Boolean(pkce) });
    }
    return {};
  });

  auth.post("/resend", { config: { rateLimit } }, async (request) => {
    const body = parseBody(EmailFlowBody, request.body, "Could not read resend params");
    if (!["signup", "email_change", "sms", "phone_change"].includes(body.type ?? "")) {
      throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
    }
    if (body.type !== "signup") throw validationFailed(`Resending ${body.type} messages is not supported by this server`);
    const email = requireEmail(body.email, "Resend requires an email");
    const pkce = parsePkce(body.code_challenge, body.code_challenge_method);
    const redirectTo = safeRedirect(services.config, queryParam(request, "redirect_to"));
    const user = await loadUser(services.db.prisma, { email });
    if (user && !user.emailConfirmedAt && (await mayEmailAgain(services, user.id, "confirmation"))) {
      await startConfirmation(services, user, pkce, redirectTo);
    }
    return {};
  });
}
