// SMS and WhatsApp notifications against loopback fakes of MSG91's Flow API and the WhatsApp Cloud API, which record
// what was sent: each kind's template and variables, quiet hours held to 07:00 IST on the durable queue, the daily
// cap, the monthly spending cap, and an opt-out honoured by a message already queued. The clock is passed in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify, sendExamReminders, sendPracticeReminders, setNotificationQueue } from "@app/schema";
import { startFakeMsg91, type FakeMsg91 } from "../../test/fake-msg91.ts";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../test/fake-whatsapp.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { uniquePhone } from "../auth/auth-test-helpers.ts";
import { call, signIn } from "../rest/rest-test-helpers.ts";
import type { ChannelSenders } from "../messages/channel-sender.ts";
import { openChannelSenders } from "../messages/open-channel-senders.ts";
import { deliverMessage } from "./notification-messages.ts";

const BUDGET_PAISE = 1_000;
/** 10:00 IST on 15 January 2026. */
const MORNING = new Date("2026-01-15T04:30:00Z");
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

const SET_OPT_IN = `mutation TestSetOptIn($kind: NotificationKind!, $channel: MessageChannel!, $on: Boolean!) {
  setNotificationOptIn(kind: $kind, channel: $channel, on: $on) { kind channel on } }`;
const SYSTEM = `query TestSystemChannels { systemStatus { channels { name paused }
  textMessages { spentPaise budgetPaise counts { channel status reason count } } } }`;

let msg91: FakeMsg91;
let whatsapp: FakeWhatsApp;
let gateway: TestGateway;
let senders: ChannelSenders;

beforeAll(async () => {
  setNotificationQueue(null);
  msg91 = await startFakeMsg91(["dlt-graded", "dlt-practice", "dlt-exam", "dlt-result"]);
  whatsapp = await startFakeWhatsApp(["assignment_graded", "practice_reminder", "exam_reminder", "mock_test_result"]);
  gateway = await startTestGateway({
    SMS_PROVIDER: "msg91",
    MSG91_AUTH_KEY: "test-auth-key-1",
    MSG91_SENDER_ID: "VIDYAP",
    MSG91_TEMPLATE_OTP: "dlt-otp",
    MSG91_TEMPLATE_PHONE_CHANGE: "dlt-change",
    MSG91_API_URL: msg91.url,
    SMS_TEMPLATE_ASSIGNMENT_GRADED: "dlt-graded",
    SMS_TEMPLATE_PRACTICE_REMINDER: "dlt-practice",
    SMS_TEMPLATE_EXAM_REMINDER: "dlt-exam",
    SMS_TEMPLATE_MOCK_TEST_RESULT: "dlt-result",
    WHATSAPP_PROVIDER: "cloud",
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_PHONE_NUMBER_ID: "1098765",
    WHATSAPP_TOKEN: "test-whatsapp-token",
    WHATSAPP_TEMPLATE_ASSIGNMENT_GRADED: "assignment_graded",
    WHATSAPP_TEMPLATE_PRACTICE_REMINDER: "practice_reminder",
    WHATSAPP_TEMPLATE_EXAM_REMINDER: "exam_reminder",
    WHATSAPP_TEMPLATE_MOCK_TEST_RESULT: "mock_test_result",
    SMS_COST_PAISE: "20",
    WHATSAPP_COST_PAISE: "12",
    NOTIFY_MONTHLY_BUDGET_PAISE: String(BUDGET_PAISE),
  });
  const { config, db, sms } = gateway.app.services;
  senders = openChannelSenders(config, db, sms);
});
afterAll(async () => {
  await gateway?.close();
  await msg91?.close();
  await whatsapp?.close();
});

/** A learner with a verified number, opted in to `kind` on `channels` through the API. */
async function learner(channels: ("SMS" | "WHATSAPP")[], kind = "ASSIGNMENT_GRADED", language = "en") {
  const signedIn = await signIn(gateway);
  const phone = uniquePhone();
  await gateway.app.services.db.prisma.user.update({ where: { id: signedIn.user.id }, data: { phone, language } });
  for (const channel of channels) {
    const answer = await call(gateway, "POST", "/graphql", {
      token: signedIn.token,
      body: { query: SET_OPT_IN, variables: { kind, channel, on: true } },
    });
    expect(answer.json.errors).toBeUndefined();
  }
  return { ...signedIn, phone };
}

