// The learner's account: first sign-in from an identity token, profile settings, password and deletion.
import crypto from "node:crypto";
import { isUniqueViolation, type PrismaClient } from "@app/db";
import type { Context, ProviderIdentity, Viewer } from "../../context.ts";
import { notFound, RateLimitedError } from "../../errors.ts";
import { releaseSeatsOf } from "../exams/exam-registration.service.ts";
import { removeStoredPicture } from "./profile-picture.service.ts";
import { AccountDisabledError, EmailChangeError, EmailTakenError, InvalidPasswordError } from "./users.errors.ts";

/** Names from the identity; a provider that only knows a full name (e.g. Google) still yields a first name. */
function namesOf(identity: ProviderIdentity) {
  const name = identity.name?.trim() || [identity.firstName, identity.lastName].filter(Boolean).join(" ");
  const [first = "", ...rest] = name.split(/\s+/);
  return { firstName: identity.firstName ?? first, lastName: identity.lastName ?? rest.join(" "), name };
}

/**
 * One atomic statement, so parallel first sign-ins of one identity cannot create two users: new users get
 * the role student (the column default); later sign-ins refresh the email and phone and only fill names still empty.
 * An email held by another identity violates the unique email index -> email_taken.
 *
 * ON CONFLICT arbitrates on authId alone: two first sign-ins of one identity inserting at once can both pass its
 * check of authId, and the later one then meets the earlier one's row in the email index, a unique violation once
 * the earlier commits. That row is this identity's, so the statement is tried once more and takes the update; an
 * email still held after that is another identity's.
 */
export async function upsertFromIdentity(prisma: PrismaClient, identity: ProviderIdentity): Promise<string> {
  try {
    return await upsertOnce(prisma, identity);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  try {
    return await upsertOnce(prisma, identity);
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

async function upsertOnce(prisma: PrismaClient, identity: ProviderIdentity): Promise<string> {
  const { firstName, lastName, name } = namesOf(identity);
  const [row] = await prisma.$queryRaw<{ id: string }[]>`
    INSERT INTO "User" ("id", "authId", "email", "phone", "firstName", "lastName", "name", "updatedAt")
    VALUES (${crypto.randomUUID()}, ${identity.authId}, ${identity.email}, ${identity.phone ?? null}, ${firstName},
            ${lastName}, ${name}, now() AT TIME ZONE 'UTC')
    ON CONFLICT ("authId") DO UPDATE SET
      "email" = EXCLUDED."email",
      "phone" = EXCLUDED."phone",
      "firstName" = CASE WHEN "User"."firstName" = '' THEN EXCLUDED."firstName" ELSE "User"."firstName" END,
      "lastName" = CASE WHEN "User"."lastName" = '' THEN EXCLUDED."lastName" ELSE "User"."lastName" END,
      "name" = CASE WHEN "User"."name" = '' THEN EXCLUDED."name" ELSE "User"."name" END,
      "updatedAt" = now() AT TIME ZONE 'UTC'
    RETURNING "id"`;
  return row.id;
}

export async function signInWithProviderToken(context: Context, token: string) {
  const identity = await context.identity.verifyAccessToken(token);
  const userId = await upsertFromIdentity(context.prisma, identity);
  const user = await context.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.disabledAt) throw new AccountDisabledError();
  // The backend token is bound to the identity session it came from, so it ends with that session.
  const viewer: Viewer = {
    userId: user.id,
    authId: user.authId,
    role: user.role,
    sessionId: identity.sessionId ?? null,
  };
  return { token: await context.tokens.issue(viewer), user };
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  name?: string;
  description?: string;
  email?: string;
  notifEmail?: boolean;
  notifSMS?: boolean;
  notifPush?: boolean;
  language?: string;
}

/** Absent fields keep their value (blank ones arrive here as absent, spec section 5). */
export async function updateProfile(prisma: PrismaClient, userId: string, { email, ...changes }: ProfileChanges) {
  const current = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!current) throw notFound("User");
  if (email !== undefined && email.toLowerCase() !== current.email.toLowerCase()) throw new EmailChangeError();
  return prisma.user.update({ where: { id: userId }, data: changes });
}

/** Every check counts against the learner's and the client's limits, so a stolen session cannot guess the password. */
export async function changePassword(context: Context, viewer: Viewer, currentPassword: string, newPassword: string) {
  const wait = await context.throttle.passwordCheck(viewer.userId);
  if (wait !== null) throw new RateLimitedError(wait);
  const user = await context.prisma.user.findUnique({ where: { id: viewer.userId }, select: { email: true } });
  if (!user) throw notFound("User");
  const valid = await context.identity.verifyPassword(viewer.authId, user.email, currentPassword);
  if (!valid) throw new InvalidPasswordError();
  await context.identity.changePassword(viewer.authId, newPassword, viewer.sessionId);
}

/** Domain rows go first (cascade), with the learner's exam seats given back; then the file and the identity. */
export async function deleteAccount(context: Context, viewer: Viewer) {
  const removed = await context.prisma.$transaction(async (tx) => {
    await releaseSeatsOf(tx, viewer.userId);
    const user = await tx.user.findUnique({ where: { id: viewer.userId }, select: { profilePicture: true } });
    if (!user) throw notFound("User");
    await tx.user.delete({ where: { id: viewer.userId } });
    return user;
  });
  await removeStoredPicture(context.prisma, context.files, removed.profilePicture);
  await context.identity.deleteIdentity(viewer.authId);
}
