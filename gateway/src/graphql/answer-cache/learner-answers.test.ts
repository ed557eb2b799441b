// A signed-in learner's own answers (decision 047) against a real gateway and database: the client's documents of a
// learner's own rows are answered from memory on their second read (no statement), never to anyone else, never to
// staff; a change of those rows written past this gateway (on PostgreSQL by a second database handle, as another
// gateway writes it; on PGlite, one process, by its connection directly, past the handle's own-write rule) shows
// within one second, and one made through this gateway shows on the very next read.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheScopeFor, contentScope, toSchema } from "@app/schema";
import { asApolloSends, clientQueries } from "../../../../test/client-documents.ts";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { createCourse, signIn, type Learner } from "../../rest/rest-test-helpers.ts";
import { sameAnswer, sendTimes } from "./remembered-gets-test-helpers.ts";
import { endListener, until } from "../../../test/listener-loss.ts";
import { requestStatements } from "../../../test/request-statements.ts";
import { clientReads, heardSignIn, heardSoFar, quoted, writerPast, mutateAs } from "./kept-answers-test-kit.ts";

const named = (name: string) => clientQueries().find((query) => query.name === name)!;
let gateway: TestGateway;
let past: Awaited<ReturnType<typeof writerPast>>;
let elsewhere: (sql: string) => Promise<unknown>;
let courseId: string;
let lessonId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  past = await writerPast(gateway);
  elsewhere = past.elsewhere;
  courseId = (await createCourse(gateway, { title: "Own answers" })).id;
  lessonId = (await gateway.app.services.db.prisma.lesson.findFirstOrThrow({ where: { courseId } })).id;
});
afterAll(async () => {
  await past?.close();
  await gateway?.close();
});

const { read, cost, withinOneSecond } = clientReads(
  () => gateway,
  () => ({ courseId, lessonId, id: courseId }),
);

const signedIn = () => heardSignIn(gateway, elsewhere);

/** Rows written past this gateway, as another gateway or a worker writes them. */
const enrolledElsewhere = (learner: Learner) =>
  elsewhere(
    `INSERT INTO "Enrollment" ("id", "userId", "courseId") VALUES ('${crypto.randomUUID()}', ${quoted(learner.user.id)}, ${quoted(courseId)})`,
  );
const completedElsewhere = (learner: Learner) =>
  elsewhere(
    `INSERT INTO "LessonProgress" ("id", "userId", "lessonId", "courseId", "status", "completedAt", "updatedAt")
     VALUES ('${crypto.randomUUID()}', ${quoted(learner.user.id)}, ${quoted(lessonId)}, ${quoted(courseId)}, 'completed', now(), now())`,
  );
const notifiedElsewhere = (learner: Learner) =>
  elsewhere(
    `INSERT INTO "Notification" ("id", "recipientId", "kind", "title", "link")
     VALUES ('${crypto.randomUUID()}', ${quoted(learner.user.id)}, 'NEW_LESSON', 'Exam on Monday', '/courses')`,
  );

