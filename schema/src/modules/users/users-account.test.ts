import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute, MemoryThrottle } from "../../testing/test-context.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function createLearner(key: string, data: Record<string, unknown> = {}): Promise<Viewer> {
  const user = await db.prisma.user.create({ data: { authId: `auth-${key}`, email: `${key}@example.in`, ...data } });
  return { userId: user.id, authId: user.authId, role: "student" };
}

const UPDATE = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) { firstName lastName name description email notifEmail notifSMS notifPush }
}`;
const CHANGE = `mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }`;

describe("updateProfile", () => {
  it("updates given fields and keeps the current value for blank or missing ones (spec section 5)", async () => {
    const viewer = await createLearner("neha", { firstName: "Neha", lastName: "Gupta", description: "Learner" });
    const result = await execute(createTestContext({ db, viewer }), UPDATE, {
      input: {
        firstName: "  ",
        lastName: "Singh",
        description: "",
        email: "NEHA@example.in",
        notifSMS: true,
        notifPush: null,
      },
    });
    expect(result.data?.updateProfile).toEqual({
      firstName: "Neha",
      lastName: "Singh",
      name: "",
      description: "Learner",
      email: "neha@example.in",
      notifEmail: false,
      notifSMS: true,
      notifPush: false,
    });
  });

  it("refuses another email and over-long fields with invalid_input", async () => {
    const context = createTestContext({ db, viewer: await createLearner("vikram") });
    const email = await execute(context, UPDATE, { input: { email: "other@example.in" } });
    expect(email.errors?.[0].extensions).toMatchObject({
      code: "invalid_input",
      details: { email: expect.any(String) },
    });
    const long = await execute(context, UPDATE, { input: { firstName: "x".repeat(101) } });
    expect(long.errors?.[0].extensions.code).toBe("invalid_input");
  });

  it("keeps the interface language the learner chose, refuses one without a catalogue, and leaves it when absent", async () => {
    const context = createTestContext({ db, viewer: await createLearner("meera") });
    const LANGUAGE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { language } }`;
    expect((await execute(context, LANGUAGE, { input: { language: "hi" } })).data?.updateProfile).toEqual({
      language: "hi",
    });
    const unknown = await execute(context, LANGUAGE, { input: { language: "fr" } });
    expect(unknown.errors?.[0].extensions.code).toBe("invalid_input");
    expect((await execute(context, LANGUAGE, { input: { firstName: "Meera" } })).data?.updateProfile).toEqual({
      language: "hi",
    });
  });

  it("keeps 'captions on by default', null until chosen, and leaves it when absent", async () => {
    const context = createTestContext({ db, viewer: await createLearner("kavya") });
    const CAPTIONS = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { captionsOn } }`;
    expect((await execute(context, CAPTIONS, { input: { firstName: "Kavya" } })).data?.updateProfile).toEqual({
      captionsOn: null,
    });
    expect((await execute(context, CAPTIONS, { input: { captionsOn: true } })).data?.updateProfile).toEqual({
      captionsOn: true,
    });
    expect((await execute(context, CAPTIONS, { input: { captionsOn: null } })).data?.updateProfile).toEqual({
      captionsOn: true,
    });
  });

  it("needs a signed-in viewer", async () => {
    const result = await execute(createTestContext({ db }), UPDATE, { input: { firstName: "A" } });
    expect(result.errors?.[0].extensions.code).toBe("unauthenticated");
  });
});

describe("changePassword", () => {
  it("changes the password when the current one is right", async () => {
    const viewer = await createLearner("sana");
    const context = createTestContext({ db, viewer });
    context.identity.passwords.set(viewer.authId, "old-secret");
    expect((await execute(context, CHANGE, { current: "old-secret", next: "new-secret-1" })).data?.changePassword).toBe(
      true,
    );
    expect(context.identity.passwords.get(viewer.authId)).toBe("new-secret-1");
  });

  it("answers invalid_password for a wrong current password and invalid_input for a short new one", async () => {
    const viewer = await createLearner("dev");
    const context = createTestContext({ db, viewer });
    context.identity.passwords.set(viewer.authId, "right-one");
    const wrong = await execute(context, CHANGE, { current: "wrong-one", next: "new-secret-1" });
    expect(wrong.errors?.[0]).toMatchObject({
      message: "Current password is incorrect",
      extensions: { code: "invalid_password" },
    });
    const short = await execute(context, CHANGE, { current: "right-one", next: "short" });
    expect(short.errors?.[0].extensions.code).toBe("invalid_input");
    expect(context.identity.passwords.get(viewer.authId)).toBe("right-one");
    const anonymous = await execute(createTestContext({ db }), CHANGE, { current: "a", next: "bbbbbbbb" });
    expect(anonymous.errors?.[0].extensions.code).toBe("unauthenticated");
  });
  it("answers rate_limited, without checking the password, once the throttle refuses the learner", async () => {
    const viewer = await createLearner("guesser");
    const context = createTestContext({ db, viewer });
    context.identity.passwords.set(viewer.authId, "right-one");
    context.throttle = new MemoryThrottle(2);
    for (const guess of ["one", "two"]) {
      expect(
        (await execute(context, CHANGE, { current: guess, next: "new-secret-1" })).errors?.[0].extensions.code,
      ).toBe("invalid_password");
    }
    const refused = await execute(context, CHANGE, { current: "right-one", next: "new-secret-1" });
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/too many attempts/i),
      extensions: { code: "rate_limited" },
    });
    expect(context.identity.passwords.get(viewer.authId)).toBe("right-one");
  });
});

describe("deleteAccount", () => {
  it("removes the learner's data, gives exam seats back, deletes the stored picture and the identity", async () => {
    const viewer = await createLearner("gone", { profilePicture: "/api/files/avatars/gone-1.png" });
    const exam = await db.prisma.exam.create({
      data: {
        title: "UPSC",
        category: "Government",
        duration: 120,
        examDate: new Date("2027-06-01"),
        maxParticipants: 3,
      },
    });
    const context = createTestContext({ db, viewer });
    await context.files.put("avatars/gone-1.png", new Uint8Array([1]), "image/png");
    const register = await execute(context, `mutation($id: ID!) { registerForExam(examId: $id) { id } }`, {
      id: exam.id,
    });
    expect(register.errors).toBeUndefined();

    expect((await execute(context, `mutation { deleteAccount }`)).data?.deleteAccount).toBe(true);
    expect(await db.prisma.user.count({ where: { id: viewer.userId } })).toBe(0);
    expect(await db.prisma.examRegistration.count({ where: { userId: viewer.userId } })).toBe(0);
    expect((await db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } })).currentParticipants).toBe(0);
    expect(context.files.files.has("avatars/gone-1.png")).toBe(false);
    expect(context.identity.deleted.has(viewer.authId)).toBe(true);
  });

  it("needs a signed-in viewer", async () => {
    const result = await execute(createTestContext({ db }), `mutation { deleteAccount }`);
    expect(result.errors?.[0].extensions.code).toBe("unauthenticated");
  });
});
