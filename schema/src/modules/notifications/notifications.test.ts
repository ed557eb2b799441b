import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute, MemoryJobQueue } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { notify, setNotificationQueue, type NotificationInput } from "./notify.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
afterEach(() => setNotificationQueue(null));

const LIST = `query($first: Int, $after: ID) {
  notifications(first: $first, after: $after) { items { id kind title params link readAt } hasNextPage endCursor }
}`;
const COUNT = `{ unreadNotificationCount }`;
const MARK = `mutation($id: ID!) { markNotificationRead(id: $id) { id readAt } }`;
const MARK_ALL = `mutation { markAllNotificationsRead }`;
const SAVE_PUSH = `mutation($subscription: PushSubscriptionInput!) { savePushSubscription(subscription: $subscription) }`;
const DELETE_PUSH = `mutation($endpoint: String!) { deletePushSubscription(endpoint: $endpoint) }`;
const code = (result: { errors?: readonly { extensions: Record<string, unknown> }[] }) =>
  result.errors?.[0].extensions.code;

const lessonNotice = (userIds: string[], lessonTitle = "Pointers"): NotificationInput => ({
  userIds,
  kind: "NEW_LESSON",
  params: { courseTitle: "C Programming", lessonTitle },
  link: "/courses/c1/content/class/l1",
});

// A real subscription's shape: a 65-byte uncompressed P-256 point and a 16-byte secret.
const subscription = (endpoint: string) => ({
  endpoint,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url"),
    auth: Buffer.alloc(16, 1).toString("base64url"),
  },
  userAgent: "Chromium test",
});

describe("the viewer's notifications", () => {
  it("lists only the viewer's own, newest first, in pages", async () => {
    const asha = await createLearner(db);
    const ravi = await createLearner(db, "student", "Ravi");
    for (const title of ["One", "Two", "Three"]) await notify(db.prisma, lessonNotice([asha.userId], title));
    await notify(db.prisma, lessonNotice([ravi.userId], "Ravi's"));
    const context = createTestContext({ db, viewer: asha });

    const first = await execute(context, LIST, { first: 2 });
    expect(first.errors).toBeUndefined();
    const page = first.data?.notifications as { items: { params: { lessonTitle: string } }[]; endCursor: string };
    expect(page.items.map((item) => item.params.lessonTitle)).toEqual(["Three", "Two"]);
    expect(first.data?.notifications).toMatchObject({ hasNextPage: true });
    const second = await execute(context, LIST, { first: 2, after: page.endCursor });
    expect(second.data?.notifications).toMatchObject({
      items: [{ kind: "NEW_LESSON", params: { lessonTitle: "One" }, link: "/courses/c1/content/class/l1" }],
      hasNextPage: false,
    });
    expect((await execute(context, COUNT)).data?.unreadNotificationCount).toBe(3);
  });

  it("counts the unread ones, the header's badge on every screen, in one statement through the driver", async () => {
    const asha = await createLearner(db);
    for (const title of ["One", "Two"]) await notify(db.prisma, lessonNotice([asha.userId], title));
    const context = createTestContext({ db, viewer: asha });
    const { result, statements } = await db.countStatements(() => execute(context, COUNT));
    expect(result.data?.unreadNotificationCount).toBe(2);
    // Prisma's client names every table with its schema ("public"."Notification"); db.sql's statement does not.
    expect(statements).toEqual([expect.not.stringContaining('"public".')]);
  });

  it("refuses another learner's notification as a cursor or a read mark, and anonymous viewers", async () => {
    const asha = await createLearner(db);
    const ravi = await createLearner(db);
    await notify(db.prisma, lessonNotice([ravi.userId]));
    const ravis = await db.prisma.notification.findFirstOrThrow({ where: { recipientId: ravi.userId } });
    const context = createTestContext({ db, viewer: asha });
    expect(code(await execute(context, LIST, { after: ravis.id }))).toBe("not_found");
    expect(code(await execute(context, MARK, { id: ravis.id }))).toBe("not_found");
    expect((await db.prisma.notification.findUniqueOrThrow({ where: { id: ravis.id } })).readAt).toBeNull();
    expect(code(await execute(createTestContext({ db }), COUNT))).toBe("unauthenticated");
  });

  it("marks one and then all as read", async () => {
    const asha = await createLearner(db);
    await notify(db.prisma, lessonNotice([asha.userId], "A"));
    await notify(db.prisma, lessonNotice([asha.userId], "B"));
    await notify(db.prisma, lessonNotice([asha.userId], "C"));
    const context = createTestContext({ db, viewer: asha });
    const [newest] = (await db.prisma.notification.findMany({
      where: { recipientId: asha.userId },
      orderBy: { createdAt: "desc" },
    })) as { id: string }[];
    const marked = await execute(context, MARK, { id: newest.id });
    expect(marked.data?.markNotificationRead).toMatchObject({ id: newest.id, readAt: expect.any(Date) });
    expect((await execute(context, COUNT)).data?.unreadNotificationCount).toBe(2);
    expect((await execute(context, MARK_ALL)).data?.markAllNotificationsRead).toBe(2);
    expect((await execute(context, COUNT)).data?.unreadNotificationCount).toBe(0);
  });
});

