// The learner's SMS and WhatsApp opt-ins in Settings (docs/notifications.md).
import { MessageChannel } from "@app/db";
import { builder } from "../../../builder.ts";
import { learnerOwn } from "../../shared/content-cache-marks.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { NotificationKindEnum } from "../notifications.schema.ts";
import { messageOptIns, setMessageOptIn, type OptInView } from "./opt-ins.service.ts";

const MessageChannelEnum = builder.enumType(MessageChannel, { name: "MessageChannel" });

const OptInRef = builder.objectRef<OptInView>("NotificationOptIn").implement({
  ...learnerOwn,
  description: "Whether one kind of notification is sent to the viewer by one text-message channel.",
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, resolve: (row) => row.kind }),
    channel: t.field({ type: MessageChannelEnum, resolve: (row) => row.channel }),
    on: t.exposeBoolean("on"),
  }),
});

const student = { student: true };

builder.queryField("notificationOptIns", (t) =>
  t.field({
    ...learnerOwn,
    type: [OptInRef],
    authScopes: student,
    description: "Every kind that may go by SMS or WhatsApp, per channel; all off until the viewer turns one on.",
    resolve: (_root, _args, context) => messageOptIns(context.prisma, viewerOf(context).userId),
  }),
);

builder.mutationField("setNotificationOptIn", (t) =>
  t.field({
    type: OptInRef,
    authScopes: student,
    description:
      "Turning one on needs a verified phone number (invalid_input, details.phone). Off takes effect at once.",
    args: {
      kind: t.arg({ type: NotificationKindEnum, required: true }),
      channel: t.arg({ type: MessageChannelEnum, required: true }),
      on: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, context) => setMessageOptIn(context.prisma, viewerOf(context).userId, args),
  }),
);