const graded = (userId: string, assignmentTitle = "Pointers") =>
  notify(gateway.app.services.db.prisma, {
    userIds: [userId],
    kind: "ASSIGNMENT_GRADED",
    params: { courseTitle: "C Programming", assignmentTitle, score: "8/10" },
    link: "/courses/c1/learn/l1",
  });

const messagesOf = (userId: string) =>
  gateway.app.services.db.prisma.notificationMessage.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

async function deliverAll(userId: string, now: Date) {
  for (const message of await messagesOf(userId)) {
    await deliverMessage(gateway.app.services, senders, message.id, 0, now);
  }
}

describe("SMS and WhatsApp notifications", () => {
  it("sends each kind under its DLT and WhatsApp template with the notification's variables, in the learner's language", async () => {
    const { user, phone } = await learner(["SMS", "WHATSAPP"], "ASSIGNMENT_GRADED", "hi");
    await graded(user.id);
    await deliverAll(user.id, MORNING);

    const link = `${gateway.url}/courses/c1/learn/l1`;
    const sms = msg91.requests.find((request) => request.recipients[0]?.mobiles === phone.slice(1));
    expect(sms).toMatchObject({ authKey: "test-auth-key-1", templateId: "dlt-graded", sender: "VIDYAP" });
    expect(sms?.recipients).toEqual([{ mobiles: phone.slice(1), assignmentTitle: "Pointers", score: "8/10", link }]);
    const message = whatsapp.requests.find((request) => request.to === phone.slice(1));
    expect(message).toMatchObject({
      path: "/v21.0/1098765/messages",
      authorization: "Bearer test-whatsapp-token",
      template: { name: "assignment_graded", language: { code: "hi" } },
    });
    expect(message?.template.components[0].parameters.map((parameter) => parameter.text)).toEqual([
      "Pointers",
      "8/10",
      link,
    ]);
    expect((await messagesOf(user.id)).map((row) => [row.channel, row.status, row.costPaise])).toEqual(
      expect.arrayContaining([
        ["SMS", "SENT", 20],
        ["WHATSAPP", "SENT", 12],
      ]),
    );
  });

  it("holds a message at 23:00 IST on the queue until 07:00 IST, not dropped", async () => {
    const { user } = await learner(["SMS"]);
    await graded(user.id);
    const [row] = await messagesOf(user.id);
    const lateEvening = at(MORNING, 13 * 60); // 23:00 IST
    await deliverMessage(gateway.app.services, senders, row.id, 0, lateEvening);

    expect((await messagesOf(user.id))[0].status).toBe("PENDING");
    const jobs = await gateway.app.services.db.query<{ start_after: Date }>(
      `SELECT start_after FROM pgboss.job WHERE name = 'notification-message' AND data->>'messageId' = $1`,
      [row.id],
    );
    expect(jobs.map((job) => new Date(job.start_after).toISOString())).toEqual(["2026-01-16T01:30:00.000Z"]);
    await deliverMessage(gateway.app.services, senders, row.id, 0, new Date("2026-01-16T01:30:00Z"));
    expect((await messagesOf(user.id))[0].status).toBe("SENT");
  });

  it("sends at most 3 SMS and WhatsApp a learner a day; the 4th is recorded as skipped", async () => {
    const { user, phone } = await learner(["SMS"]);
    for (const title of ["One", "Two", "Three", "Four"]) await graded(user.id, title);
    await deliverAll(user.id, at(MORNING, 24 * 60));

    const rows = await messagesOf(user.id);
    expect(rows.map((row) => row.status)).toEqual(["SENT", "SENT", "SENT", "SKIPPED"]);
    expect(rows[3].reason).toBe("daily_cap");
    expect(msg91.requests.filter((request) => request.recipients[0]?.mobiles === phone.slice(1))).toHaveLength(3);
  });

  it("pauses both channels once the month's spending cap is reached, and the System page says so", async () => {
    const prisma = gateway.app.services.db.prisma;
    const march = new Date("2026-03-10T04:30:00Z");
    const spender = await learner(["SMS"]);
    await graded(spender.user.id);
    const [spent] = await messagesOf(spender.user.id);
    // This month's earlier messages spent the whole budget.
    await prisma.notificationMessage.update({
      where: { id: spent.id },
      data: { status: "SENT", sentAt: march, costPaise: BUDGET_PAISE },
    });
    const { user, phone } = await learner(["SMS", "WHATSAPP"]);
    await graded(user.id);
    await deliverAll(user.id, at(march, 60));

    expect((await messagesOf(user.id)).map((row) => [row.status, row.reason])).toEqual([
      ["SKIPPED", "budget"],
      ["SKIPPED", "budget"],
    ]);
    expect(msg91.requests.some((request) => request.recipients[0]?.mobiles === phone.slice(1))).toBe(false);
    expect(whatsapp.requests.some((request) => request.to === phone.slice(1))).toBe(false);

    // The System page reads today's month: spend the budget now too.
    await prisma.notificationMessage.update({ where: { id: spent.id }, data: { sentAt: new Date() } });
    const admin = await signIn(gateway);
    await prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
    const answer = await call(gateway, "POST", "/graphql", { token: admin.token, body: { query: SYSTEM } });
    const channels = answer.json.data.systemStatus.channels as { name: string; paused: boolean }[];
    expect(channels.filter((channel) => channel.paused).map((channel) => channel.name)).toEqual(["sms", "whatsapp"]);
    const month = answer.json.data.systemStatus.textMessages;
    expect(month).toMatchObject({ spentPaise: BUDGET_PAISE, budgetPaise: BUDGET_PAISE });
    expect(month.counts).toContainEqual({ channel: "WHATSAPP", status: "SKIPPED", reason: "budget", count: 1 });
    await prisma.notificationMessage.update({ where: { id: spent.id }, data: { costPaise: 0 } });
  });

  it("honours an opt-out at once: a message queued before it is not sent", async () => {
    const { user, token, phone } = await learner(["WHATSAPP"]);
    await graded(user.id);
    const off = await call(gateway, "POST", "/graphql", {
      token,
      body: { query: SET_OPT_IN, variables: { kind: "ASSIGNMENT_GRADED", channel: "WHATSAPP", on: false } },
    });
    expect(off.json.data.setNotificationOptIn.on).toBe(false);
    await deliverAll(user.id, MORNING);

    expect((await messagesOf(user.id)).map((row) => [row.status, row.reason])).toEqual([["SKIPPED", "opted_out"]]);
    expect(whatsapp.requests.some((request) => request.to === phone.slice(1))).toBe(false);
  });

  it("refuses an opt-in without a verified number", async () => {
    const { token } = await signIn(gateway);
    const answer = await call(gateway, "POST", "/graphql", {
      token,
      body: { query: SET_OPT_IN, variables: { kind: "PRACTICE_REMINDER", channel: "SMS", on: true } },
    });
    expect(answer.json.errors[0].extensions).toMatchObject({ code: "invalid_input", details: { phone: "required" } });
  });

  it("keeps a message the provider refused pending for the retry, and failed after the last attempt", async () => {
    const { user } = await learner(["WHATSAPP"]);
    await graded(user.id);
    const [row] = await messagesOf(user.id);
    const refusing = {
      ...senders,
      WHATSAPP: openChannelSenders(
        { ...gateway.app.services.config, WHATSAPP_TEMPLATE_ASSIGNMENT_GRADED: "not_approved" },
        gateway.app.services.db,
        gateway.app.services.sms,
      ).WHATSAPP,
    };
    await expect(deliverMessage(gateway.app.services, refusing, row.id, 0, MORNING)).rejects.toThrow(
      /132001|does not exist/,
    );
    expect((await messagesOf(user.id))[0].status).toBe("PENDING");
    await expect(deliverMessage(gateway.app.services, refusing, row.id, 3, MORNING)).rejects.toThrow();
    expect((await messagesOf(user.id))[0]).toMatchObject({ status: "FAILED" });
  });
});

