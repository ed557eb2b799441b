// A learner's opt-ins to SMS and WhatsApp (docs/notifications.md, spec: notification settings): per kind and channel,
// off by default, never marketing. Only the kinds below go by text message; a number the learner verified (the
// identity's phone, copied at sign-in) is needed to turn one on.
import type { MessageChannel, NotificationKind, PrismaClient } from "@app/db";
import { AppError } from "../../../errors.ts";

/** The kinds a learner may have sent by SMS or WhatsApp; every other kind stays in the app, email and push. */
export const MESSAGE_KINDS = [
  "EXAM_REMINDER",
  "MOCK_TEST_RESULT",
  "ASSIGNMENT_GRADED",
  "PRACTICE_REMINDER",
] as const satisfies readonly NotificationKind[];
export const MESSAGE_CHANNELS = ["SMS", "WHATSAPP"] as const satisfies readonly MessageChannel[];

export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const isMessageKind = (kind: NotificationKind): kind is MessageKind =>
  (MESSAGE_KINDS as readonly NotificationKind[]).includes(kind);

export interface OptInView {
  kind: MessageKind;
  channel: MessageChannel;
  on: boolean;
}

/** Every kind and channel, each on or off. */
export async function messageOptIns(prisma: PrismaClient, userId: string): Promise<OptInView[]> {
  const rows = await prisma.notificationOptIn.findMany({ where: { userId }, select: { kind: true, channel: true } });
  const on = new Set(rows.map((row) => `${row.kind}/${row.channel}`));
  return MESSAGE_KINDS.flatMap((kind) =>
    MESSAGE_CHANNELS.map((channel) => ({ kind, channel, on: on.has(`${kind}/${channel}`) })),
  );
}

/** Turns one on or off at once: a message already queued checks again when it is sent. */
export async function setMessageOptIn(
  prisma: PrismaClient,
  userId: string,
  input: { kind: NotificationKind; channel: MessageChannel; on: boolean },
): Promise<OptInView> {
  const { kind, channel, on } = input;
  if (!isMessageKind(kind)) {
    throw new AppError("invalid_input", "This kind of notification is not sent by SMS or WhatsApp", {
      kind: "invalid",
    });
  }
  if (!on) {
    await prisma.notificationOptIn.deleteMany({ where: { userId, kind, channel } });
    return { kind, channel, on };
  }
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { phone: true } });
  if (!user?.phone) {
    throw new AppError("invalid_input", "Add and verify a phone number first", { phone: "required" });
  }
  await prisma.notificationOptIn.upsert({
    where: { userId_kind_channel: { userId, kind, channel } },
    create: { userId, kind, channel },
    update: {},
  });
  return { kind, channel, on };
}