describe("a learner's own answers", () => {
  const own = ["Me", "MyEnrollments", "MyCertificates", "EnrollmentStatus", "CourseProgress", "LessonProgresses"];
  const mine = [
    ...own,
    "UnreadNotificationCount",
    "NotificationList",
    "NotificationOptIns",
    "MyPurchases",
    "PlacesOfSupply",
  ];

  it("are the client's documents of the viewer's own rows", () => {
    const viewer = { userId: "u", role: "student" as const, authId: "a" };
    const kept = clientQueries()
      .filter((query) => cacheScopeFor(contentScope(toSchema(), query.document), viewer) === "learner")
      .map((query) => query.name);
    expect(kept).toEqual(
      expect.arrayContaining([...mine, "DiscussionCount", "LessonQuestions", "DiscussionThread", "PracticeAnalytics"]),
    );
    // Read through, each for its reason in test/client-documents.ts: other people's rows, the clock, tables whose
    // writes nothing announces.
    expect(kept).not.toContain("MockTestResult");
  });

  it.each(mine)("answers %s from memory on its second read", async (name) => {
    const learner = await signedIn();
    const first = await read(named(name), learner);
    expect(await cost(named(name), learner)).toBe(0);
    expect(await read(named(name), learner)).toBe(first);
  });

  it("name a learner's answer by its URL for them alone, until a change of theirs", async () => {
    const [asha, ravi] = [await signIn(gateway), await signIn(gateway)];
    const request = await asApolloSends(named("Me"), {}, asha.token);
    const { answers, byUrl } = await sendTimes(gateway, request, 3);
    expect(byUrl).toEqual([false, false, true]);
    expect(answers.map((answer) => JSON.parse(answer.body.toString()).data.me.id)).toEqual(Array(3).fill(asha.user.id));
    expect(sameAnswer(answers[2])).toEqual(sameAnswer(answers[1]));
    // Ravi's token on Asha's URL: his own answer, the long way.
    const his = await sendTimes(
      gateway,
      { ...request, headers: { ...request.headers, authorization: `Bearer ${ravi.token}` } },
      1,
    );
    expect(his.byUrl).toEqual([false]);
    expect(JSON.parse(his.answers[0].body.toString()).data.me.id).toBe(ravi.user.id);
    await elsewhere(`UPDATE "User" SET "firstName" = 'Anu' WHERE "id" = ${quoted(asha.user.id)}`);
    await withinOneSecond(named("Me"), asha, (body) => JSON.parse(body).data.me.firstName === "Anu");
  });

  it("keep an overlaid course page per learner, with their enrollment, until it changes", async () => {
    const [asha, ravi] = [await signedIn(), await signedIn()];
    const detail = named("CourseDetail");
    const enrolled = (body: string) => JSON.parse(body).data.course.isEnrolled as boolean;
    expect(enrolled(await read(detail, asha))).toBe(false);
    expect(await cost(detail, asha)).toBe(0);
    await enrolledElsewhere(asha);
    await withinOneSecond(detail, asha, enrolled);
    expect(enrolled(await read(detail, ravi))).toBe(false);
    expect(await cost(detail, ravi)).toBe(0);
    // Her lesson progress is no enrolment: the page, which shows no progress, stays kept (decision 050).
    await completedElsewhere(asha);
    await heardSoFar(gateway, elsewhere);
    expect(await cost(detail, asha)).toBe(0);
  });

  it("never gives one learner's answer to another", async () => {
    const [asha, ravi] = [await signIn(gateway), await signIn(gateway)];
    const me = named("Me");
    const answers = [await read(me, asha), await read(me, ravi), await read(me, asha), await read(me, ravi)];
    expect(JSON.parse(answers[0]).data.me.id).toBe(asha.user.id);
    expect(JSON.parse(answers[1]).data.me.id).toBe(ravi.user.id);
    expect(answers.slice(2)).toEqual(answers.slice(0, 2));
  });

  it("keeps nothing for staff, who read through", async () => {
    const admin = await signIn(gateway);
    await gateway.app.services.db.prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
    await read(named("Me"), admin);
    expect(await cost(named("Me"), admin)).toBeGreaterThan(0);
  });

  describe("show a change written past this gateway within one second", () => {
    it("of the profile", async () => {
      const learner = await signIn(gateway);
      await read(named("Me"), learner);
      await elsewhere(`UPDATE "User" SET "firstName" = 'Meera' WHERE "id" = ${quoted(learner.user.id)}`);
      await withinOneSecond(named("Me"), learner, (body) => JSON.parse(body).data.me.firstName === "Meera");
    });

    it("of an enrollment, its status and its course's progress", async () => {
      const learner = await signIn(gateway);
      expect(JSON.parse(await read(named("EnrollmentStatus"), learner)).data.enrollmentStatus).toBe(false);
      expect(JSON.parse(await read(named("MyEnrollments"), learner)).data.myEnrollments).toEqual([]);
      await enrolledElsewhere(learner);
      await withinOneSecond(named("EnrollmentStatus"), learner, (body) => JSON.parse(body).data.enrollmentStatus);
      await withinOneSecond(
        named("MyEnrollments"),
        learner,
        (body) => JSON.parse(body).data.myEnrollments.length === 1,
      );
      const before = JSON.parse(await read(named("CourseProgress"), learner)).data.courseProgress;
      expect(before.completedLessons).toBe(0);
      await read(named("LessonProgresses"), learner);
      await completedElsewhere(learner);
      await withinOneSecond(
        named("CourseProgress"),
        learner,
        (body) => JSON.parse(body).data.courseProgress.completedLessons === 1,
      );
      await withinOneSecond(named("LessonProgresses"), learner, (body) =>
        JSON.parse(body).data.course.lessons.some(
          (lesson: { viewerProgress: { status: string } | null }) => lesson.viewerProgress?.status === "completed",
        ),
      );
    });

    it("of a notification", async () => {
      const learner = await signIn(gateway);
      expect(JSON.parse(await read(named("UnreadNotificationCount"), learner)).data.unreadNotificationCount).toBe(0);
      await read(named("NotificationList"), learner);
      await notifiedElsewhere(learner);
      await withinOneSecond(
        named("UnreadNotificationCount"),
        learner,
        (body) => JSON.parse(body).data.unreadNotificationCount === 1,
      );
      await withinOneSecond(
        named("NotificationList"),
        learner,
        (body) => JSON.parse(body).data.notifications.items.length === 1,
      );
    });

    it("of a certificate", async () => {
      const learner = await signIn(gateway);
      expect(JSON.parse(await read(named("MyCertificates"), learner)).data.myCertificates).toEqual([]);
      await elsewhere(
        `INSERT INTO "Certificate" ("id", "code", "userId", "courseId", "holderName", "courseTitle")
         VALUES ('${crypto.randomUUID()}', 'VP-${crypto.randomUUID().slice(0, 8)}', ${quoted(learner.user.id)}, ${quoted(courseId)}, 'Meera', 'Own answers')`,
      );
      await withinOneSecond(
        named("MyCertificates"),
        learner,
        (body) => JSON.parse(body).data.myCertificates.length === 1,
      );
    });

    it("of a purchase, its invoice, its refund and the place of supply", async () => {
      const learner = await signIn(gateway);
      expect(JSON.parse(await read(named("MyPurchases"), learner)).data.myPurchases).toEqual([]);
      expect(JSON.parse(await read(named("PlacesOfSupply"), learner)).data.myPlaceOfSupply).toBeNull();
      // The provider's webhook, heard by another gateway: the order is paid, its invoice issued.
      const [order, invoice] = [crypto.randomUUID(), crypto.randomUUID()];
      await elsewhere(
        `INSERT INTO "PaymentOrder" ("id", "userId", "courseId", "provider", "providerOrderId", "amountPaise", "status", "paidAt", "placeOfSupply")
         VALUES ('${order}', ${quoted(learner.user.id)}, ${quoted(courseId)}, 'razorpay', 'order_${order}', 149900, 'PAID', now(), '07')`,
      );
      await withinOneSecond(named("MyPurchases"), learner, (body) => JSON.parse(body).data.myPurchases.length === 1);
      await withinOneSecond(named("PlacesOfSupply"), learner, (body) => JSON.parse(body).data.myPlaceOfSupply === "07");
      const amounts = `149900, 127034, 0, 0, 22866`;
      await elsewhere(
        `INSERT INTO "TaxInvoice" ("id", "number", "orderId", "sellerName", "sellerAddress", "sellerGstin", "sellerState", "placeOfSupply", "buyerName", "buyerEmail", "courseTitle", "sac", "totalPaise", "taxablePaise", "cgstPaise", "sgstPaise", "igstPaise")
         VALUES ('${invoice}', 'VP/${invoice}', '${order}', 'VidyaPath', 'Pune', '27ABCDE1234F1Z5', '27', '07', 'Meera', 'meera@example.com', 'Own answers', '999293', ${amounts})`,
      );
      await withinOneSecond(
        named("MyPurchases"),
        learner,
        (body) => JSON.parse(body).data.myPurchases[0].invoice?.number === `VP/${invoice}`,
      );
      // A refund made in another gateway's console: the credit note alone, then the order's status.
      await elsewhere(
        `INSERT INTO "CreditNote" ("id", "number", "invoiceId", "reason", "totalPaise", "taxablePaise", "cgstPaise", "sgstPaise", "igstPaise")
         VALUES ('${crypto.randomUUID()}', 'VP-CN/${invoice}', '${invoice}', 'Bought by mistake', ${amounts})`,
      );
      await withinOneSecond(named("MyPurchases"), learner, (body) =>
        JSON.stringify(JSON.parse(body).data.myPurchases[0].invoice).includes(`VP-CN/${invoice}`),
      );
      await elsewhere(`UPDATE "PaymentOrder" SET "status" = 'REFUNDED', "refundedAt" = now() WHERE "id" = '${order}'`);
      await withinOneSecond(
        named("MyPurchases"),
        learner,
        (body) => JSON.parse(body).data.myPurchases[0].status === "refunded",
      );
    });

    it("of a text-message opt-in", async () => {
      const learner = await signIn(gateway);
      const smsReminders = (body: string) =>
        JSON.parse(body).data.notificationOptIns.find(
          (optIn: { kind: string; channel: string }) => optIn.kind === "EXAM_REMINDER" && optIn.channel === "SMS",
        ).on as boolean;
      expect(smsReminders(await read(named("NotificationOptIns"), learner))).toBe(false);
      await elsewhere(
        `INSERT INTO "NotificationOptIn" ("userId", "kind", "channel") VALUES (${quoted(learner.user.id)}, 'EXAM_REMINDER', 'SMS')`,
      );
      await withinOneSecond(named("NotificationOptIns"), learner, smsReminders);
    });
  });

  it("show a change made through this gateway on the very next read", async () => {
    const learner = await signIn(gateway);
    await read(named("Me"), learner);
    await mutateAs(gateway, learner, `mutation { updateProfile(input: { firstName: "Kavya" }) { id } }`);
    expect(JSON.parse(await read(named("Me"), learner)).data.me.firstName).toBe("Kavya");
  });

  it("keep every other learner's answers across a write of one learner's rows through this gateway", async () => {
    const [writing, other] = [await signedIn(), await signedIn()];
    await read(named("Me"), other);
    await read(named("Me"), writing);
    await mutateAs(gateway, writing, `mutation { updateProfile(input: { firstName: "Meera" }) { id } }`);
    expect(JSON.parse(await read(named("Me"), writing)).data.me.firstName).toBe("Meera");
    // Once the write's announcement is heard (it names the writer alone), the other learner's answer is kept still.
    await until(() => gateway.app.services.db.learnerChanges.listening());
    expect(await cost(named("Me"), other)).toBe(0);
  });

  it("drop only the reporting learner's answers on a progress report, before it is acknowledged", async () => {
    const [watching, other] = [await signedIn(), await signedIn()];
    await enrolledElsewhere(watching);
    // Enrolled, so each lesson answers its (not started) progress; kept for this learner from now on.
    await withinOneSecond(named("LessonProgresses"), watching, (body) =>
      JSON.parse(body).data.course.lessons.every(
        (lesson: { viewerProgress: unknown }) => lesson.viewerProgress !== null,
      ),
    );
    await read(named("LessonProgresses"), watching);
    expect(await cost(named("LessonProgresses"), watching)).toBe(0);
    await read(named("Me"), other);
    // The watching learner's bell, profile and enrolment read none of their progress (decision 050): kept across
    // the report.
    const apart = [named("UnreadNotificationCount"), named("Me"), named("EnrollmentStatus")];
    for (const query of apart) await read(query, watching);
    await mutateAs(
      gateway,
      watching,
      `mutation ($lessonId: ID!) { updateLessonProgress(lessonId: $lessonId, input: { watchTime: 30, totalDuration: 600, position: 30 }) { watchTime } }`,
      { lessonId },
    );
    const progresses = JSON.parse(await read(named("LessonProgresses"), watching)).data.course.lessons;
    expect(progresses.find((lesson: { id: string }) => lesson.id === lessonId).viewerProgress.watchTime).toBe(30);
    expect(await cost(named("Me"), other)).toBe(0);
    for (const query of apart) expect(await cost(query, watching), query.name).toBe(0);
  });

  it("keep a learner's bell and profile across their progress written past this gateway, and drop their progress", async () => {
    const learner = await signedIn();
    await enrolledElsewhere(learner);
    await withinOneSecond(named("EnrollmentStatus"), learner, (body) => JSON.parse(body).data.enrollmentStatus);
    const apart = [
      named("UnreadNotificationCount"),
      named("NotificationList"),
      named("Me"),
      named("EnrollmentStatus"),
      named("LessonAssignment"),
    ];
    for (const query of [...apart, named("CourseProgress")]) await read(query, learner);
    // Another gateway's progress report, then its announcement heard here.
    await completedElsewhere(learner);
    await withinOneSecond(
      named("CourseProgress"),
      learner,
      (body) => JSON.parse(body).data.courseProgress.completedLessons === 1,
    );
    for (const query of apart) expect(await cost(query, learner), query.name).toBe(0);
    // A notification of theirs still drops the bell at once.
    await notifiedElsewhere(learner);
    await withinOneSecond(
      named("UnreadNotificationCount"),
      learner,
      (body) => JSON.parse(body).data.unreadNotificationCount === 1,
    );
  });

  it("are kept across this process's transactions that wrote no learner's rows", async () => {
    const learner = await signedIn();
    const me = named("Me");
    await read(me, learner);
    const db = gateway.app.services.db;
    await db.prisma.$transaction(async (tx) => {
      await tx.course.findFirst({ where: { id: courseId } });
    });
    // A transaction that wrote neither a learner's rows nor content leaves both kept: the next read costs nothing.
    const { statements } = await db.countStatements(() => read(me, learner));
    expect(requestStatements(statements)).toEqual([]);
    // That a transaction which wrote a learner's rows forgets at its COMMIT is proven where it happens
    // (prisma/src/learner-changes.test.ts): through a gateway on PostgreSQL, the announcement would hide its absence.
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "are read through while the listener is lost, then kept again",
    async () => {
      const db = gateway.app.services.db;
      const learner = await signedIn();
      const me = named("Me");
      await read(me, learner);
      expect(await cost(me, learner)).toBe(0);
      await endListener(db);
      await until(() => !db.learnerChanges.listening());
      expect(await cost(me, learner)).toBeGreaterThan(0);
      expect(await cost(me, learner)).toBeGreaterThan(0);
      await until(() => db.learnerChanges.listening());
      await read(me, learner);
      expect(await cost(me, learner)).toBe(0);
    },
  );
});