describe("the practice reminder", () => {
  it("reminds at the learner's time (19:00 IST by default) once a day, only while the goal is not met", async () => {
    const prisma = gateway.app.services.db.prisma;
    const { user } = await learner(["SMS"], "PRACTICE_REMINDER");
    const met = await learner([], "PRACTICE_REMINDER");
    await prisma.practiceSettings.create({ data: { userId: user.id, dailyGoal: 10, reminderOn: true } });
    await prisma.practiceSettings.create({ data: { userId: met.user.id, dailyGoal: 5, reminderOn: true } });
    const evening = new Date("2026-05-20T13:35:00Z"); // 19:05 IST
    await prisma.practiceDay.create({ data: { userId: user.id, day: "2026-05-20", answered: 4 } });
    await prisma.practiceDay.create({ data: { userId: met.user.id, day: "2026-05-20", answered: 5, goalMet: true } });
    const reminded = async () =>
      prisma.notification.findMany({
        where: { kind: "PRACTICE_REMINDER", recipientId: { in: [user.id, met.user.id] } },
      });

    await sendPracticeReminders(prisma, at(evening, -10)); // 18:55 IST
    expect(await reminded()).toHaveLength(0);
    await sendPracticeReminders(prisma, evening);
    await sendPracticeReminders(prisma, at(evening, 30));
    const [notification, ...others] = await reminded();
    expect(others).toHaveLength(0);
    expect(notification).toMatchObject({ recipientId: user.id, params: { goal: "10", done: "4" }, link: "/practice" });

    await deliverAll(user.id, evening);
    const sms = msg91.requests.at(-1);
    expect(sms).toMatchObject({ templateId: "dlt-practice" });
    expect(sms?.recipients[0]).toMatchObject({ done: "4", goal: "10", link: `${gateway.url}/practice` });
  });
});

