// POST /recover and POST /resend (gotrue-contract §6, §7). Both answer 200 {} whatever the address, and an email
// requested again too soon is silently not sent. The answer leaves before the address is even looked up (the mail
// work is queued), so neither its body nor its timing tells whether an account exists.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import { validationFailed } from "../auth-errors.ts";
import { mayEmailAgain, sendAuthEmail } from "../auth-mail.ts";
import { createFlowState, parsePkce, type PkceChallenge } from "../pkce.ts";
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

interface EmailRequest {
  email: string;
  pkce: PkceChallenge | null;
  redirectTo: string;
}

export function registerRecover(auth: FastifyInstance, services: AppServices, rateLimit: object) {
  auth.post("/recover", { config: { rateLimit } }, async (request, reply) => {
    const body = parseBody(EmailFlowBody, request.body, "Could not read recover params");
    const email = requireEmail(body.email, "Password recovery requires an email");
    const input = {
      email,
      pkce: parsePkce(body.code_challenge, body.code_challenge_method),
      redirectTo: redirectOf(services, request),
    };
    queueMail(services, request, reply, () => sendRecovery(services, input));
    return {};
  });

  auth.post("/resend", { config: { rateLimit } }, async (request, reply) => {
    const body = parseBody(EmailFlowBody, request.body, "Could not read resend params");
    if (!["signup", "email_change", "sms", "phone_change"].includes(body.type ?? "")) {
      throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
    }
    if (body.type !== "signup")
      throw validationFailed(`Resending ${body.type} messages is not supported by this server`);
    const email = requireEmail(body.email, "Resend requires an email");
    const input = {
      email,
      pkce: parsePkce(body.code_challenge, body.code_challenge_method),
      redirectTo: redirectOf(services, request),
    };
    queueMail(services, request, reply, () => resendConfirmation(services, input));
    return {};
  });
}

const redirectOf = (services: AppServices, request: FastifyRequest) =>
  safeRedirect(services.config, queryParam(request, "redirect_to"));

/** Queued once the answer has been handed to the network, so none of the mail work can delay it. */
function queueMail(services: AppServices, request: FastifyRequest, reply: FastifyReply, job: () => Promise<void>) {
  reply.raw.once("close", () => {
    const queued = services.mailQueue.push(job, (error) => request.log.error({ err: error }, "identity email failed"));
    if (!queued) request.log.warn("identity email dropped: the mail queue is full");
  });
}

async function sendRecovery(services: AppServices, { email, pkce, redirectTo }: EmailRequest) {
  const user = await loadUser(services.db.prisma, { email });
  if (!user || !(await mayEmailAgain(services, user.id, "recovery"))) return;
  if (pkce) {
    await createFlowState(services.db.prisma, {
      userId: user.id,
      pkce,
      providerType: "email",
      authenticationMethod: "recovery",
    });
  }
  await sendAuthEmail(services, user, "recovery", { redirectTo, pkce: Boolean(pkce) });
}

async function resendConfirmation(services: AppServices, { email, pkce, redirectTo }: EmailRequest) {
  const user = await loadUser(services.db.prisma, { email });
  if (!user || user.emailConfirmedAt || !(await mayEmailAgain(services, user.id, "confirmation"))) return;
  await startConfirmation(services, user, pkce, redirectTo);
}
