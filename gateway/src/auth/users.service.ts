// Creating, confirming and linking identity-server users, and replacing their passwords. Email addresses are
// compared lower-cased; phone numbers are E.164 (phone-number.ts).
import crypto from "node:crypto";
import type { PrismaClient } from "@app/db";
import { AuthError } from "./auth-errors.ts";
import { phoneForWire, placeholderEmail } from "./phone-number.ts";
import { asObject, loadUser, type JsonObject, type LoadedUser } from "./user-json.ts";

export async function createEmailUser(
  prisma: PrismaClient,
  input: { email: string; passwordHash: string; data: JsonObject },
): Promise<LoadedUser> {
  const id = crypto.randomUUID();
  await prisma.authUser.create({
    data: {
      id,
      email: input.email,
      encryptedPassword: input.passwordHash,
      appMetadata: { provider: "email", providers: ["email"] },
      userMetadata: input.data as object,
      identities: {
        create: {
          provider: "email",
          providerId: id,
          identityData: { ...input.data, sub: id, email: input.email, email_verified: false, phone_verified: false },
        },
      },
    },
  });
  return (await loadUser(prisma, { id }))!;
}

/** Marks the email verified on the user, its metadata and its email identity (contract §5 step 4). */
export async function confirmEmail(prisma: PrismaClient, user: LoadedUser): Promise<LoadedUser> {
  if (!user.emailConfirmedAt || asObject(user.userMetadata).email_verified !== true) {
    await prisma.authUser.update({
      where: { id: user.id },
      data: {
        emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
        userMetadata: { ...asObject(user.userMetadata), email_verified: true } as object,
      },
    });
  }
  for (const identity of user.identities.filter((entry) => entry.provider === "email")) {
    await prisma.authIdentity.update({
      where: { id: identity.id },
      data: { identityData: { ...asObject(identity.identityData), email_verified: true } as object },
    });
  }
  return (await loadUser(prisma, { id: user.id }))!;
}

/**
 * A new password ends every other session of the user and retires its pending email links and the PKCE codes
 * already issued from them (GoTrue's User.UpdatePassword): whoever knew the old password, or holds an older reset
 * link, is out. `keepSessionId` is the session the change came from; null ends them all (the admin API).
 */
export async function replacePassword(
  prisma: PrismaClient,
  userId: string,
  passwordHash: string,
  keepSessionId: string | null,
) {
  await prisma.$transaction([
    prisma.authUser.update({ where: { id: userId }, data: { encryptedPassword: passwordHash } }),
    prisma.authSession.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } }),
    prisma.authOneTimeToken.deleteMany({ where: { userId, usedAt: null } }),
    prisma.authFlowState.deleteMany({ where: { userId } }),
  ]);
}

