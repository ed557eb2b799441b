import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { restUser } from "./shapes/user.shape.ts";
import { call, createCourse, providerToken, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
});
afterAll(() => gateway.close());

const backendClaims = (sub: string) =>
  new SignJWT({ role: "student" })
    .setSubject(sub)
    .setIssuer("vidyapath-gateway")
    .setAudience("vidyapath-api")
    .setIssuedAt();

describe("POST /api/auth/supabase-login", () => {
  it("exchanges a provider token for a backend token and the user (role student, names from metadata)", async () => {
    const provider = await providerToken(gateway);
    const response = await call(gateway, "POST", "/api/auth/supabase-login", {
      body: { supabaseToken: provider.token },
    });
    expect(response.status).toBe(200);
    expect(typeof response.json.token).toBe("string");
    const user = restUser.parse(response.json.user);
    expect(user).toMatchObject({ email: provider.email, firstName: "Asha", lastName: "Verma", role: "student" });
    expect(user.backendId).toBe(user.id);
    expect(user.profile_picture).toBe(user.profilePicture);
    const me = await call(gateway, "GET", "/api/enrollments/my", { token: response.json.token });
    expect(me.status).toBe(200);
  });

  it.each([
    ["a forged provider token", { supabaseToken: "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl" }, 401],
    ["a missing token", {}, 400],
    ["a token of the wrong type", { supabaseToken: 42 }, 400],
  ])("refuses %s", async (_label, body, status) => {
    const response = await call(gateway, "POST", "/api/auth/supabase-login", { body });
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ error: expect.any(String) });
  });
});

describe("bearer routes", () => {
  const wrongKey = new TextEncoder().encode("another-secret-that-is-long-enough-for-hs256");

  it.each<[string, () => Promise<Record<string, string>>]>([
    ["no Authorization header", async () => ({})],
    ["a non-bearer scheme", async () => ({ authorization: `Basic ${Buffer.from("a:b").toString("base64")}` })],
    ["an empty bearer", async () => ({ authorization: "Bearer" })],
    ["a malformed token", async () => ({ authorization: "Bearer not.a.jwt" })],
    [
      "alg none",
      async () => ({
        authorization: `Bearer ${new UnsecuredJWT({ role: "student" }).setSubject(learner.user.id).setIssuer("vidyapath-gateway").setAudience("vidyapath-api").setExpirationTime("1h").encode()}`,
      }),
    ],
    [
      "a token signed with another key",
      async () => ({
        authorization: `Bearer ${await backendClaims(learner.user.id).setProtectedHeader({ alg: "HS256" }).setExpirationTime("1h").sign(wrongKey)}`,
      }),
    ],
    [
      "an expired token",
      async () => ({
        authorization: `Bearer ${await backendClaims(learner.user.id)
          .setProtectedHeader({ alg: "HS256" })
          .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
          .sign(new TextEncoder().encode(gateway.config.backendSecret))}`,
      }),
    ],
    [
      "the provider's token instead of the backend token",
      async () => ({ authorization: `Bearer ${(await providerToken(gateway)).token}` }),
    ],
  ])("answer 401 {error} for %s", async (_label, headers) => {
    const response = await call(gateway, "GET", "/api/enrollments/my", { headers: await headers() });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ error: expect.any(String) });
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("answer 401 once the account is deleted, although the token has not expired", async () => {
    const doomed = await signIn(gateway);
    expect((await call(gateway, "GET", "/api/enrollments/my", { token: doomed.token })).status).toBe(200);
    expect((await call(gateway, "DELETE", "/api/users/me", { token: doomed.token })).status).toBe(200);
    const after = await call(gateway, "GET", "/api/enrollments/my", { token: doomed.token });
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ error: expect.any(String) });
  });

  it("answer malformed JSON with 400 before authentication, and a well-formed body without a token with 401", async () => {
    const response = await call(gateway, "POST", "/api/enrollments", { rawBody: "{not json" });
    expect(response.status).toBe(400);
    const unauthenticated = await call(gateway, "POST", "/api/enrollments", { body: {} });
    expect(unauthenticated.status).toBe(401);
  });
});

describe("optional-token routes", () => {
  it("read a stale token as anonymous instead of failing", async () => {
    const course = await createCourse(gateway);
    const response = await call(gateway, "GET", `/api/lessons/${course.lessons[0].id}/contents/note`, {
      headers: { authorization: "Bearer expired.or.forged" },
    });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.json)).toBe(true);
  });
});
