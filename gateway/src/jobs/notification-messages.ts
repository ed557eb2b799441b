// The SMS and WhatsApp messages of notifications (docs/notifications.md), one job per message on the one durable
// queue (decision 018): the job checks the learner's opt-in again (an opt-out takes effect at once), holds the
// message past quiet hours (queued again to start at 07:00 IST), skips it past the daily or monthly cap (recorded
// with why), and sends it through its channel. A failed send is retried with the queue's backoff; after the last
// attempt the message is FAILED and the job fails, so the System page lists it.
// Also the reminders' schedules: every few minutes, the learners whose practice reminder time has come, and those
// whose exam or mock test is tomorrow (from 09:00 IST the day before; each reminded once).
import {
  messageExists,
  messageFailed,
  messageSent,
  pendingMessageIds,
  planMessage,
  sendExamReminders,
  sendPracticeReminders,
  type ChannelCosts,
  type ClaimedMessage,
} from "@app/schema";
import { notificationText } from "@app/client/notification-text";
import { textsIn } from "@app/client/texts";
import type { AppServices } from "../services.ts";
import { MESSAGE_VARIABLES, type ChannelSenders, type MessageKind } from "../messages/channel-sender.ts";
import { openChannelSenders } from "../messages/open-channel-senders.ts";

const RETRY_LIMIT = 3;
const CONCURRENCY = 2;
/** The reminder job runs this often (UTC cron); a learner is reminded within this many minutes of their time. */
const REMINDER_EVERY = "*/5 * * * *";

type Services = Pick<AppServices, "db" | "jobs" | "config" | "sms">;

export interface MessageWorkerOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  senders?: ChannelSenders;
}

export async function startMessageWorker(services: Services, options: MessageWorkerOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  const senders = options.senders ?? openChannelSenders(services.config, services.db, services.sms);
  await services.jobs.work("notification-message", { concurrency: CONCURRENCY, retryLimit: RETRY_LIMIT }, (job) =>
    deliverMessage(services, senders, job.data.messageId, job.retryCount, now()),
  );
  await services.jobs.work("practice-reminder", { concurrency: 1, retryLimit: 0 }, async () => {
    await sendPracticeReminders(services.db.prisma, now());
  });
  await services.jobs.schedule("practice-reminder", REMINDER_EVERY, {});
  await services.jobs.work("exam-reminder", { concurrency: 1, retryLimit: 0 }, async () => {
    await sendExamReminders(services.db.prisma, now());
  });
  await services.jobs.schedule("exam-reminder", REMINDER_EVERY, {});
  for (const messageId of await pendingMessageIds(services.db.prisma)) {
    await services.jobs.send("notification-message", { messageId });
  }
}

/** What each channel costs and the operator's monthly cap (docs/configuration.md). */
export function channelCosts(config: AppServices["config"]): ChannelCosts {
  return {
    costPaise: { SMS: config.SMS_COST_PAISE, WHATSAPP: config.WHATSAPP_COST_PAISE },
    monthlyBudgetPaise: config.NOTIFY_MONTHLY_BUDGET_PAISE ?? null,
  };
}

export async function deliverMessage(
  services: Pick<Services, "db" | "jobs" | "config">,
  senders: ChannelSenders,
  messageId: string,
  attempt: number,
  now: Date,
): Promise<void> {
  const prisma = services.db.prisma;
  const plan = await planMessage(prisma, messageId, now, {
    ...channelCosts(services.config),
    configured: (channel, kind) => senders[channel].configured(kind as MessageKind),
  });
  if (plan.action === "hold") {
    await services.jobs.send("notification-message", { messageId }, { startAfter: plan.until });
    return;
  }
  if (plan.action === "done") {
    // notify() queues from inside its caller's transaction: the job may run before that commits.
    if (attempt < RETRY_LIMIT && !(await messageExists(prisma, messageId)))
      throw new Error("message not committed yet");
    return;
  }
  try {
    await senders[plan.message.channel].send(outgoing(services, plan.message));
  } catch (error) {
    const reason = (error as Error).message;
    await messageFailed(prisma, messageId, reason, attempt >= RETRY_LIMIT);
    throw error;
  }
  await messageSent(prisma, messageId);
}

function outgoing(services: Pick<Services, "config">, message: ClaimedMessage) {
  const kind = message.notification.kind as MessageKind;
  const language = message.language ?? "en";
  const params = { ...(message.notification.params as Record<string, string>) };
  params.link = `${services.config.publicUrl}${message.notification.link}`;
  return {
    to: message.to,
    kind,
    language,
    text: `${notificationText(textsIn(language), message.notification)} ${params.link}`,
    variables: MESSAGE_VARIABLES[kind].map((name): [string, string] => [name, params[name] ?? ""]),
  };
}
