// The server's emails and pushes speak from the client's catalogues (client/src/i18n/locales/<language>/): every
// notification kind and every identity email has its words in every language folder, a folder lacking one is
// caught, and what is sent is the catalogue's text with its parameters, in the recipient's language. Real gateway,
// real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), mail read from the dev mailbox.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationKind } from "@app/db";
import { LANGUAGES } from "@app/schema/languages";
import { notify } from "@app/schema";
import { NOTIFICATION_TEXT_KEYS } from "@app/client/notification-text";
import { LOCALES_DIR, missingTexts } from "@app/client/texts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { IDENTITY_MAIL_KEYS } from "../auth/auth-mail.ts";
import { mailbox } from "../auth/auth-test-helpers.ts";
import { NOTIFICATION_MAIL_KEYS, deliverNotifications } from "../jobs/notification-delivery.ts";
import { SMS_TEXT_KEYS } from "../sms/sms.ts";
import { call, signIn } from "../rest/rest-test-helpers.ts";

const SERVER_KEYS = [
  ...Object.values(NotificationKind).map((kind) => NOTIFICATION_TEXT_KEYS[kind]),
  ...Object.values(NOTIFICATION_MAIL_KEYS),
  ...IDENTITY_MAIL_KEYS,
  ...SMS_TEXT_KEYS,
];

/** A catalogue's text read straight from its file, placeholders filled as i18next fills `{{name}}`. */
function catalogueText(language: string, key: string, params: Record<string, string | number> = {}): string {
  const [namespace, keyPath] = key.split(":") as [string, string];
  const tree = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), "utf8")) as object;
  const text = keyPath.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
  return (text as string).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name]));
}

describe("texts of the server's emails and pushes", () => {
  it("has every notification kind and every identity email in every language folder", () => {
    expect(Object.values(NotificationKind).length).toBeGreaterThanOrEqual(5);
    expect(IDENTITY_MAIL_KEYS.length).toBeGreaterThanOrEqual(14);
    expect(fs.readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGES].sort());
    expect(missingTexts(SERVER_KEYS)).toEqual([]);
  });

  it("names the language folder and the key a text is missing from", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "locales-"));
    try {
      fs.cpSync(LOCALES_DIR, dir, { recursive: true });
      const edit = (file: string, change: (tree: any) => void) => {
        const tree = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
        change(tree);
        fs.writeFileSync(path.join(dir, file), JSON.stringify(tree));
      };
      edit("hi/notifications.json", (tree) => delete tree.kinds.newAssignment);
      edit("hi/mail.json", (tree) => (tree.identity.recovery.subject = " "));
      // A new language is a new folder (Gujarati, say): one without mail.json lacks every email's words.
      fs.mkdirSync(path.join(dir, "gu"));
      fs.copyFileSync(path.join(LOCALES_DIR, "en", "notifications.json"), path.join(dir, "gu", "notifications.json"));

      const missing = missingTexts(SERVER_KEYS, dir);
      expect(missing.filter((entry) => entry.startsWith("hi/"))).toEqual([
        "hi/notifications:kinds.newAssignment",
        "hi/mail:identity.recovery.subject",
      ]);
      expect(missing.filter((entry) => entry.startsWith("gu/"))).toEqual(
        [...Object.values(NOTIFICATION_MAIL_KEYS), ...IDENTITY_MAIL_KEYS, ...SMS_TEXT_KEYS].map((key) => `gu/${key}`),
      );
      expect(missing.filter((entry) => entry.startsWith("en/"))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("what the server sends", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ AUTH_EMAIL_MIN_INTERVAL_SECONDS: "0" });
  });
  afterAll(() => gateway?.close());

  const newest = async (email: string) => {
    for (let attempt = 0; attempt < 120; attempt++) {
      const [latest] = await mailbox(gateway.url, email);
      if (latest) return latest;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no email to ${email}`);
  };

  it("mails and pushes a notification in the recipient's language with the catalogue's words and parameters", async () => {
    const prisma = gateway.app.services.db.prisma;
    const learner = await signIn(gateway);
    await prisma.user.update({
      where: { id: learner.user.id },
      data: {
        language: "hi",
        notifEmail: true,
        notifPush: true,
        pushSubscriptions: { create: { endpoint: "https://push.example/device-1", p256dh: "key", auth: "secret" } },
      },
    });
    const params = { courseTitle: "Operating Systems", assignmentTitle: "Page tables" };
    await notify(prisma, {
      userIds: [learner.user.id],
      kind: "NEW_ASSIGNMENT",
      params,
      link: "/courses/os/assignments/1",
    });
    const ids = (await prisma.notification.findMany({ where: { recipientId: learner.user.id } })).map((row) => row.id);
    const pushed: { title: string }[] = [];
    const push = {
      send: async (_target: unknown, message: { title: string }) => (pushed.push(message), "sent" as const),
    };

    await deliverNotifications(gateway.app.services, push, ids);

    const expected = catalogueText("hi", "notifications:kinds.newAssignment", params);
    expect(expected).toBe("Operating Systems में नया असाइनमेंट: Page tables");
    expect(pushed.map((message) => message.title)).toEqual([expected]);
    const mail = await newest(learner.user.email);
    expect(mail.subject).toBe(expected);
    expect(mail.text).toContain(
      `${catalogueText("hi", "mail:notification.open")}: ${gateway.url}/courses/os/assignments/1`,
    );
    expect(mail.text).toContain(catalogueText("hi", "mail:notification.why"));
  });

  it("sends an identity email in the account's language with the catalogue's words and its code", async () => {
    const learner = await signIn(gateway);
    await gateway.app.services.db.prisma.user.update({ where: { id: learner.user.id }, data: { language: "hi" } });

    const asked = await call(gateway, "POST", "/auth/v1/recover", { body: { email: learner.user.email } });
    expect(asked.status).toBe(200);

    const mail = await newest(learner.user.email);
    expect(mail.subject).toBe(catalogueText("hi", "mail:identity.recovery.subject"));
    expect(mail.text).toContain(catalogueText("hi", "mail:identity.recovery.intro"));
    const [before] = catalogueText("hi", "mail:identity.code", { code: "|" }).split("|");
    const code = /(\d{6})/.exec(mail.text.split("\n").find((line) => line.startsWith(before!)) ?? "")?.[1];
    expect(mail.text).toContain(catalogueText("hi", "mail:identity.code", { code: code! }));
    const hours = Math.round(gateway.app.services.config.EMAIL_LINK_TTL_SECONDS / 360) / 10;
    expect(mail.text).toContain(catalogueText("hi", "mail:identity.expiry", { hours }));
  });
});
