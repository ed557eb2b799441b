// The one way any feature notifies learners (docs/notifications.md): an in-app row per recipient, with the email and
// push channels each recipient turned on (spec: notification settings, all off by default) marked pending for the
// delivery job on the durable queue (decision 018).
import crypto from "node:crypto";
import type { Prisma, PrismaClient } from "@app/db";
import { NOTIFICATION_TEXT_KEYS } from "@app/client/notification-text";
import { textsIn } from "@app/client/texts";
import { DEFAULT_LANGUAGE } from "../../languages.ts";
import type { JobQueue } from "../../context.ts";
import { jobQueueHolder } from "../shared/job-queue-hand-over.ts";
import { recordMessagesOf } from "./messages/message-delivery.service.ts";

export type NotificationKind =
  | "ANSWER_TO_MY_QUESTION"
  | "MY_ANSWER_ACCEPTED"
  | "ASSIGNMENT_GRADED"
  | "NEW_ASSIGNMENT"
  | "NEW_LESSON"
  | "PAYMENT_RECEIVED"
  | "PAYMENT_REFUNDED"
  | "PRACTICE_REMINDER"
  | "EXAM_REMINDER"
  | "MOCK_TEST_RESULT";

export interface NotificationInput {
  /** Recipients (the actor is never notified of their own act: callers leave them out). */
  userIds: readonly string[];
  kind: NotificationKind;
  /** e.g. { courseTitle, lessonTitle, questionTitle, score } */
  params: Record<string, string>;
  /** A same-origin client path, e.g. /courses/<id>/learn/<lessonId>?tab=discussion */
  link: string;
}

/**
 * The text kept on the row (Notification.title, for readers that render no catalogue): the kind's words in the
 * default language from the client's catalogue, which the in-app list, the emails and the pushes read as well.
 */
const storedTitle = (input: NotificationInput): string =>
  textsIn(DEFAULT_LANGUAGE)(NOTIFICATION_TEXT_KEYS[input.kind], input.params);

const delivery = jobQueueHolder();

/**
 * The gateway hands its job queue over once at start. Callers notify from inside their own transactions with only
 * their database handle, so the queue cannot come with each call; without one (tests, tools) rows stay pending and
 * the gateway's worker picks them up when it starts.
 */
export function setNotificationQueue(queue: JobQueue | null): void {
  delivery.set(queue);
}

/** Records in-app notifications and queues email/push per each recipient's settings; never throws into the caller's transaction (a failure is logged). */
export async function notify(db: PrismaClient | Prisma.TransactionClient, input: NotificationInput): Promise<void> {
  await notifyAll(db, [input]);
}

/** Several notifications in the statements of one (a set of mock test attempts closed together), as notify(). */
export async function notifyAll(
  db: PrismaClient | Prisma.TransactionClient,
  inputs: readonly NotificationInput[],
): Promise<void> {
  if (inputs.length === 0) return;
  try {
    const { ids, messageIds } = await guarded(db, () => record(db, inputs));
    // Not awaited: inside the caller's transaction on PGlite the queue's statements wait for that transaction to
    // end (one connection), and the delivery job retries until the rows it names are committed.
    const queued = (error: unknown) =>
      console.error("notify: delivery job not queued (sent at the next start):", error);
    const queue = delivery.queue;
    if (ids.length > 0 && queue) {
      queue.send("notification-deliver", { notificationIds: ids }).catch(queued);
    }
    for (const messageId of queue ? messageIds : []) {
      queue?.send("notification-message", { messageId }).catch(queued);
    }
  } catch (error) {
    console.error(`notify: ${inputs[0]!.kind} notification not recorded:`, error);
  }
}

/**
 * One statement: the recipients' settings, the rows and their text messages. Inside a caller's transaction (a set of
 * mock test attempts scored at a deadline) each round trip is time its row locks are held, so they are not spent on a
 * read of the learners and another of their opt-ins.
 */
async function record(
  db: PrismaClient | Prisma.TransactionClient,
  inputs: readonly NotificationInput[],
): Promise<{ ids: string[]; messageIds: string[] }> {
  const badLink = inputs.find((input) => !isClientPath(input.link));
  if (badLink) throw new Error(`link must be a same-origin path, got ${JSON.stringify(badLink.link)}`);
  const wanted = inputs.flatMap((input) => {
    const title = storedTitle(input).slice(0, 500);
    const { kind, params, link } = input;
    return [...new Set(input.userIds)].map((recipientId) => ({
      id: crypto.randomUUID(),
      recipientId,
      kind,
      title,
      params,
      link,
    }));
  });
  if (wanted.length === 0) return { ids: [], messageIds: [] };
  // Disabled accounts are left out. A kind that goes once per thing (an exam's reminder, an attempt's result) has a
  // unique index on recipient, kind and link: the row another gateway recorded first is skipped, with its channels.
  // Email and push are marked pending for the channels each recipient turned on.
  const [row] = await db.$queryRaw<{ ids: string[] | null; messageIds: string[] | null }[]>`
    WITH wanted AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
        AS w("id" text, "recipientId" text, "kind" text, "title" text, "params" jsonb, "link" text)),
    recorded AS (
      INSERT INTO "Notification"
        ("id", "recipientId", "kind", "title", "params", "link", "emailPending", "pushPending", "createdAt")
      SELECT w."id", w."recipientId", w."kind"::"NotificationKind", w."title", w."params", w."link", u."notifEmail",
        u."notifPush", now() AT TIME ZONE 'UTC'
      FROM wanted w JOIN "User" u ON u."id" = w."recipientId" AND u."disabledAt" IS NULL
      ON CONFLICT DO NOTHING
      RETURNING "id", "recipientId", "kind", "emailPending", "pushPending"),
    messages AS (${recordMessagesOf()})
    SELECT (SELECT array_agg("id") FROM recorded WHERE "emailPending" OR "pushPending") AS ids,
      (SELECT array_agg("id") FROM messages) AS "messageIds"`;
  return { ids: row?.ids ?? [], messageIds: row?.messageIds ?? [] };
}

/**
 * On PostgreSQL a failed statement aborts the whole transaction even when the error is caught; a savepoint keeps
 * the caller's transaction usable when recording fails.
 */
async function guarded<T>(db: PrismaClient | Prisma.TransactionClient, work: () => Promise<T>): Promise<T> {
  if ("$transaction" in db) return work();
  await db.$executeRawUnsafe("SAVEPOINT notify");
  try {
    const result = await work();
    await db.$executeRawUnsafe("RELEASE SAVEPOINT notify");
    return result;
  } catch (error) {
    await db.$executeRawUnsafe("ROLLBACK TO SAVEPOINT notify");
    throw error;
  }
}

/** A path on this site: starts with one slash (not `//host`, not a scheme). */
export const isClientPath = (link: string) => /^\/(?![/\\])/.test(link) && link.length <= 1_000;
