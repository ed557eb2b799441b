// The learner announcements a per-learner answer cache trusts (decision 047, migration
// 20261203100000_learner_changed): each statement writing a learner's own rows announces exactly the learners it
// touched, once; this process's own writes (but progress), and the COMMITs of its transactions that wrote one, forget
// everything at once. Lesson progress and practice are announced as the learner's activity alone (decision 050,
// migration 20261207100000_learner_activity_apart). On PostgreSQL the statements are
// sent by a second database handle, as another gateway or worker sends them; on PGlite, one process, straight
// through its connection, past the handle's own-write rule.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_NAME, openDatabase, type Database } from "./index.ts";
import {
  createLearnerChanges,
  LEARNER_ACTIVITY_MARK,
  LEARNER_CHANNEL,
  LEARNER_MARKER_CHANNEL,
} from "./learner-changes.ts";
import { openTestDatabase } from "./testing.ts";

let db: Database;
let writer: Database;
const heard: Array<readonly string[] | null> = [];
/** Beside each of `heard`: whether it announced the learners' activity alone. */
const activityOnly = new WeakMap<readonly string[], boolean>();
let unsubscribe: () => void;
let course: string;
let lesson: string;
let exam: string;
let question: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const store = db.jobStore;
  writer = store.kind === "postgres" ? await openDatabase({ target: { kind: "postgres", location: store.url } }) : db;
  unsubscribe = db.learnerChanges.subscribe((userIds, activity) => {
    if (userIds) activityOnly.set(userIds, activity ?? false);
    heard.push(userIds);
  });
  course = (await db.prisma.course.create({ data: { title: "Physics" } })).id;
  lesson = (await db.prisma.lesson.create({ data: { courseId: course, title: "Motion", position: 1 } })).id;
  exam = (
    await db.prisma.exam.create({
      data: { title: "Mock", category: "GATE", duration: 60, examDate: new Date(), maxParticipants: 5 },
    })
  ).id;
  const subject = await db.prisma.practiceSubject.create({
    data: {
      slug: `maths-${crypto.randomUUID()}`,
      nameEn: "Maths",
      topics: { create: { slug: "percent", nameEn: "Percentages" } },
    },
    include: { topics: true },
  });
  question = (
    await db.prisma.practiceQuestion.create({
      data: { topicId: subject.topics[0]!.id, textEn: "10% of 200?", optionsEn: ["10", "20"], correctIndex: 1 },
    })
  ).id;
});
afterAll(async () => {
  unsubscribe();
  if (writer !== db) await writer.close();
  await db.close();
});

/** Sends a statement as another process would: past this handle's own-write rule. */
async function elsewhere(sql: string, params: unknown[] = []) {
  const store = db.jobStore;
  if (store.kind === "pglite") await store.pglite.query(sql, params);
  else await writer.query(sql, params);
}

