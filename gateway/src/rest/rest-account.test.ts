import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { restUser } from "./shapes/user.shape.ts";
import { call, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;

// Real 1x1 PNGs (a picture's stored name follows its content, so replacing one needs another picture).
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const redPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4z8AAAAMBAQCc479ZAAAAAElFTkSuQmCC",
  "base64",
);

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
});
afterAll(() => gateway.close());

function upload(
  bytes: Uint8Array,
  { field = "profile_picture", type = "image/png", name = "me.png", token = learner.token } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${gateway.url}/api/users/profile-picture`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe("POST /api/users/profile-picture", () => {
  it("stores an image, answers the updated user, serves it and removes the previous one", async () => {
    const first = restUser.parse(await (await upload(png)).json());
    expect(first.profilePicture).toMatch(/^\/api\/files\/avatars\/.+\.png$/);
    expect(first.profile_picture).toBe(first.profilePicture);
    const served = await fetch(`${gateway.url}${first.profilePicture}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    const response = await upload(redPng);
    expect(response.status).toBe(200);
    const second = restUser.parse(await response.json());
    expect(second.profilePicture).not.toBe(first.profilePicture);
    expect((await fetch(`${gateway.url}${first.profilePicture}`)).status).toBe(404);
  });

  it("answers 415 for a file that lies about its type", async () => {
    const response = await upload(Buffer.from("<script>alert(1)</script>"), { type: "image/png", name: "evil.png" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("answers 413 for a file over the limit", async () => {
    const big = Buffer.concat([png, Buffer.alloc(gateway.config.UPLOAD_LIMIT_BYTES + 1)]);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("answers 400 when the file is in another field, and 415 for a JSON body", async () => {
    const wrongField = await upload(png, { field: "avatar" });
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ error: expect.any(String) });
    const json = await call(gateway, "POST", "/api/users/profile-picture", {
      token: learner.token,
      body: { profile_picture: "x" },
    });
    expect(json.status).toBe(415);
    expect(json.json).toEqual({ error: expect.any(String) });
  });

  it.each([
    [
      "a truncated file part",
      '--xx\r\nContent-Disposition: form-data; name="profile_picture"; filename="a.png"\r\n\r\nbrok',
    ],
    ["a garbled form", "--xx\r\nbroken"],
  ])("answers 400 for %s", async (_label, body) => {
    const response = await fetch(`${gateway.url}/api/users/profile-picture`, {
      method: "POST",
      body,
      headers: { authorization: `Bearer ${learner.token}`, "content-type": "multipart/form-data; boundary=xx" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("answers 401 without a valid token", async () => {
    const response = await upload(png, { token: "forged" });
    expect(response.status).toBe(401);
  });
});

describe("PUT /api/users/me", () => {
  it("updates profile and notification settings; blank fields keep their value", async () => {
    const response = await call(gateway, "PUT", "/api/users/me", {
      token: learner.token,
      body: {
        firstName: "Asha",
        lastName: "",
        name: "Asha V",
        email: learner.user.email,
        description: "Learner from Jaipur",
        notifEmail: true,
        notifSMS: false,
        notifPush: true,
      },
    });
    expect(response.status).toBe(200);
    expect(restUser.parse(response.json)).toMatchObject({
      lastName: "Verma",
      name: "Asha V",
      description: "Learner from Jaipur",
      notifEmail: true,
      notifPush: true,
    });
  });

  it.each([[{ email: "someone-else@example.com" }], [{ notifEmail: "yes" }], [{ firstName: 42 }]])(
    "refuses %j with 400 {error}",
    async (body) => {
      const response = await call(gateway, "PUT", "/api/users/me", { token: learner.token, body });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ error: expect.any(String) });
    },
  );
});

describe("PUT /api/users/me/password", () => {
  it.each([
    ["a wrong current password", { currentPassword: "wrong-password", newPassword: "new-password-1" }],
    ["a short new password", { currentPassword: "old-password-1", newPassword: "short" }],
    ["missing fields", { currentPassword: "old-password-1" }],
  ])("answers 400 {error} for %s", async (_label, body) => {
    const response = await call(gateway, "PUT", "/api/users/me/password", { token: learner.token, body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: expect.any(String) });
  });

  it("changes the password when the current one is right", async () => {
    const body = { currentPassword: "old-password-1", newPassword: "new-password-1" };
    const response = await call(gateway, "PUT", "/api/users/me/password", { token: learner.token, body });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ message: expect.stringContaining("successfully") });
    const again = await call(gateway, "PUT", "/api/users/me/password", { token: learner.token, body });
    expect(again.status).toBe(400);
  });
});

describe("DELETE /api/users/me", () => {
  it("deletes the account and its picture; the token stops working", async () => {
    const doomed = await signIn(gateway);
    const picture = (await (await upload(png, { token: doomed.token })).json()).profilePicture;
    const response = await call(gateway, "DELETE", "/api/users/me", { token: doomed.token });
    expect(response.status).toBe(200);
    expect((await call(gateway, "DELETE", "/api/users/me", { token: doomed.token })).status).toBe(401);
    expect((await fetch(`${gateway.url}${picture}`)).status).toBe(404);
  });
});
