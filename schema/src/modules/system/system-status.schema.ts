// The console's System page (docs/operations.md, "System page"), for admins: the gateways running, the job queue,
// failed jobs with retry and discard (audited), stored files by kind, the channels configured and the limits.
import { z } from "zod";
import { builder } from "../../builder.ts";
import type { Context, FailedJob, JobKindState, SystemPort } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { monthMessageCounts, monthSpentPaise } from "../notifications/messages/message-delivery.service.ts";
import { actOnFailedJob, gatewayInstances, storageUse, type StorageUse } from "./system-status.service.ts";

type GatewayShape = Awaited<ReturnType<typeof gatewayInstances>>[number];

const GatewayInstanceRef = builder.objectRef<GatewayShape>("GatewayInstance").implement({
  description: "A running gateway as its heartbeat (every 30 s) reports it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    version: t.exposeString("version", { description: "APP_VERSION of that gateway." }),
    host: t.exposeString("host"),
    startedAt: t.field({ type: "DateTime", resolve: (row) => row.startedAt }),
    seenAt: t.field({ type: "DateTime", resolve: (row) => row.seenAt }),
    uptimeSeconds: t.exposeInt("uptimeSeconds"),
    answering: t.exposeBoolean("answering", {
      description: "Whether its heartbeat is recent (two minutes); false for a gateway that died without closing.",
    }),
  }),
});

const JobKindStateRef = builder.objectRef<JobKindState>("JobKindState").implement({
  description: "The jobs of one kind now, every gateway's.",
  fields: (t) => ({
    kind: t.exposeString("kind"),
    waiting: t.exposeInt("waiting"),
    running: t.exposeInt("running"),
    failed: t.exposeInt("failed"),
    oldestWaitingSeconds: t.float({ nullable: true, resolve: (state) => state.oldestWaitingSeconds }),
  }),
});

const FailedJobRef = builder.objectRef<FailedJob>("FailedJob").implement({
  description: "A job whose last attempt failed; its data is not shown.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind"),
    error: t.string({ nullable: true, resolve: (job) => job.error }),
    attempts: t.exposeInt("attempts"),
    queuedAt: t.field({ type: "DateTime", resolve: (job) => job.queuedAt }),
    failedAt: t.field({ type: "DateTime", resolve: (job) => job.failedAt }),
  }),
});

const StorageUseRef = builder.objectRef<StorageUse>("StorageUse").implement({
  fields: (t) => ({
    kind: t.exposeString("kind", {
      description: "The upload ledger's kind; video-renditions, other (named by a row), or unreferenced.",
    }),
    files: t.exposeInt("files"),
    bytes: t.float({ description: "Bytes (a float: may pass 2^31).", resolve: (use) => use.bytes }),
  }),
});

type Channel = SystemPort["channels"][number] & { paused?: boolean };
const ChannelRef = builder.objectRef<Channel>("SystemChannel").implement({
  description: "A delivery or payment channel of the gateway answering: configured or not, and how. Never a secret.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "mail, push, sms, whatsapp or payments." }),
    configured: t.exposeBoolean("configured"),
    detail: t.string({ nullable: true, resolve: (channel) => channel.detail }),
    paused: t.boolean({
      description:
        "SMS and WhatsApp notifications: this month's spending cap is reached, so none is sent until the next.",
      resolve: (channel) => channel.paused ?? false,
    }),
  }),
});

/** The channels, SMS and WhatsApp marked paused once this Indian month's messages spent the operator's cap. */
async function channelsNow(context: Context, system: SystemPort): Promise<Channel[]> {
  const budget = system.messageBudgetPaise ?? null;
  const paused = budget !== null && (await monthSpentPaise(context.prisma, new Date())) >= budget;
  return system.channels.map((channel) => ({
    ...channel,
    paused: paused && (channel.name === "sms" || channel.name === "whatsapp"),
  }));
}

