// The delivery job of notifications (docs/notifications.md, decision 018): for each notification it names, email
// through the identity server's mail path and Web Push to every device of the recipient, each only while the
// recipient keeps that channel on. Their words come from the client's catalogues in the recipient's language
// (notifications.json for the notification, mail.json for the email around it), as the in-app list shows them.
// A channel is cleared before it is sent, so two jobs never send it twice; a failed
// send marks it pending again and the job is retried.
import {
  claimChannel,
  defaultPushEndpointHosts,
  forgetPushSubscription,
  notificationsExist,
  pendingDeliveries,
  pendingNotificationIds,
  releaseChannel,
  setNotificationQueue,
  type DeliveryChannel,
  type PendingDelivery,
} from "@app/schema";
import type { AppServices } from "../services.ts";
import { createPushSender, type PushSender } from "./push-sender.ts";
import { countedPush } from "../metrics/counted.ts";
import { notificationText } from "@app/client/notification-text";
import { textsIn } from "@app/client/texts";

/** The catalogue keys of a notification's email besides the notification's own text (mail-texts.test.ts). */
export const NOTIFICATION_MAIL_KEYS = { open: "mail:notification.open", why: "mail:notification.why" } as const;

const RETRY_LIMIT = 3;
const CONCURRENCY = 2;

type Services = Pick<AppServices, "db" | "jobs" | "mailer" | "config"> & Partial<Pick<AppServices, "metrics">>;

/** Takes delivery jobs, hands the queue to notify(), and sends what a crash or a queue-less process left pending. */
export async function startNotificationWorker(services: Services, push?: PushSender): Promise<void> {
  const sender = countedPush(
    push ?? createPushSender(services.config.vapid, services.config.PUSH_ENDPOINT_HOSTS ?? defaultPushEndpointHosts),
    services.metrics,
  );
  setNotificationQueue(services.jobs);
  await services.jobs.work("notification-deliver", { concurrency: CONCURRENCY, retryLimit: RETRY_LIMIT }, (job) =>
    deliverNotifications(services, sender, job.data.notificationIds, job.retryCount),
  );
  const left = await pendingNotificationIds(services.db.prisma);
  if (left.length > 0) await services.jobs.send("notification-deliver", { notificationIds: left });
}

export async function deliverNotifications(
  services: Pick<Services, "db" | "mailer" | "config">,
  push: PushSender,
  ids: readonly string[],
  attempt = RETRY_LIMIT,
): Promise<void> {
  const prisma = services.db.prisma;
  const rows = await pendingDeliveries(prisma, ids);
  // notify() queues from inside its caller's transaction: the job may run before that commits.
  if (rows.length === 0 && attempt < RETRY_LIMIT && !(await notificationsExist(prisma, ids))) {
    throw new Error("notifications not committed yet");
  }
  const lastAttempt = attempt >= RETRY_LIMIT;
  const failures: string[] = [];
  const deliver = async (row: PendingDelivery, name: DeliveryChannel, send: () => Promise<boolean>) => {
    if (!(await channel(services, row, name, send, lastAttempt))) failures.push(`${name} ${row.id}`);
  };
  for (const row of rows) {
    if (row.emailPending) await deliver(row, "email", () => sendEmail(services, row));
    if (row.pushPending) await deliver(row, "push", () => sendPush(services, push, row));
  }
  if (failures.length > 0) throw new Error(`notification delivery failed: ${failures.join(", ")}`);
}

/**
 * Claims the channel, sends it when the recipient still wants it, and gives the claim back when sending failed
 * (not after the last attempt: a push service that keeps refusing must not be retried at every start).
 */
async function channel(
  services: Pick<Services, "db">,
  row: PendingDelivery,
  name: DeliveryChannel,
  send: () => Promise<boolean>,
  lastAttempt: boolean,
): Promise<boolean> {
  const prisma = services.db.prisma;
  if (!(await claimChannel(prisma, row.id, name))) return true;
  const wanted = name === "email" ? row.recipient.notifEmail : row.recipient.notifPush;
  if (!wanted) return true;
  const sent = await send().catch((error: unknown) => {
    console.error(`notification ${name} failed:`, (error as Error).message);
    return false;
  });
  if (!sent && !lastAttempt) await releaseChannel(prisma, row.id, name);
  return sent;
}

async function sendEmail(services: Pick<Services, "mailer" | "config">, row: PendingDelivery): Promise<boolean> {
  const t = textsIn(row.recipient.language);
  const text = notificationText(t, row);
  const frame = { open: t(NOTIFICATION_MAIL_KEYS.open), why: t(NOTIFICATION_MAIL_KEYS.why) };
  const link = `${services.config.publicUrl}${row.link}`;
  const settings = `${services.config.publicUrl}/profile`;
  await services.mailer.send({
    to: row.recipient.email,
    subject: text,
    text: `${text}\n\n${frame.open}: ${link}\n\n${frame.why} ${settings}`,
    html:
      `<p>${escapeHtml(text)}</p>` +
      `<p><a href="${escapeHtml(link)}">${frame.open}</a></p>` +
      `<p style="color:#666;font-size:smaller">${escapeHtml(frame.why)} <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p>`,
  });
  return true;
}

/** Every device of the recipient; a subscription the push service no longer knows is forgotten. */
async function sendPush(services: Pick<Services, "db" | "config">, push: PushSender, row: PendingDelivery) {
  const message = {
    id: row.id,
    title: notificationText(textsIn(row.recipient.language), row),
    body: "VidyaPath",
    link: row.link,
  };
  let ok = true;
  for (const target of row.recipient.pushSubscriptions) {
    const outcome = await push.send(target, message);
    if (outcome === "gone") await forgetPushSubscription(services.db.prisma, target.endpoint);
    if (outcome === "failed") ok = false;
  }
  return ok;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
