// The user object exactly as GoTrue serialises it (gotrue-contract §14): optional timestamps are omitted when unset.
import type { Prisma, PrismaClient } from "@app/db";
import { phoneForWire, visibleEmail } from "./phone-number.ts";

export const USER_INCLUDE = {
  identities: { orderBy: { createdAt: "asc" } },
  oneTimeTokens: { select: { type: true, createdAt: true }, orderBy: { createdAt: "desc" }, take: 20 },
} satisfies Prisma.AuthUserInclude;

export type LoadedUser = Prisma.AuthUserGetPayload<{ include: typeof USER_INCLUDE }>;
export type JsonObject = Record<string, unknown>;

export function loadUser(prisma: PrismaClient, where: Prisma.AuthUserWhereUniqueInput): Promise<LoadedUser | null> {
  return prisma.authUser.findUnique({ where, include: USER_INCLUDE });
}

export function userJson(user: LoadedUser): JsonObject {
  const sentAt = (type: string) => user.oneTimeTokens.find((token) => token.type === type)?.createdAt;
  const email = visibleEmail(user.email);
  // GoTrue's confirmed_at is the first of the two confirmations.
  const confirmedAt = [user.emailConfirmedAt, user.phoneConfirmedAt]
    .filter((date): date is Date => Boolean(date))
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return withoutUndefined({
    id: user.id,
    aud: "authenticated",
    role: user.role,
    email,
    email_confirmed_at: email ? iso(user.emailConfirmedAt) : undefined,
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    phone: phoneForWire(user.phone),
    phone_confirmed_at: iso(user.phoneConfirmedAt),
    new_phone: user.phoneChange ? phoneForWire(user.phoneChange) : undefined,
    phone_change_sent_at: iso(user.phoneChangeSentAt),
    confirmation_sent_at: iso(sentAt("confirmation") ?? sentAt("sms")),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(sentAt("recovery")),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: asObject(user.appMetadata),
    user_metadata: asObject(user.userMetadata),
    identities: user.identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.providerId,
      user_id: user.id,
      identity_data: asObject(identity.identityData),
      provider: identity.provider,
      last_sign_in_at: iso(user.lastSignInAt) ?? iso(identity.createdAt),
      created_at: iso(identity.createdAt),
      updated_at: iso(identity.updatedAt),
      email,
    })),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    banned_until: iso(user.bannedUntil),
    is_anonymous: false,
  });
}

export function asObject(value: unknown): JsonObject {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as JsonObject) : {};
}

export function iso(date: Date | null | undefined): string | undefined {
  return date ? date.toISOString() : undefined;
}

function withoutUndefined(object: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}
