// Development accounts with confirmed emails, so a newcomer can sign in at once. Never created in production
// (the caller passes demoUser = false). Existing accounts are left alone: a re-run never resets a password.
import bcrypt from "bcryptjs";
import type { Prisma } from "../src/index.ts";
import { stableId } from "./ids.ts";

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: "student" | "admin";
}

export const demoAccounts: DemoAccount[] = [
  { email: "demo@example.com", password: "demo12345", firstName: "Demo", lastName: "Learner", role: "student" },
  { email: "admin@example.com", password: "admin12345", firstName: "Dev", lastName: "Admin", role: "admin" },
];

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
        encryptedPassword: await bcrypt.hash(account.password, 10),
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