/** Waits until a marker sent after everything before it is heard: notifications arrive in commit order. */
async function drained() {
  const marker = `marker-${crypto.randomUUID()}`;
  await elsewhere(`SELECT pg_notify('learner_changed', $1)`, [marker]);
  for (let waited = 0; ; waited += 10) {
    const at = heard.findIndex((userIds) => userIds?.[0] === marker);
    if (at >= 0) return heard.splice(0, heard.length).slice(0, at);
    if (waited > 5_000) throw new Error("the marker was never heard");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What one statement sent elsewhere announced, each announcement's ids sorted. */
async function announced(sql: string, params: unknown[] = []) {
  await drained();
  await elsewhere(sql, params);
  return (await drained()).map((userIds) => (userIds ? [...userIds].sort() : null));
}

async function learner(label: string) {
  const authId = crypto.randomUUID();
  return (await db.prisma.user.create({ data: { authId, email: `${label}-${authId}@example.com` } })).id;
}

/**
 * Each table's learner column, the values of a new row for a learner, and a change to its rows; `keyed` false for a
 * table keyed by its columns rather than an "id".
 */
const tables: Record<
  string,
  {
    learner: string;
    row: (userId: string) => Record<string, unknown>;
    set: string;
    keyed?: false;
    /** Announced as the learners' activity alone (decision 050). */
    activity?: true;
  }
> = {
  Enrollment: { learner: "userId", row: () => ({ courseId: course }), set: `"status" = 'completed'` },
  LessonProgress: {
    learner: "userId",
    row: () => ({ lessonId: lesson, courseId: course, updatedAt: new Date() }),
    set: `"watchTime" = "watchTime" + 5`,
    activity: true,
  },
  Certificate: {
    learner: "userId",
    row: () => ({ courseId: course, code: crypto.randomUUID(), holderName: "Asha", courseTitle: "Physics" }),
    set: `"holderName" = 'Asha Rao'`,
  },
  ExamRegistration: { learner: "userId", row: () => ({ examId: exam }), set: `"createdAt" = now()` },
  Notification: {
    learner: "recipientId",
    row: () => ({ kind: "ASSIGNMENT_GRADED", title: "Graded", link: "/assignments" }),
    set: `"readAt" = now()`,
  },
  // Migration 20261204100000_learner_changed_purchases.
  NotificationOptIn: {
    learner: "userId",
    row: () => ({ kind: "EXAM_REMINDER", channel: "SMS" }),
    set: `"createdAt" = now()`,
    keyed: false,
  },
  PaymentOrder: {
    learner: "userId",
    row: () => ({
      courseId: course,
      provider: "razorpay",
      providerOrderId: `order_${crypto.randomUUID()}`,
      amountPaise: 149_900,
    }),
    set: `"status" = 'PAID', "paidAt" = now()`,
  },
  // Migration 20261205110000_learner_changed_practice.
  PracticeSettings: {
    learner: "userId",
    row: () => ({ dailyGoal: 10, updatedAt: new Date() }),
    set: `"dailyGoal" = 20`,
    keyed: false,
    activity: true,
  },
  PracticeDay: {
    learner: "userId",
    row: () => ({ day: "2026-12-01" }),
    set: `"answered" = "answered" + 1`,
    keyed: false,
    activity: true,
  },
  PracticeCard: {
    learner: "userId",
    row: () => ({ questionId: question, due: new Date(), stability: 1, difficulty: 5 }),
    set: `"reps" = "reps" + 1`,
    keyed: false,
    activity: true,
  },
  // Migration 20261209100000_practice_bookmark_announced.
  PracticeBookmark: {
    learner: "userId",
    row: () => ({ questionId: question }),
    set: `"createdAt" = now()`,
    keyed: false,
    activity: true,
  },
};

/** One INSERT of a row for each learner. */
function insert(table: string, userIds: string[]) {
  const spec = tables[table]!;
  const rows = userIds.map((userId): Record<string, unknown> => ({
    ...(spec.keyed === false ? {} : { id: crypto.randomUUID() }),
    [spec.learner]: userId,
    ...spec.row(userId),
  }));
  const columns = Object.keys(rows[0]!);
  const params = rows.flatMap((row) => columns.map((column) => row[column]));
  const values = rows.map((_, at) => `(${columns.map((_, index) => `$${at * columns.length + index + 1}`)})`);
  return [
    `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`)}) VALUES ${values.join(", ")}`,
    params,
  ] as const;
}

describe("learner_changed", () => {
  for (const table of Object.keys(tables)) {
    it(`announces the learners of an INSERT, an UPDATE and a DELETE of ${table}, each once`, async () => {
      const { learner: column, set, activity = false } = tables[table]!;
      const both = [await learner(`${table}-a`), await learner(`${table}-b`)];
      const other = await learner(`${table}-other`);
      await drained();
      await elsewhere(...insert(table, both));
      const [inserted] = await drained();
      expect([...inserted!].sort()).toEqual([...both].sort());
      expect(activityOnly.get(inserted!)).toBe(activity);
      expect(await announced(...insert(table, [other]))).toEqual([[other]]);
      const where = `WHERE "${column}" = ANY($1::text[])`;
      expect(await announced(`UPDATE "${table}" SET ${set} ${where}`, [both])).toEqual([[...both].sort()]);
      expect(await announced(`DELETE FROM "${table}" ${where}`, [[other]])).toEqual([[other]]);
      expect(await announced(`UPDATE "${table}" SET ${set} WHERE false`)).toEqual([]);
      expect(await announced(`DELETE FROM "${table}" ${where}`, [both])).toEqual([[...both].sort()]);
    });
  }

  it("announces the learners of an INSERT, any UPDATE and a DELETE of User, each once", async () => {
    const both = [crypto.randomUUID(), crypto.randomUUID()];
    const rows = both.map((id) => [id, id, `${id}@example.com`]);
    expect(
      await announced(
        `INSERT INTO "User" ("id", "authId", "email", "updatedAt") VALUES ($1, $2, $3, now()), ($4, $5, $6, now())`,
        rows.flat(),
      ),
    ).toEqual([[...both].sort()]);
    const where = `WHERE "id" = ANY($1::text[])`;
    expect(await announced(`UPDATE "User" SET "description" = 'Learning physics' ${where}`, [both])).toEqual([
      [...both].sort(),
    ]);
    expect(await announced(`UPDATE "User" SET "description" = 'x' WHERE false`)).toEqual([]);
    expect(await announced(`DELETE FROM "User" ${where}`, [both])).toEqual([[...both].sort()]);
  });

  it("announces the buyer of an invoice and of a credit note, found through the order", async () => {
    const both = [await learner("invoice-a"), await learner("invoice-b")];
    await elsewhere(...insert("PaymentOrder", both));
    const orders = (
      await db.query<{ id: string }>(
        `SELECT "id" FROM "PaymentOrder" WHERE "userId" = ANY($1::text[]) ORDER BY array_position($1::text[], "userId")`,
        [both],
      )
    ).map((row) => row.id);
    const amounts = `149900, 127034, 0, 0, 22866`;
    const invoices = orders.map(
      (order) =>
        `('${order}', 'VP/${order}', '${order}', 'VidyaPath', 'Pune', '27ABCDE1234F1Z5', '27', '07', 'Meera', 'meera@example.com', 'Physics', '999293', ${amounts})`,
    );
    expect(
      await announced(
        `INSERT INTO "TaxInvoice" ("id", "number", "orderId", "sellerName", "sellerAddress", "sellerGstin", "sellerState", "placeOfSupply", "buyerName", "buyerEmail", "courseTitle", "sac", "totalPaise", "taxablePaise", "cgstPaise", "sgstPaise", "igstPaise") VALUES ${invoices.join(", ")}`,
      ),
    ).toEqual([[...both].sort()]);
    expect(await announced(`UPDATE "TaxInvoice" SET "buyerName" = 'Meera Rao' WHERE "id" = $1`, [orders[0]])).toEqual([
      [both[0]],
    ]);
    expect(
      await announced(
        `INSERT INTO "CreditNote" ("id", "number", "invoiceId", "reason", "totalPaise", "taxablePaise", "cgstPaise", "sgstPaise", "igstPaise") VALUES ($1, $2, $3, 'Refunded', ${amounts})`,
        [crypto.randomUUID(), `VP-CN/${orders[1]}`, orders[1]],
      ),
    ).toEqual([[both[1]]]);
    expect(await announced(`DELETE FROM "CreditNote" WHERE "invoiceId" = $1`, [orders[1]])).toEqual([[both[1]]]);
    // Deleted with its order, an invoice finds no buyer any more: the order's own DELETE names them.
    expect(await announced(`DELETE FROM "PaymentOrder" WHERE "id" = $1`, [orders[0]])).toEqual([[both[0]]]);
  });

  it("announces both learners when a row moves from one to another", async () => {
    const [from, to] = [await learner("move-from"), await learner("move-to")];
    await elsewhere(...insert("Enrollment", [from]));
    expect(await announced(`UPDATE "Enrollment" SET "userId" = $1 WHERE "userId" = $2`, [to, from])).toEqual([
      [from, to].sort(),
    ]);
  });

  it("stays silent when the mail and push workers update a notification's pending flags", async () => {
    const recipient = await learner("pending");
    await elsewhere(...insert("Notification", [recipient]));
    const where = `WHERE "recipientId" = $1`;
    expect(await announced(`UPDATE "Notification" SET "emailPending" = true ${where}`, [recipient])).toEqual([]);
    expect(
      await announced(`UPDATE "Notification" SET "pushPending" = false, "title" = "title" ${where}`, [recipient]),
    ).toEqual([]);
    expect(await announced(`UPDATE "Notification" SET "params" = '{"n":1}' ${where}`, [recipient])).toEqual([
      [recipient],
    ]);
  });

  it("announces the lessons of a discussion post's INSERT, UPDATE and DELETE, each once (decision 051)", async () => {
    const author = await learner("discussion");
    const second = (await db.prisma.lesson.create({ data: { courseId: course, title: "Forces", position: 2 } })).id;
    const [question, answer, other] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const row = (id: string, lessonId: string, questionId: string | null) =>
      `('${id}', '${lessonId}', '${course}', ${questionId ? `'${questionId}'` : "NULL"}, '${author}', 'Why?', '<p>Why?</p>')`;
    const insert = `INSERT INTO "DiscussionPost" ("id", "lessonId", "courseId", "questionId", "authorId", "title", "body") VALUES `;
    expect(await announced(insert + [row(question, lesson, null), row(answer, lesson, question)].join(", "))).toEqual([
      [`lesson:${lesson}`],
    ]);
    expect(await announced(insert + row(other, second, null))).toEqual([[`lesson:${second}`]]);
    expect(
      await announced(`UPDATE "DiscussionPost" SET "voteCount" = "voteCount" + 1 WHERE "id" = '${question}'`),
    ).toEqual([[`lesson:${lesson}`]]);
    expect(await announced(`UPDATE "DiscussionPost" SET "hiddenAt" = now() WHERE "authorId" = '${author}'`)).toEqual([
      [`lesson:${lesson}`, `lesson:${second}`].sort(),
    ]);
    expect(await announced(`DELETE FROM "DiscussionPost" WHERE "id" = '${other}'`)).toEqual([[`lesson:${second}`]]);
    expect(await announced(`DELETE FROM "DiscussionPost" WHERE false`)).toEqual([]);
  });

  it("announces every learner (null) for a TRUNCATE and for a list too long for one notification", async () => {
    expect(await announced(`TRUNCATE "ExamRegistration"`)).toEqual([null]);
    // 250 ids of 36 characters and their commas pass NOTIFY's 8000-byte limit.
    const many = `INSERT INTO "User" ("id", "authId", "email", "updatedAt")
      SELECT gen_random_uuid(), 'bulk-' || n, 'bulk-' || n || '@example.com', now() FROM generate_series(1, 250) n`;
    expect(await announced(many)).toEqual([null]);
    // The learners' activity too: with its mark the list is longer still, and everyone is announced.
    const progress = `INSERT INTO "LessonProgress" ("id", "userId", "lessonId", "courseId", "updatedAt")
      SELECT gen_random_uuid(), "id", $1, $2, now() FROM "User" WHERE "authId" LIKE 'bulk-%'`;
    expect(await announced(progress, [lesson, course])).toEqual([null]);
  });
});

describe("own writes", () => {
  /** What the subscriber was told by the time `run` resolved, before any notification could be waited for. */
  async function toldAtOnce(run: () => Promise<unknown>) {
    await drained();
    await run();
    const told = heard.slice();
    await drained();
    return told;
  }

  /** What was told from `run` until this process trusts its kept answers again, and after (up to a drain). */
  async function toldUntilTrusted(run: () => Promise<unknown>) {
    await drained();
    await run();
    await until(() => db.learnerChanges.listening());
    return (await drained()).map((userIds) => (userIds ? [...userIds].sort() : null));
  }

  it("after a write to a learner's table, trust nothing kept until its announcement is heard, which names only its learners", async () => {
    const userId = await learner("own");
    // Through Prisma and through the raw driver; every other learner's kept answers stay (nothing tells null).
    expect(
      await toldUntilTrusted(() => db.prisma.user.update({ where: { id: userId }, data: { firstName: "Asha" } })),
    ).toEqual([[userId]]);
    expect(
      await toldUntilTrusted(() => db.query(`UPDATE "User" SET "firstName" = 'Asha B' WHERE "id" = $1`, [userId])),
    ).toEqual([[userId]]);
  });

  // An attempt is started by `WITH ... a AS (INSERT INTO "MockTestAttempt" ...)` (mock-test-start.service.ts): its
  // learner's next read must see it, before the announcement arrives.
  it("after a statement whose WITH writes a learner's table, trust nothing kept until its announcement is heard", async () => {
    const userId = await learner("with");
    await until(() => db.learnerChanges.listening());
    await db.query(
      `WITH renamed AS (UPDATE "User" SET "firstName" = 'Asha W' WHERE "id" = $1 RETURNING "id") SELECT count(*) FROM renamed`,
      [userId],
    );
    expect(db.learnerChanges.listening()).toBe(false);
    await until(() => db.learnerChanges.listening());
    // A statement under WITH that only reads a learner's table trusts on.
    await db.query(`WITH e AS (SELECT "id" FROM "Enrollment" LIMIT 1) SELECT count(*) FROM e`);
    expect(db.learnerChanges.listening()).toBe(true);
  });

  it("leave a progress write to the gateway, which forgets its learner when the report is answered", async () => {
    const userId = await learner("reporting");
    const told = await toldAtOnce(() =>
      db.query(
        `INSERT INTO "LessonProgress" ("id", "userId", "lessonId", "courseId", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, now())`,
        [userId, lesson, course],
      ),
    );
    expect(told).not.toContain(null);
  });

  it("at the COMMIT of a transaction that wrote a learner's table, trust nothing kept until its announcement is heard", async () => {
    const [first, second] = [await learner("committing"), await learner("committing too")];
    // The announcement is sent at the COMMIT and names both; nobody else's kept answers are dropped.
    expect(
      await toldUntilTrusted(() =>
        db.prisma.$transaction(async (tx) => {
          await tx.user.update({ where: { id: first }, data: { firstName: "Ravi" } });
          await tx.user.update({ where: { id: second }, data: { firstName: "Ravi" } });
        }),
      ),
    ).toEqual([[first], [second]]);
  });

  it("forget nothing at the COMMIT of a transaction that wrote no learner's table, nor after a read", async () => {
    expect(await toldAtOnce(() => db.prisma.$transaction(async (tx) => tx.course.count()))).toEqual([]);
    expect(
      await toldAtOnce(() =>
        db.prisma.$transaction([db.prisma.course.update({ where: { id: course }, data: { title: "Physics" } })]),
      ),
    ).toEqual([]);
    expect(await toldAtOnce(() => db.query(`SELECT count(*) FROM "Enrollment"`))).toEqual([]);
    expect(await toldAtOnce(() => db.prisma.enrollment.findMany({ where: { courseId: course } }))).toEqual([]);
  });
});

describe("the activity mark", () => {
  it("tells a list ending in it as those learners' activity alone, and any other list as their rows", () => {
    const changes = createLearnerChanges(async () => undefined);
    const told: Array<[readonly string[] | null, boolean | undefined]> = [];
    changes.channels[LEARNER_CHANNEL].setListening(true);
    changes.subscribe((userIds, activityOnly) => told.push([userIds, activityOnly]));
    changes.channels[LEARNER_CHANNEL].announce(`u1,u2,${LEARNER_ACTIVITY_MARK}`);
    changes.channels[LEARNER_CHANNEL].announce("u1,u2");
    changes.channels[LEARNER_CHANNEL].announce("");
    expect(told).toEqual([
      [["u1", "u2"], true],
      [["u1", "u2"], false],
      [null, undefined],
    ]);
  });
});

describe("markers", () => {
  function trustedFeed(send: Parameters<typeof createLearnerChanges>[0], markerTimeoutMs?: number) {
    const changes = createLearnerChanges(send, { markerTimeoutMs });
    const told: Array<readonly string[] | null> = [];
    changes.channels[LEARNER_CHANNEL].setListening(true);
    changes.subscribe((userIds) => told.push(userIds));
    return { changes, told };
  }

  it("forget every learner when a marker cannot be sent or is not heard in time, and then trust again", async () => {
    const failing = trustedFeed(async () => Promise.reject(new Error("connection lost")));
    failing.changes.written();
    expect(failing.changes.listening()).toBe(false);
    await until(() => failing.changes.listening());
    expect(failing.told).toEqual([null]);

    const unheard = trustedFeed(async () => undefined, 50);
    unheard.changes.written();
    expect(unheard.changes.listening()).toBe(false);
    await until(() => unheard.changes.listening());
    expect(unheard.told).toEqual([null]);
  });

  it("trust again at this process's own marker only, and not at all while not listening", async () => {
    const sent: string[] = [];
    const { changes, told } = trustedFeed(async (_channel, marker) => sent.push(marker));
    changes.written();
    changes.written();
    changes.channels[LEARNER_MARKER_CHANNEL].announce("another-process:1");
    changes.channels[LEARNER_MARKER_CHANNEL].announce(sent[0]);
    expect(changes.listening()).toBe(false);
    changes.channels[LEARNER_MARKER_CHANNEL].announce(sent[1]);
    expect(changes.listening()).toBe(true);
    expect(told).toEqual([]);
    // A listener lost and regained forgets everything anyway: the markers awaited then count for nothing.
    changes.written();
    changes.channels[LEARNER_CHANNEL].setListening(false);
    changes.written();
    expect(sent).toHaveLength(3);
    changes.channels[LEARNER_CHANNEL].setListening(true);
    expect(changes.listening()).toBe(true);
    expect(told).toEqual([null, null]);
  });
});

describe("listening", () => {
  it("is true while the listener hears, and a closed listener tells null and reports false", async () => {
    expect(db.learnerChanges.listening()).toBe(true);
    const closing = await openTestDatabase();
    const told: Array<readonly string[] | null> = [];
    closing.learnerChanges.subscribe((userIds) => told.push(userIds));
    expect(closing.learnerChanges.listening()).toBe(true);
    await closing.close();
    expect(told).toEqual([null]);
    expect(closing.learnerChanges.listening()).toBe(false);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "tells null when the listener is lost and again when it hears",
    async () => {
      await drained();
      const killed = await db.query<{ killed: boolean }>(
        `SELECT pg_terminate_backend("pid") AS "killed" FROM pg_stat_activity WHERE "application_name" = $1 AND "datname" = current_database()`,
        [LISTENER_NAME],
      );
      // This handle's listener and the writer's.
      expect(killed.length).toBeGreaterThan(0);
      await until(() => !db.learnerChanges.listening());
      expect(heard).toEqual([null]);
      await until(() => db.learnerChanges.listening());
      expect(heard).toEqual([null, null]);
      expect(await announced(`UPDATE "User" SET "description" = 'heard again' WHERE false`)).toEqual([]);
    },
  );
});

async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 25) {
    if (waited > 5_000) throw new Error("never happened");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