describe("notify", () => {
  it("marks email and push pending only for the channels each recipient turned on, and queues those", async () => {
    const queue = new MemoryJobQueue();
    setNotificationQueue(queue);
    const quiet = await createLearner(db);
    const mail = await createLearner(db);
    const push = await createLearner(db);
    await db.prisma.user.update({ where: { id: mail.userId }, data: { notifEmail: true, notifSMS: true } });
    await db.prisma.user.update({ where: { id: push.userId }, data: { notifPush: true } });
    await notify(db.prisma, lessonNotice([quiet.userId, mail.userId, push.userId, "no-such-user"]));

    const rows = await db.prisma.notification.findMany({
      where: { recipientId: { in: [quiet.userId, mail.userId, push.userId] } },
    });
    const byUser = Object.fromEntries(rows.map((row) => [row.recipientId, row]));
    expect(rows).toHaveLength(3);
    expect(byUser[quiet.userId]).toMatchObject({ emailPending: false, pushPending: false });
    expect(byUser[mail.userId]).toMatchObject({ emailPending: true, pushPending: false });
    expect(byUser[push.userId]).toMatchObject({ emailPending: false, pushPending: true });
    expect(queue.sent).toEqual([
      {
        name: "notification-deliver",
        data: { notificationIds: expect.arrayContaining([byUser[mail.userId].id, byUser[push.userId].id]) },
      },
    ]);
    expect((queue.sent[0].data as { notificationIds: string[] }).notificationIds).toHaveLength(2);
  });

  it("queues nothing when no recipient turned a channel on", async () => {
    const queue = new MemoryJobQueue();
    setNotificationQueue(queue);
    await notify(db.prisma, lessonNotice([(await createLearner(db)).userId]));
    expect(queue.sent).toEqual([]);
  });

  it("never throws into the caller's transaction: a refused notification is logged and the transaction commits", async () => {
    const asha = await createLearner(db);
    await db.prisma.$transaction(async (tx) => {
      await notify(tx, { ...lessonNotice([asha.userId]), link: "https://elsewhere.example/phish" });
      await notify(tx, { ...lessonNotice([asha.userId]), params: { bad: "\u0000" } });
      await tx.user.update({ where: { id: asha.userId }, data: { description: "still committed" } });
    });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: asha.userId } })).description).toBe(
      "still committed",
    );
    expect(await db.prisma.notification.count({ where: { recipientId: asha.userId } })).toBe(0);
  });
});

describe("a new lesson in a course I take", () => {
  const CREATE_LESSON = `mutation($courseId: ID!, $input: LessonInput!) { createLesson(courseId: $courseId, input: $input) { id } }`;

  it("notifies the course's enrolled learners, not the author, and nothing for a draft course", async () => {
    const admin = await createLearner(db, "admin");
    const learner = await createLearner(db);
    const outsider = await createLearner(db);
    const course = await createCourseWithLessons(db, { title: "Data Structures" });
    const draft = await createCourseWithLessons(db, { published: false });
    for (const id of [course.id, draft.id]) {
      await db.prisma.enrollment.create({ data: { userId: learner.userId, courseId: id } });
    }
    await db.prisma.enrollment.create({ data: { userId: admin.userId, courseId: course.id } });
    const staff = createTestContext({ db, viewer: admin });

    const created = await execute(staff, CREATE_LESSON, { courseId: course.id, input: { title: "Heaps" } });
    expect(created.errors).toBeUndefined();
    await execute(staff, CREATE_LESSON, { courseId: draft.id, input: { title: "Hidden" } });

    const lessonId = (created.data?.createLesson as { id: string }).id;
    expect(await db.prisma.notification.findMany({ where: { recipientId: learner.userId } })).toMatchObject([
      {
        kind: "NEW_LESSON",
        params: { courseTitle: "Data Structures", lessonTitle: "Heaps" },
        link: `/courses/${course.id}/content/class/${lessonId}`,
      },
    ]);
    expect(
      await db.prisma.notification.count({ where: { recipientId: { in: [admin.userId, outsider.userId] } } }),
    ).toBe(0);
  });
});