export interface OAuthProfile {
  provider: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

/**
 * Finds or creates the user of an OAuth identity. A verified provider email is linked to the existing account
 * with that email; if that account was never confirmed its password is dropped, so whoever registered the
 * address without owning it cannot sign in to the owner's account.
 */
export async function upsertOAuthUser(prisma: PrismaClient, profile: OAuthProfile): Promise<LoadedUser> {
  const claims = oauthClaims(profile);
  const linked = await prisma.authIdentity.findUnique({
    where: { provider_providerId: { provider: profile.provider, providerId: profile.subject } },
  });
  if (linked) {
    await prisma.authIdentity.update({ where: { id: linked.id }, data: { identityData: claims } });
    return (await loadUser(prisma, { id: linked.userId }))!;
  }
  const existing = await prisma.authUser.findUnique({ where: { email: profile.email } });
  if (existing && profile.emailVerified)
    return linkToExisting(prisma, existing.id, existing.emailConfirmedAt, profile, claims);

  const id = crypto.randomUUID();
  await prisma.authUser.create({
    data: {
      id,
      // Unverified provider emails never take over an address; the user gets a provider-scoped one instead.
      email: existing ? `${profile.provider}-${profile.subject}@users.invalid` : profile.email,
      emailConfirmedAt: profile.emailVerified ? new Date() : null,
      appMetadata: { provider: profile.provider, providers: [profile.provider] },
      userMetadata: claims,
      identities: { create: { provider: profile.provider, providerId: profile.subject, identityData: claims } },
    },
  });
  return (await loadUser(prisma, { id }))!;
}

async function linkToExisting(
  prisma: PrismaClient,
  userId: string,
  confirmedAt: Date | null,
  profile: OAuthProfile,
  claims: JsonObject,
): Promise<LoadedUser> {
  if (!confirmedAt) await prisma.authIdentity.deleteMany({ where: { userId } });
  await prisma.authIdentity.create({
    data: { userId, provider: profile.provider, providerId: profile.subject, identityData: claims as object },
  });
  const user = (await loadUser(prisma, { id: userId }))!;
  const providers = [...new Set(user.identities.map((identity) => identity.provider))];
  await prisma.authUser.update({
    where: { id: userId },
    data: {
      emailConfirmedAt: confirmedAt ?? new Date(),
      ...(confirmedAt ? {} : { encryptedPassword: null }),
      appMetadata: { ...asObject(user.appMetadata), provider: providers[0], providers },
      // An unconfirmed account's metadata came from whoever registered the address: the provider's wins then.
      userMetadata: (confirmedAt ? { ...claims, ...asObject(user.userMetadata) } : claims) as object,
    },
  });
  return (await loadUser(prisma, { id: userId }))!;
}

function oauthClaims(profile: OAuthProfile): JsonObject & object {
  const issuer = profile.provider === "google" ? "https://accounts.google.com" : profile.provider;
  return {
    iss: issuer,
    sub: profile.subject,
    provider_id: profile.subject,
    email: profile.email,
    email_verified: profile.emailVerified,
    phone_verified: false,
    ...(profile.name ? { name: profile.name, full_name: profile.name } : {}),
    ...(profile.picture ? { picture: profile.picture, avatar_url: profile.picture } : {}),
  };
}

/**
 * A phone-only account (docs/phone-sign-in.md): its email column holds the reserved address of decision 036, and its
 * identity is the phone provider's, as GoTrue makes it (identity_data.phone as digits, phone_verified false).
 */
export async function createPhoneUser(
  prisma: PrismaClient,
  input: { phone: string; passwordHash: string | null; data: JsonObject },
): Promise<LoadedUser> {
  const id = crypto.randomUUID();
  await prisma.authUser.create({
    data: {
      id,
      email: placeholderEmail(input.phone),
      phone: input.phone,
      encryptedPassword: input.passwordHash,
      appMetadata: { provider: "phone", providers: ["phone"] },
      userMetadata: input.data as object,
      identities: {
        create: {
          provider: "phone",
          providerId: id,
          identityData: {
            ...input.data,
            sub: id,
            phone: phoneForWire(input.phone),
            email_verified: false,
            phone_verified: false,
          },
        },
      },
    },
  });
  return (await loadUser(prisma, { id }))!;
}

/** Marks the number verified on the user, its metadata and its phone identity (GoTrue's first SMS verification). */
export async function confirmPhone(prisma: PrismaClient, user: LoadedUser): Promise<LoadedUser> {
  await prisma.authUser.update({
    where: { id: user.id },
    data: {
      phoneConfirmedAt: user.phoneConfirmedAt ?? new Date(),
      userMetadata: { ...asObject(user.userMetadata), phone_verified: true } as object,
    },
  });
  for (const identity of user.identities.filter((entry) => entry.provider === "phone")) {
    await prisma.authIdentity.update({
      where: { id: identity.id },
      data: { identityData: { ...asObject(identity.identityData), phone_verified: true } as object },
    });
  }
  return (await loadUser(prisma, { id: user.id }))!;
}

const phoneTaken = () => new AuthError(422, "phone_exists", "Phone number already registered by another user");

/** Throws 422 phone_exists when another account holds the number (as its number or its reserved address). */
export async function assertPhoneFree(prisma: PrismaClient, phone: string, userId: string | null) {
  const other = await prisma.authUser.findFirst({
    where: { OR: [{ phone }, { email: placeholderEmail(phone) }], ...(userId ? { id: { not: userId } } : {}) },
    select: { id: true },
  });
  if (other) throw phoneTaken();
}

/**
 * The code sent to the new number was verified: the number becomes the account's, confirmed, with a phone identity
 * (an email account gains one, an existing one is moved), and "phone" among its providers.
 */
export async function applyPhoneChange(prisma: PrismaClient, user: LoadedUser): Promise<LoadedUser> {
  const phone = user.phoneChange;
  if (!phone) throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
  await assertPhoneFree(prisma, phone, user.id);
  const identity = user.identities.find((entry) => entry.provider === "phone");
  const identityData = { sub: user.id, phone: phoneForWire(phone), phone_verified: true, email_verified: false };
  const app = asObject(user.appMetadata);
  const providers = [...new Set([...((app.providers as string[] | undefined) ?? []), "phone"])];
  await prisma.$transaction([
    prisma.authUser.update({
      where: { id: user.id },
      data: {
        phone,
        phoneConfirmedAt: new Date(),
        phoneChange: null,
        phoneChangeSentAt: null,
        appMetadata: { ...app, provider: app.provider ?? "phone", providers } as object,
      },
    }),
    identity
      ? prisma.authIdentity.update({
          where: { id: identity.id },
          data: { identityData: { ...asObject(identity.identityData), ...identityData } as object },
        })
      : prisma.authIdentity.create({
          data: { userId: user.id, provider: "phone", providerId: user.id, identityData },
        }),
  ]);
  return (await loadUser(prisma, { id: user.id }))!;
}
