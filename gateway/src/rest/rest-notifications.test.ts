import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "@app/schema";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
  for (const lessonTitle of ["Arrays", "Pointers"]) {
    await notify(gateway.app.services.db.prisma, {
      userIds: [learner.user.id],
      kind: "NEW_LESSON",
      params: { courseTitle: "C Programming", lessonTitle },
      link: "/courses/c1/content/class/l1",
    });
  }
});
afterAll(() => gateway.close());

describe("notifications over REST", () => {
  it("lists the learner's notifications newest first with the unread count, a page at a time", async () => {
    const first = await call(gateway, "GET", "/api/notifications?limit=1", { token: learner.token });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      items: [{ kind: "NEW_LESSON", params: { lessonTitle: "Pointers" }, read_at: null }],
      has_next_page: true,
      unread_count: 2,
    });
    const next = await call(gateway, "GET", `/api/notifications?limit=1&after=${first.json.next_cursor}`, {
      token: learner.token,
    });
    expect(next.json).toMatchObject({ items: [{ params: { lessonTitle: "Arrays" } }], has_next_page: false });
    expect((await call(gateway, "GET", "/api/notifications")).status).toBe(401);
  });

  it("marks one read, then all, and refuses someone else's", async () => {
    const list = await call(gateway, "GET", "/api/notifications", { token: learner.token });
    const [newest] = list.json.items as { id: string }[];
    const other = await signIn(gateway);
    expect((await call(gateway, "POST", `/api/notifications/${newest.id}/read`, { token: other.token })).status).toBe(
      404,
    );
    const read = await call(gateway, "POST", `/api/notifications/${newest.id}/read`, { token: learner.token });
    expect(read.status).toBe(200);
    expect(read.json.read_at).toEqual(expect.any(String));
    const all = await call(gateway, "POST", "/api/notifications/read-all", { token: learner.token });
    expect(all.json).toEqual({ marked: 1 });
  });

  it("publishes the VAPID key, saves and removes a subscription, and refuses a bad one with its reasons", async () => {
    const key = await call(gateway, "GET", "/api/push-subscriptions/public-key");
    expect(key.json).toEqual({ public_key: gateway.config.vapid.publicKey });
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    const keys = {
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString("base64url"),
      auth: Buffer.alloc(16, 3).toString("base64url"),
    };
    const saved = await call(gateway, "POST", "/api/push-subscriptions", {
      token: learner.token,
      body: { endpoint, keys },
    });
    expect(saved.status).toBe(201);
    const bad = await call(gateway, "POST", "/api/push-subscriptions", {
      token: learner.token,
      body: { endpoint: "ftp://x", keys },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/not a valid push subscription/);
    const elsewhere = await call(gateway, "POST", "/api/push-subscriptions", {
      token: learner.token,
      body: { endpoint: "https://push.example.test/abc", keys },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.error).toMatch(/not on a known push service/);
    const removed = await call(gateway, "DELETE", "/api/push-subscriptions", {
      token: learner.token,
      body: { endpoint },
    });
    expect(removed.json).toEqual({ deleted: true });
  });
});