describe("the exam reminder and the mock test result", () => {
  /** 09:00 IST on 9 June 2026, the day before an exam at 10:00 IST. */
  const dayBefore = new Date("2026-06-09T03:30:00Z");

  /** Each kind's notification, recorded as the product records it, with the link its messages carry. */
  const kinds = {
    EXAM_REMINDER: async (userId: string) => {
      const prisma = gateway.app.services.db.prisma;
      const exam = await prisma.exam.create({
        data: { title: "SSC CGL", category: "SSC", duration: 60, examDate: at(dayBefore, 25 * 60), maxParticipants: 9 },
      });
      await prisma.examRegistration.create({ data: { examId: exam.id, userId } });
      await sendExamReminders(prisma, dayBefore);
      return { variables: { examTitle: "SSC CGL", when: "10/06/2026, 10:00 IST" }, link: `/exams#exam-${exam.id}` };
    },
    MOCK_TEST_RESULT: async (userId: string) => {
      const link = `/tests/t1/attempts/${userId}/result`;
      const params = { testTitle: "SSC CGL mock", score: "42.5" };
      await notify(gateway.app.services.db.prisma, { userIds: [userId], kind: "MOCK_TEST_RESULT", params, link });
      return { variables: params, link };
    },
  };
  const templates = {
    EXAM_REMINDER: ["dlt-exam", "exam_reminder"],
    MOCK_TEST_RESULT: ["dlt-result", "mock_test_result"],
  } as const;

  it.each(["EXAM_REMINDER", "MOCK_TEST_RESULT"] as const)(
    "sends %s under its templates with its variables, held past quiet hours",
    async (kind) => {
      const { user, phone } = await learner(["SMS", "WHATSAPP"], kind, "ta");
      const { variables, link } = await kinds[kind](user.id);
      const rows = await messagesOf(user.id);
      expect(rows).toHaveLength(2);
      const lateEvening = new Date("2026-06-09T17:00:00Z"); // 22:30 IST
      for (const row of rows) await deliverMessage(gateway.app.services, senders, row.id, 0, lateEvening);
      expect((await messagesOf(user.id)).map((row) => row.status)).toEqual(["PENDING", "PENDING"]);
      const held = await gateway.app.services.db.query<{ start_after: Date }>(
        `SELECT start_after FROM pgboss.job WHERE name = 'notification-message' AND data->>'messageId' = ANY($1)`,
        [rows.map((row) => row.id)],
      );
      expect(held.map((job) => new Date(job.start_after).toISOString())).toEqual([
        "2026-06-10T01:30:00.000Z",
        "2026-06-10T01:30:00.000Z",
      ]);
      await deliverAll(user.id, new Date("2026-06-10T01:30:00Z")); // 07:00 IST

      const [smsTemplate, whatsappTemplate] = templates[kind];
      const url = `${gateway.url}${link}`;
      const sms = msg91.requests.find((request) => request.recipients[0]?.mobiles === phone.slice(1));
      expect(sms).toMatchObject({ templateId: smsTemplate });
      expect(sms?.recipients).toEqual([{ mobiles: phone.slice(1), ...variables, link: url }]);
      const message = whatsapp.requests.find((request) => request.to === phone.slice(1));
      expect(message?.template).toMatchObject({ name: whatsappTemplate, language: { code: "ta" } });
      expect(message?.template.components[0].parameters.map((parameter) => parameter.text)).toEqual([
        ...Object.values(variables),
        url,
      ]);
      expect((await messagesOf(user.id)).map((row) => row.status)).toEqual(["SENT", "SENT"]);
    },
  );
});
