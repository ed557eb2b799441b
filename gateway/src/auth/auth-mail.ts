// The emails of the identity server: sign-up confirmation, password recovery and the two halves of an email change.
// Each carries a single-use /auth/v1/verify link and the 6-digit code that `verifyOtp` takes instead; in PKCE flows
// the link token is prefixed `pkce_` so /verify answers with ?code= (contract §5).
//
// Every one of them goes through the durable job queue (decision 018, decision 033), never straight to the mailer:
// an email asked for survives a crash of the gateway and is retried with backoff; one whose attempts all failed
// waits in `identity-mail-failed`, where staff see it (Query.failedMail, docs/operations.md). A job names a stored
// token row, not its secrets: the link and code are made when the email is sent (`issueSecrets`), so the job table
// never holds a usable link.
import type { IdentityMailJob } from "@app/schema";
import { textsIn } from "@app/client/texts";
import type { AppServices } from "../services.ts";
import { issueSecrets, lastSentAt, reserveOneTimeToken, type OneTimeTokenType } from "./one-time-tokens.ts";
import { createFlowState, type PkceChallenge } from "./pkce.ts";
import { asObject, loadUser, type LoadedUser } from "./user-json.ts";

type EmailTokenType = Exclude<OneTimeTokenType, "sms" | "phone_change">;

interface LinkOptions {
  redirectTo: string;
  pkce: boolean;
}

// Their words are the client's catalogue's (mail.json, namespace `mail`), in the recipient's language.
const TEMPLATES: Record<EmailTokenType, { verifyType: string; texts: string }> = {
  confirmation: { verifyType: "signup", texts: "mail:identity.confirmation" },
  recovery: { verifyType: "recovery", texts: "mail:identity.recovery" },
  email_change_current: { verifyType: "email_change", texts: "mail:identity.emailChangeCurrent" },
  email_change_new: { verifyType: "email_change", texts: "mail:identity.emailChangeNew" },
};

/** Every catalogue key an identity email reads (mail-texts.test.ts checks each language has them). */
export const IDENTITY_MAIL_KEYS = [
  ...Object.values(TEMPLATES).flatMap(({ texts }) => ["subject", "intro", "action"].map((part) => `${texts}.${part}`)),
  "mail:identity.code",
  "mail:identity.expiry",
];

/** False when the user's previous email of this type is too recent (GoTrue's max_frequency); nothing is sent then. */
export async function mayEmailAgain(services: AppServices, userId: string, type: OneTimeTokenType): Promise<boolean> {
  const last = await lastSentAt(services.db.prisma, userId, type);
  return !last || Date.now() - last.getTime() >= services.config.AUTH_EMAIL_MIN_INTERVAL_SECONDS * 1000;
}

/** Stores the email's token and queues its sending; resolves once the job is stored. */
export async function sendAuthEmail(
  services: AppServices,
  user: { id: string; email: string },
  type: EmailTokenType,
  options: LinkOptions & { to?: string },
) {
  const tokenId = await reserveOneTimeToken(services.db.prisma, user.id, type, services.config.EMAIL_LINK_TTL_SECONDS);
  await queueIdentityMail(services, {
    kind: "token",
    tokenId,
    to: options.to ?? user.email,
    redirectTo: options.redirectTo,
    pkce: options.pkce,
  });
}

/** Starts a sign-up confirmation (a new account, or a resend for an unconfirmed one). */
export async function startConfirmation(
  services: AppServices,
  user: LoadedUser,
  pkce: PkceChallenge | null,
  redirectTo: string,
) {
  if (pkce) {
    await createFlowState(services.db.prisma, {
      userId: user.id,
      pkce,
      providerType: "email",
      authenticationMethod: "email/signup",
    });
  }
  await sendAuthEmail(services, user, "confirmation", { redirectTo, pkce: Boolean(pkce) });
}

const RETRY_LIMIT = 4;
const CONCURRENCY = 2;
/** How long the dev mailbox and a closing app wait for identity mail already asked for. */
const IDLE_WAIT_MS = 5_000;

const workers = new WeakMap<AppServices["jobs"], Promise<void>>();

/**
 * Takes identity-mail jobs in this process: at start (jobs a killed gateway left are sent), or at the first email
 * this process queues, so a process that never mails never starts the queue.
 */