describe("push subscriptions", () => {
  it("keeps one per endpoint for the viewer and deletes only the viewer's own", async () => {
    const asha = await createLearner(db);
    const ravi = await createLearner(db);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${asha.userId}`;
    const context = createTestContext({ db, viewer: asha });
    expect((await execute(context, SAVE_PUSH, { subscription: subscription(endpoint) })).data).toEqual({
      savePushSubscription: true,
    });
    await execute(context, SAVE_PUSH, { subscription: subscription(endpoint) });
    expect(await db.prisma.pushSubscription.count({ where: { endpoint } })).toBe(1);
    const other = createTestContext({ db, viewer: ravi });
    expect((await execute(other, DELETE_PUSH, { endpoint })).data?.deletePushSubscription).toBe(false);
    expect((await execute(context, DELETE_PUSH, { endpoint })).data?.deletePushSubscription).toBe(true);
    expect(await db.prisma.pushSubscription.count({ where: { endpoint } })).toBe(0);
  });

  it("refuses a subscription that is not one, saying which part is wrong, and stores nothing", async () => {
    const asha = await createLearner(db);
    const context = createTestContext({ db, viewer: asha });
    const bad = {
      endpoint: "http://169.254.169.254/latest",
      keys: { p256dh: "not a key", auth: Buffer.alloc(8).toString("base64url") },
    };
    const result = await execute(context, SAVE_PUSH, { subscription: bad });
    expect(code(result)).toBe("invalid_input");
    expect(result.errors?.[0].message).toBe("This is not a valid push subscription");
    expect(Object.keys(result.errors?.[0].extensions.details as object).sort()).toEqual(["auth", "endpoint", "p256dh"]);
    expect(await db.prisma.pushSubscription.count({ where: { userId: asha.userId } })).toBe(0);
  });

  it("keeps only endpoints on the browsers' push services by default, and those the deployment lists", async () => {
    const asha = await createLearner(db);
    const context = createTestContext({ db, viewer: asha });
    const save = (endpoint: string, ctx = context) => execute(ctx, SAVE_PUSH, { subscription: subscription(endpoint) });
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/a1",
      "https://updates.push.services.mozilla.com/wpush/v2/a2",
      "https://web.push.apple.com/QGx-a3",
      "https://wns2-pn1p.notify.windows.com/w/?token=a4",
    ])
      expect((await save(endpoint)).errors, endpoint).toBeUndefined();
    for (const endpoint of [
      "https://push.example.test/send/b1",
      "https://127.0.0.1/push",
      "https://fcm.googleapis.com:8443/fcm/send/b2",
      "https://fcm.googleapis.com.evil.test/fcm/send/b3",
      "https://evilnotify.windows.com/w/b4",
      "https://notify.windows.com@evil.test/w/b5",
    ]) {
      const refused = await save(endpoint);
      expect(code(refused), endpoint).toBe("push_endpoint_not_allowed");
      expect(Object.keys(refused.errors?.[0].extensions.details as object)).toEqual(["endpoint"]);
    }
    const listed = { ...context, pushEndpointHosts: ["push.example.test", "127.0.0.1:8443"] };
    expect((await save("https://push.example.test/send/c1", listed)).errors).toBeUndefined();
    expect((await save("https://127.0.0.1:8443/push/c2", listed)).errors).toBeUndefined();
    expect(code(await save("https://127.0.0.1/push/c3", listed))).toBe("push_endpoint_not_allowed");
    expect(code(await save("https://fcm.googleapis.com/fcm/send/c4", listed))).toBe("push_endpoint_not_allowed");
    expect(await db.prisma.pushSubscription.count({ where: { userId: asha.userId } })).toBe(6);
  });
});
