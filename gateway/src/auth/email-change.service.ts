// Changing a user's email address (GoTrue's secure email change): PUT /user with a new address mails a link and a
// code to the current address and to the new one; the address changes only once both were confirmed, so neither a
// stolen session nor a typo moves the account. Until then the user keeps signing in with the current address.
import type { PrismaClient } from "@app/db";
import type { AppServices } from "../services.ts";
import { AuthError } from "./auth-errors.ts";
import { mayEmailAgain, sendAuthEmail } from "./auth-mail.ts";
import { emailTooSoon } from "./handlers/signup.handler.ts";
import { hasLiveToken, type OneTimeTokenType } from "./one-time-tokens.ts";
import { isPlaceholderEmail } from "./phone-number.ts";
import { createFlowState, type PkceChallenge } from "./pkce.ts";
import { asObject, loadUser, type LoadedUser } from "./user-json.ts";

export const EMAIL_CHANGE_HALF_CONFIRMED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";
const DUPLICATE_EMAIL = "A user with this email address has already been registered";

export const isHalfOfEmailChange = (type: OneTimeTokenType) =>
  type === "email_change_current" || type === "email_change_new";

export async function requestEmailChange(
  services: AppServices,
  user: LoadedUser,
  newEmail: string,
  options: { redirectTo: string; pkce: PkceChallenge | null },
) {
  const { prisma } = services.db;
  if (await prisma.authUser.findUnique({ where: { email: newEmail }, select: { id: true } })) {
    throw new AuthError(422, "email_exists", DUPLICATE_EMAIL);
  }
  if (!(await mayEmailAgain(services, user.id, "email_change_new"))) throw emailTooSoon(services);
  // A phone-only account has no address to confirm from (decision 036): only the new one confirms.
  const phoneOnly = isPlaceholderEmail(user.email);
  await prisma.authUser.update({
    where: { id: user.id },
    data: { emailChange: newEmail, emailChangeSentAt: new Date(), emailChangeConfirmStatus: phoneOnly ? 1 : 0 },
  });
  if (options.pkce) {
    await createFlowState(prisma, {
      userId: user.id,
      pkce: options.pkce,
      providerType: "email",
      authenticationMethod: "email_change",
    });
  }
  const link = { redirectTo: options.redirectTo, pkce: Boolean(options.pkce) };
  if (!phoneOnly) await sendAuthEmail(services, user, "email_change_current", link);
  await sendAuthEmail(services, user, "email_change_new", { ...link, to: newEmail });
}

/**
 * Called once a half of the change was confirmed (its token consumed). Returns null while the other half is still
 * pending; otherwise moves the account to the new address (user, email identity, metadata) and returns it.
 */
export async function applyEmailChange(prisma: PrismaClient, user: LoadedUser): Promise<LoadedUser | null> {
  const newEmail = user.emailChange;
  if (!newEmail) throw new AuthError(403, "otp_expired", "Email link is invalid or has expired");
  const otherPending =
    user.emailChangeConfirmStatus === 0 &&
    ((await hasLiveToken(prisma, user.id, "email_change_current")) ||
      (await hasLiveToken(prisma, user.id, "email_change_new")));
  if (otherPending) {
    await prisma.authUser.update({ where: { id: user.id }, data: { emailChangeConfirmStatus: 1 } });
    return null;
  }
  if (await prisma.authUser.findFirst({ where: { email: newEmail, id: { not: user.id } }, select: { id: true } })) {
    throw new AuthError(422, "email_exists", DUPLICATE_EMAIL);
  }
  await prisma.$transaction([
    prisma.authUser.update({
      where: { id: user.id },
      data: {
        email: newEmail,
        emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
        emailChange: null,
        emailChangeSentAt: null,
        emailChangeConfirmStatus: 0,
      },
    }),
    ...user.identities
      .filter((identity) => identity.provider === "email")
      .map((identity) =>
        prisma.authIdentity.update({
          where: { id: identity.id },
          data: {
            identityData: { ...asObject(identity.identityData), email: newEmail, email_verified: true } as object,
          },
        }),
      ),
    prisma.authOneTimeToken.deleteMany({
      where: { userId: user.id, usedAt: null, type: { in: ["email_change_current", "email_change_new"] } },
    }),
  ]);
  return loadUser(prisma, { id: user.id });
}