type MessageCount = Awaited<ReturnType<typeof monthMessageCounts>>[number];
const MessageCountRef = builder.objectRef<MessageCount>("SystemMessageCount").implement({
  description: "SMS or WhatsApp notification messages of this Indian month with one status (and reason when skipped).",
  fields: (t) => ({
    channel: t.string({ description: "SMS or WHATSAPP.", resolve: (row) => row.channel }),
    status: t.string({ description: "PENDING, SENDING, SENT, SKIPPED or FAILED.", resolve: (row) => row.status }),
    reason: t.string({
      nullable: true,
      description: "Why skipped or failed: opted_out, no_phone, not_configured, daily_cap, budget, or the error.",
      resolve: (row) => row.reason,
    }),
    count: t.exposeInt("count"),
  }),
});

interface MessageMonth {
  spentPaise: number;
  budgetPaise: number | null;
  counts: MessageCount[];
}
const MessageMonthRef = builder.objectRef<MessageMonth>("SystemMessageMonth").implement({
  description: "SMS and WhatsApp notifications this Indian month (docs/notifications.md): spending and outcomes.",
  fields: (t) => ({
    spentPaise: t.exposeInt("spentPaise"),
    budgetPaise: t.int({ nullable: true, resolve: (month) => month.budgetPaise }),
    counts: t.field({ type: [MessageCountRef], resolve: (month) => month.counts }),
  }),
});

type Limit = SystemPort["limits"][number];
const LimitRef = builder.objectRef<Limit>("SystemLimit").implement({
  description: "A limit in force on the gateway answering, by its configuration name (docs/configuration.md).",
  fields: (t) => ({
    name: t.exposeString("name"),
    value: t.float({ resolve: (limit) => limit.value }),
  }),
});

interface SystemShape {
  context: Context;
  system: SystemPort;
}

const SystemStatusRef = builder.objectRef<SystemShape>("SystemStatus").implement({
  fields: (t) => ({
    gateways: t.field({ type: [GatewayInstanceRef], resolve: ({ context }) => gatewayInstances(context.prisma) }),
    jobs: t.field({ type: [JobKindStateRef], resolve: ({ context }) => context.jobs.states() }),
    failedJobs: t.field({
      type: [FailedJobRef],
      description: "Failed jobs, newest first.",
      args: { limit: t.arg.int({ defaultValue: 50, validate: z.number().int().min(1).max(200) }) },
      resolve: ({ context }, args) => context.jobs.failedJobs(args.limit ?? 50),
    }),
    storage: t.field({
      type: [StorageUseRef],
      description: "Stored files by kind: a walk of the whole storage, so read it when asked for.",
      resolve: ({ context, system }) => storageUse(context.prisma, system),
    }),
    channels: t.field({ type: [ChannelRef], resolve: ({ context, system }) => channelsNow(context, system) }),
    limits: t.field({ type: [LimitRef], resolve: ({ system }) => system.limits }),
    textMessages: t.field({
      type: MessageMonthRef,
      resolve: async ({ context, system }) => {
        const now = new Date();
        const [spentPaise, counts] = await Promise.all([
          monthSpentPaise(context.prisma, now),
          monthMessageCounts(context.prisma, now),
        ]);
        return { spentPaise, budgetPaise: system.messageBudgetPaise ?? null, counts };
      },
    }),
  }),
});

function systemOf(context: Context): SystemPort {
  if (!context.system) throw new AppError("service_unavailable", "The system status is read through a gateway");
  return context.system;
}

builder.queryField("systemStatus", (t) =>
  t.field({
    type: SystemStatusRef,
    authScopes: { admin: true },
    description: "What an operator checks: gateways, jobs, storage, channels and limits (docs/operations.md).",
    resolve: (_root, _args, context) => ({ context, system: systemOf(context) }),
  }),
);

for (const action of ["retry", "discard"] as const) {
  builder.mutationField(action === "retry" ? "retryFailedJob" : "discardFailedJob", (t) =>
    t.field({
      type: FailedJobRef,
      authScopes: { admin: true },
      description:
        action === "retry"
          ? "Queues a failed job again, its attempts starting over; recorded in the audit log."
          : "Deletes a failed job for good; recorded in the audit log.",
      args: { id: t.arg.id({ required: true, validate: z.string().uuid() }) },
      resolve: (_root, { id }, context) =>
        actOnFailedJob({ prisma: context.prisma, jobs: context.jobs, viewer: context.viewer! }, String(id), action),
    }),
  );
}
