// Development accounts with confirmed emails, so a newcomer can sign in at once. Never created in production
// (the caller passes demoUser = false). Existing accounts are left alone: a re-run never resets a password.
import { hash } from "@node-rs/bcrypt";
import type { Prisma } from "../src/index.ts";
import { stableId } from "./ids.ts";

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: "student" | "instructor" | "admin";
  /** Slugs of the seed courses this account authors (instructors). */
  owns?: string[];
}

export const demoAccounts: DemoAccount[] = [
  { email: "demo@example.com", password: "demo12345", firstName: "Demo", lastName: "Learner", role: "student" },
  { email: "admin@example.com", password: "admin12345", firstName: "Dev", lastName: "Admin", role: "admin" },
  {
    email: "instructor@example.com",
    password: "instructor12345",
    firstName: "Dev",
    lastName: "Instructor",
    role: "instructor",
    owns: ["c-programming", "web-development"],
  },
];

/** Gives the dev instructor its courses, once: an owner an admin chose later is kept on a re-run. */
export async function assignDemoCourseOwners(tx: Prisma.TransactionClient): Promise<void> {
  for (const account of demoAccounts) {
    if (!account.owns) continue;
    const owner = await tx.user.findUniqueOrThrow({ where: { email: account.email }, select: { id: true } });
    const ids = account.owns.map((slug) => stableId("course", slug));
    await tx.course.updateMany({ where: { id: { in: ids }, ownerId: null }, data: { ownerId: owner.id } });
  }
}

export async function writeDemoUsers(tx: Prisma.TransactionClient, now: Date): Promise<void> {
  for (const account of demoAccounts) await writeAccount(tx, account, now);
}

async function writeAccount(tx: Prisma.TransactionClient, account: DemoAccount, now: Date): Promise<void> {
  const { email, firstName, lastName, role } = account;
  const authUser =
    (await tx.authUser.findUnique({ where: { email } })) ??
    (await tx.authUser.create({
      data: {
        id: stableId("auth-user", email),
        email,
        encryptedPassword: await hash(account.password, 10),
        emailConfirmedAt: now,
        userMetadata: { firstName, lastName },
        appMetadata: { provider: "email", providers: ["email"] },
      },
    }));
  await tx.authIdentity.upsert({
    where: { provider_providerId: { provider: "email", providerId: authUser.id } },
    create: {
      userId: authUser.id,
      provider: "email",
      providerId: authUser.id,
      identityData: { sub: authUser.id, email, email_verified: true },
    },
    update: {},
  });
  await tx.user.upsert({
    where: { email },
    create: { authId: authUser.id, email, firstName, lastName, name: `${firstName} ${lastName}`, role },
    update: {},
  });
}
