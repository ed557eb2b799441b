import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { ProviderIdentity } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const SIGN_IN = `mutation($token: String!) {
  signInWithProviderToken(token: $token) { token user { id authId email firstName lastName name role } }
}`;
type Session = { token: string; user: { id: string; authId: string; email: string; firstName: string; name: string } };

function withIdentity(token: string, identity: ProviderIdentity) {
  const context = createTestContext({ db });
  context.identity.tokens.set(token, identity);
  return context;
}

describe("signInWithProviderToken", () => {
  it("creates a student on first sign-in and issues a backend token for it", async () => {
    const context = withIdentity("t1", {
      authId: "auth-1",
      email: "priya@example.in",
      emailConfirmed: true,
      firstName: "Priya",
      lastName: "Sharma",
    });
    const result = await execute(context, SIGN_IN, { token: "t1" });
    const session = result.data?.signInWithProviderToken as Session;
    expect(session.user).toMatchObject({
      authId: "auth-1",
      email: "priya@example.in",
      firstName: "Priya",
      lastName: "Sharma",
      name: "Priya Sharma",
      role: "student",
    });
    expect(session.token).toBe(`test-token:${session.user.id}`);
  });

  it("refreshes the email on later sign-ins and fills only empty names", async () => {
    await db.prisma.user.create({ data: { authId: "auth-2", email: "old@example.in", firstName: "Rahul" } });
    const context = withIdentity("t2", {
      authId: "auth-2",
      email: "new@example.in",
      emailConfirmed: true,
      name: "Rahul Verma Kumar",
      firstName: "R",
    });
    const session = (await execute(context, SIGN_IN, { token: "t2" })).data?.signInWithProviderToken as Session;
    expect(session.user).toMatchObject({
      email: "new@example.in",
      firstName: "Rahul",
      lastName: "Verma Kumar",
      name: "Rahul Verma Kumar",
    });
    expect(await db.prisma.user.count({ where: { authId: "auth-2" } })).toBe(1);
  });

  it("creates one user when the first sign-ins of one identity race", async () => {
    // Two inserts of one new identity at once can both pass ON CONFLICT's check of authId, its arbiter, and the later
    // then fails in the email index. The window is narrow (a loaded machine opens it), so identities race in rounds,
    // each within the pool's twenty connections.
    const errors: string[] = [];
    for (let round = 0; round < 15; round++) {
      const identities = Array.from({ length: 5 }, (_, i) => `race-${round}-${i}`);
      await Promise.all(
        identities.map(async (authId) => {
          const context = withIdentity(authId, { authId, email: `${authId}@example.in`, emailConfirmed: true });
          const results = await Promise.all([1, 2, 3, 4].map(() => execute(context, SIGN_IN, { token: authId })));
          errors.push(...results.flatMap((result) => result.errors?.map((error) => error.message) ?? []));
          const ids = new Set(
            results.flatMap((result) =>
              result.data ? [(result.data.signInWithProviderToken as Session).user.id] : [],
            ),
          );
          expect(ids.size).toBeLessThanOrEqual(1);
          expect(await db.prisma.user.count({ where: { authId } })).toBe(1);
        }),
      );
    }
    expect(errors).toEqual([]);
  });

  it("answers email_taken when another identity holds the email, invalid_token for a bad token", async () => {
    const context = withIdentity("t4", { authId: "auth-4", email: "priya@example.in", emailConfirmed: true });
    expect((await execute(context, SIGN_IN, { token: "t4" })).errors?.[0].extensions.code).toBe("email_taken");
    expect((await execute(context, SIGN_IN, { token: "forged" })).errors?.[0].extensions.code).toBe("invalid_token");
  });
});

describe("me", () => {
  it("is null for anonymous callers and the viewer's own record otherwise", async () => {
    expect((await execute(createTestContext({ db }), `{ me { id } }`)).data?.me).toBeNull();
    const user = await db.prisma.user.create({
      data: { authId: "auth-me", email: "me@example.in", firstName: "Anil" },
    });
    const viewer = { userId: user.id, authId: user.authId, role: "student" as const };
    const result = await execute(
      createTestContext({ db, viewer }),
      `{ me { id email firstName notifEmail profilePicture } }`,
    );
    expect(result.data?.me).toEqual({
      id: user.id,
      email: "me@example.in",
      firstName: "Anil",
      notifEmail: false,
      profilePicture: null,
    });
  });
});