export function startIdentityMailWorker(services: AppServices, { retryLimit = RETRY_LIMIT } = {}): Promise<void> {
  let started = workers.get(services.jobs);
  if (!started) {
    started = services.jobs.work(
      "identity-mail",
      { concurrency: CONCURRENCY, retryLimit, deadLetter: "identity-mail-failed", wakeOnSend: true },
      (job) => deliverIdentityMail(services, job.data),
    );
    started.catch(() => workers.delete(services.jobs));
    workers.set(services.jobs, started);
  }
  return started;
}

/** Resolves once the identity mail this process asked for was sent (or failed for now), at most after 5 s. */
export async function identityMailIdle(services: AppServices): Promise<void> {
  const started = workers.get(services.jobs);
  if (!started) return;
  await started.catch(() => undefined);
  await services.jobs.idle("identity-mail", IDLE_WAIT_MS).catch(() => undefined);
}

export async function queueIdentityMail(services: AppServices, job: IdentityMailJob): Promise<void> {
  await startIdentityMailWorker(services);
  await services.jobs.send("identity-mail", job);
}

async function deliverIdentityMail(services: AppServices, job: IdentityMailJob): Promise<void> {
  if (job.kind === "sms") return deliverSms(services, job);
  if (job.kind !== "token")
    return job.kind === "recover" ? recoverByAddress(services, job) : resendByAddress(services, job);
  const secrets = await issueSecrets(services.db.prisma, job.tokenId, services.config.EMAIL_LINK_TTL_SECONDS);
  // Used, or retired by a newer email of its kind: that one is the email to send.
  if (!secrets || secrets.type === "sms" || secrets.type === "phone_change") return;
  const template = TEMPLATES[secrets.type];
  const link = new URL(`${services.config.publicUrl}/auth/v1/verify`);
  link.searchParams.set("token", job.pkce ? `pkce_${secrets.token}` : secrets.token);
  link.searchParams.set("type", template.verifyType);
  link.searchParams.set("redirect_to", job.redirectTo);
  const hours = Math.round(services.config.EMAIL_LINK_TTL_SECONDS / 360) / 10;
  const profile = await services.db.prisma.user.findUnique({
    where: { authId: secrets.userId },
    select: { language: true },
  });
  const t = textsIn(profile?.language);
  const [intro, action] = [t(`${template.texts}.intro`), t(`${template.texts}.action`)];
  const code = t("mail:identity.code", { code: secrets.otp });
  const expiry = t("mail:identity.expiry", { hours });
  await services.mailer.send({
    to: job.to,
    subject: t(`${template.texts}.subject`),
    text: `${intro}\n\n${action}: ${link}\n\n${code}\n\n${expiry}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link.toString())}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(code).replace(secrets.otp, `<strong>${secrets.otp}</strong>`)}</p>` +
      `<p>${escapeHtml(expiry)}</p>`,
  });
}

/** An SMS code (phone-codes.ts): the code is made now, as for an email, and sent through the SMS port. */
async function deliverSms(services: AppServices, job: Extract<IdentityMailJob, { kind: "sms" }>) {
  const secrets = await issueSecrets(services.db.prisma, job.tokenId, services.config.SMS_OTP_TTL_SECONDS);
  if (!secrets) return;
  const { prisma } = services.db;
  const profile = await prisma.user.findUnique({ where: { authId: secrets.userId }, select: { language: true } });
  // A learner signing up by phone has no profile yet: the language the sign-up screen was in (its `data`).
  const identity = await prisma.authUser.findUnique({ where: { id: secrets.userId }, select: { userMetadata: true } });
  const chosen = asObject(identity?.userMetadata).language;
  await services.sms.send({
    to: job.to,
    kind: secrets.type === "phone_change" ? "phone_change" : "otp",
    variables: { otp: secrets.otp },
    language: profile?.language ?? (typeof chosen === "string" ? chosen : null),
  });
}

type AddressJob = Extract<IdentityMailJob, { kind: "recover" | "resend" }>;

/** POST /recover's work, done by the job so that the answer cannot tell whether the address has an account. */
async function recoverByAddress(services: AppServices, { email, pkce, redirectTo }: AddressJob) {
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

/** POST /resend's work for a sign-up confirmation, likewise. */
async function resendByAddress(services: AppServices, { email, pkce, redirectTo }: AddressJob) {
  const user = await loadUser(services.db.prisma, { email });
  if (!user || user.emailConfirmedAt || !(await mayEmailAgain(services, user.id, "confirmation"))) return;
  await startConfirmation(services, user, pkce, redirectTo);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
