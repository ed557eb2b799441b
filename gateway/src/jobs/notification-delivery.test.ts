// Notification delivery for real: the job runs on the durable queue (PGlite, or PostgreSQL with TEST_DATABASE_URL),
// email lands in the dev mailbox, and Web Push goes through `web-push` to a local HTTPS server standing in as the
// browser's push service (RFC 8030), which checks the VAPID signature (RFC 8292) and decrypts the payload with the
// subscription's own keys (RFC 8291).
import crypto from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { importJWK, jwtVerify } from "jose";
import { notify, setNotificationQueue } from "@app/schema";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, createCourse, signIn } from "../rest/rest-test-helpers.ts";
import { deliverNotifications, startNotificationWorker } from "./notification-delivery.ts";
import { createPushSender } from "./push-sender.ts";

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "notification-delivery-"));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));
afterEach(() => setNotificationQueue(null));

const CREATE_LESSON = `mutation NotifyTestCreateLesson($courseId: ID!, $input: LessonInput!) {
  createLesson(courseId: $courseId, input: $input) { id } }`;

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`never happened: ${what}`);
}

describe("email through the job queue", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ JOB_HEARTBEAT_SECONDS: "10" });
  });
  afterAll(() => gateway?.close());

  it("sends a new lesson to the dev mailbox of each learner who turned email on, in their language", async () => {
    const push = { send: async () => "sent" as const };
    await startNotificationWorker(gateway.app.services, push);
    const prisma = gateway.app.services.db.prisma;
    const staff = await signIn(gateway);
    await prisma.user.update({ where: { id: staff.user.id }, data: { role: "admin" } });
    const english = await signIn(gateway);
    const hindi = await signIn(gateway);
    const quiet = await signIn(gateway);
    await prisma.user.update({ where: { id: english.user.id }, data: { notifEmail: true } });
    await prisma.user.update({ where: { id: hindi.user.id }, data: { notifEmail: true, language: "hi" } });
    const course = await createCourse(gateway, { title: "Operating Systems" });
    for (const learner of [english, hindi, quiet]) {
      await prisma.enrollment.create({ data: { userId: learner.user.id, courseId: course.id } });
    }

    const created = await call(gateway, "POST", "/graphql", {
      token: staff.token,
      body: { query: CREATE_LESSON, variables: { courseId: course.id, input: { title: "Scheduling" } } },
    });
    expect(created.json.errors).toBeUndefined();
    const lessonId = created.json.data.createLesson.id;

    const inbox = async (email: string) =>
      (await call(gateway, "GET", `/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json as {
        subject: string;
        text: string;
        links: string[];
      }[];
    const [mail] = await until(async () => {
      const messages = await inbox(english.user.email);
      return messages.length > 0 ? messages : undefined;
    }, "the email in the dev mailbox");
    expect(mail.subject).toBe("New lesson in Operating Systems: Scheduling");
    expect(mail.links[0]).toBe(`${gateway.url}/courses/${course.id}/content/class/${lessonId}`);
    const [hindiMail] = await until(async () => {
      const messages = await inbox(hindi.user.email);
      return messages.length > 0 ? messages : undefined;
    }, "the Hindi email");
    expect(hindiMail.subject).toBe("Operating Systems में नया पाठ: Scheduling");
    expect(await inbox(quiet.user.email)).toEqual([]);
    expect(await prisma.notification.count({ where: { recipientId: quiet.user.id } })).toBe(1);
    expect(await prisma.notification.count({ where: { emailPending: true } })).toBe(0);
  });
});

/** A self-signed certificate for 127.0.0.1: web-push speaks HTTPS only, as real push services do. */
function selfSignedCertificate() {
  const key = path.join(workDir, "key.pem");
  const cert = path.join(workDir, "cert.pem");
  execFileSync("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
    ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
  ]);
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** RFC 8291 section 3.4 on the receiving side, written here from the RFC, not with the sender's library. */
function decryptPush(body: Buffer, receiver: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
}

describe("Web Push through web-push to a push service on loopback", () => {
  let gateway: TestGateway;
  let server: https.Server;
  let origin: string;
  let certificate: { key: Buffer; cert: Buffer };
  const received: Received[] = [];
  const statusFor = new Map<string, number>();

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    server = https.createServer(certificate, (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(statusFor.get(request.url ?? "") ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    origin = `https://127.0.0.1:${port}`;
    // The loopback push service is let in by the same setting a deployment uses (docs/notifications.md).
    gateway = await startTestGateway({ PUSH_ENDPOINT_HOSTS: `127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await gateway?.close();
  });

  async function subscribedLearner(devices: string[]) {
    const learner = await signIn(gateway);
    const prisma = gateway.app.services.db.prisma;
    await prisma.user.update({ where: { id: learner.user.id }, data: { notifPush: true } });
    const keys = devices.map((device) => {
      const receiver = crypto.createECDH("prime256v1");
      receiver.generateKeys();
      return { device, receiver, authSecret: crypto.randomBytes(16) };
    });
    for (const { device, receiver, authSecret } of keys) {
      const saved = await call(gateway, "POST", "/graphql", {
        token: learner.token,
        body: {
          query: `mutation NotifyTestSubscribe($s: PushSubscriptionInput!) { savePushSubscription(subscription: $s) }`,
          variables: {
            s: {
              endpoint: `${origin}/push/${device}`,
              keys: { p256dh: receiver.getPublicKey("base64url"), auth: authSecret.toString("base64url") },
            },
          },
        },
      });
      expect(saved.json.data).toEqual({ savePushSubscription: true });
    }
    return { learner, keys };
  }

  async function newLessonFor(userId: string) {
    const prisma = gateway.app.services.db.prisma;
    await notify(prisma, { userIds: [userId], kind: "NEW_LESSON", params: {}, link: "/courses" });
    return prisma.notification.findFirstOrThrow({ where: { recipientId: userId } });
  }

  const sender = () =>
    createPushSender(gateway.config.vapid, gateway.config.PUSH_ENDPOINT_HOSTS!, {
      agent: new https.Agent({ ca: certificate.cert, keepAlive: false }),
    });

  it("encrypts the notification for the subscription, signs it with the VAPID key, and forgets a gone device", async () => {
    const { learner, keys } = await subscribedLearner(["phone", "old-laptop"]);
    statusFor.set("/push/old-laptop", 410);
    const prisma = gateway.app.services.db.prisma;
    await notify(prisma, {
      userIds: [learner.user.id],
      kind: "NEW_LESSON",
      params: { courseTitle: "C Programming", lessonTitle: "Pointers" },
      link: "/courses/c1/content/class/l1",
    });
    const row = await prisma.notification.findFirstOrThrow({ where: { recipientId: learner.user.id } });
    expect(row.pushPending).toBe(true);

    await deliverNotifications(gateway.app.services, sender(), [row.id]);

    const phone = received.find((request) => request.path === "/push/phone")!;
    expect(phone.headers["content-encoding"]).toBe("aes128gcm");
    expect(phone.headers.ttl).toBe(String(24 * 60 * 60));
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(phone.headers.authorization))!;
    expect(key).toBe(gateway.config.vapid.publicKey);
    const point = Buffer.from(key, "base64url");
    const publicJwk = {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    };
    const { payload } = await jwtVerify(jwt, await importJWK(publicJwk, "ES256"));
    expect(payload).toMatchObject({ aud: origin, sub: gateway.config.vapid.subject });

    const message = JSON.parse(decryptPush(phone.body, keys[0].receiver, keys[0].authSecret));
    expect(message).toEqual({
      id: row.id,
      title: "New lesson in C Programming: Pointers",
      body: "VidyaPath",
      link: "/courses/c1/content/class/l1",
    });
    expect(await prisma.pushSubscription.findMany({ where: { userId: learner.user.id } })).toMatchObject([
      { endpoint: `${origin}/push/phone` },
    ]);
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: row.id } })).pushPending).toBe(false);
  });

  it("keeps the push pending and fails the job when the push service errs, so the queue retries it", async () => {
    const { learner } = await subscribedLearner(["flaky"]);
    statusFor.set("/push/flaky", 503);
    const prisma = gateway.app.services.db.prisma;
    const row = await newLessonFor(learner.user.id);
    await expect(deliverNotifications(gateway.app.services, sender(), [row.id], 0)).rejects.toThrow(/push/);
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: row.id } })).pushPending).toBe(true);
    statusFor.set("/push/flaky", 201);
    await deliverNotifications(gateway.app.services, sender(), [row.id], 1);
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: row.id } })).pushPending).toBe(false);
  });

  it("refuses to keep a subscription off the allowed push services, and never POSTs to one stored before", async () => {
    const learner = await signIn(gateway);
    const prisma = gateway.app.services.db.prisma;
    await prisma.user.update({ where: { id: learner.user.id }, data: { notifPush: true } });
    const receiver = crypto.createECDH("prime256v1");
    receiver.generateKeys();
    const keys = { p256dh: receiver.getPublicKey("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
    const port = Number(new URL(origin).port);
    for (const endpoint of [
      "https://169.254.169.254/latest/meta-data",
      `https://127.0.0.1:${port + 1}/push/other-port`,
      `https://user@127.0.0.1:${port}/push/with-credentials`,
      "https://fcm.googleapis.com/fcm/send/abc",
    ]) {
      const saved = await call(gateway, "POST", "/graphql", {
        token: learner.token,
        body: {
          query: `mutation NotifyTestSubscribeElsewhere($s: PushSubscriptionInput!) { savePushSubscription(subscription: $s) }`,
          variables: { s: { endpoint, keys } },
        },
      });
      expect(saved.json.errors?.[0]?.extensions?.code, endpoint).toBe("push_endpoint_not_allowed");
    }
    expect(await prisma.pushSubscription.count({ where: { userId: learner.user.id } })).toBe(0);

    const stale = `${origin.replace("127.0.0.1", "localhost")}/push/stored-before`;
    await prisma.pushSubscription.create({ data: { userId: learner.user.id, endpoint: stale, ...keys } });
    const row = await newLessonFor(learner.user.id);
    await deliverNotifications(gateway.app.services, sender(), [row.id]);
    expect(received.some((request) => request.path === "/push/stored-before")).toBe(false);
    expect(await prisma.pushSubscription.count({ where: { userId: learner.user.id } })).toBe(0);
  });
});
