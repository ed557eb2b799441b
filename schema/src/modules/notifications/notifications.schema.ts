// The notification centre (docs/notifications.md): the viewer's own notifications, read marks and the Web Push
// subscriptions of their devices. Nothing here is public content: the gateway's caches never share it.
import { z } from "zod";
import { NotificationKind } from "@app/db";
import { builder } from "../../builder.ts";
import { viewerOf } from "../shared/viewer.ts";
import {
  listNotifications,
  markAllRead,
  markRead,
  NOTIFICATION_PAGE_MAX,
  unreadCount,
} from "./notifications.service.ts";
import { defaultPushEndpointHosts } from "./push-endpoints.ts";
import { deletePushSubscription, savePushSubscription } from "./push-subscriptions.service.ts";
import { learnerOwnApartFromActivity, publicContent } from "../shared/content-cache-marks.ts";

export const NotificationKindEnum = builder.enumType(NotificationKind, { name: "NotificationKind" });

const NotificationRef = builder.prismaObject("Notification", {
  ...learnerOwnApartFromActivity,
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.expose("kind", { type: NotificationKindEnum }),
    title: t.exposeString("title", { description: "English text; clients render kind and params in their language." }),
    params: t.expose("params", { type: "JSON", description: "Strings by name, e.g. courseTitle, lessonTitle." }),
    link: t.exposeString("link", { description: "A path on this site." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    readAt: t.expose("readAt", { type: "DateTime", nullable: true }),
  }),
});

type Page = Awaited<ReturnType<typeof listNotifications>>;
const NotificationPageRef = builder.objectRef<Page>("NotificationPage").implement({
  ...learnerOwnApartFromActivity,
  fields: (t) => ({
    items: t.field({ type: [NotificationRef], resolve: (page) => page.items }),
    hasNextPage: t.exposeBoolean("hasNextPage"),
    endCursor: t.exposeString("endCursor", { nullable: true, description: "Pass as `after` for the next page." }),
  }),
});

const student = { student: true };

builder.queryFields((t) => ({
  notifications: t.field({
    ...learnerOwnApartFromActivity,
    type: NotificationPageRef,
    authScopes: student,
    description: "The viewer's notifications, newest first.",
    args: {
      first: t.arg.int({ defaultValue: 20, validate: z.number().int().min(1).max(NOTIFICATION_PAGE_MAX) }),
      after: t.arg.id({ validate: z.string().max(64).nullish() }),
    },
    resolve: (_root, { first, after }, context) =>
      listNotifications(context.prisma, viewerOf(context).userId, {
        first: first ?? 20,
        after: after == null ? null : String(after),
      }),
  }),
  unreadNotificationCount: t.int({
    ...learnerOwnApartFromActivity,
    authScopes: student,
    resolve: (_root, _args, context) => unreadCount(context.db.sql, viewerOf(context).userId),
  }),
  pushPublicKey: t.string({
    // The process's configuration: the same for every reader while it runs, and it reads no table.
    ...publicContent,
    nullable: true,
    description: "The VAPID application server key for PushManager.subscribe(); null when push is not configured.",
    resolve: (_root, _args, context) => context.vapidPublicKey ?? null,
  }),
}));

const PushSubscriptionKeysInput = builder.inputType("PushSubscriptionKeysInput", {
  fields: (t) => ({
    p256dh: t.string({ required: true, validate: z.string().max(200) }),
    auth: t.string({ required: true, validate: z.string().max(100) }),
  }),
});

const PushSubscriptionInput = builder.inputType("PushSubscriptionInput", {
  description: "PushSubscription.toJSON() of the browser, and its user agent.",
  fields: (t) => ({
    endpoint: t.string({ required: true, validate: z.string().max(2_000) }),
    keys: t.field({ type: PushSubscriptionKeysInput, required: true }),
    userAgent: t.string({ validate: z.string().max(300).nullish() }),
  }),
});

builder.mutationFields((t) => ({
  markNotificationRead: t.prismaField({
    type: NotificationRef,
    authScopes: student,
    args: { id: t.arg.id({ required: true, validate: z.string().max(64) }) },
    resolve: async (_query, _root, { id }, context) =>
      (await markRead(context.prisma, viewerOf(context).userId, String(id))).row,
  }),
  markAllNotificationsRead: t.int({
    authScopes: student,
    description: "Answers how many were unread.",
    resolve: (_root, _args, context) => markAllRead(context.prisma, viewerOf(context).userId),
  }),
  savePushSubscription: t.boolean({
    authScopes: student,
    args: { subscription: t.arg({ type: PushSubscriptionInput, required: true }) },
    resolve: async (_root, { subscription }, context) => {
      await savePushSubscription(
        context.prisma,
        viewerOf(context).userId,
        {
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          userAgent: subscription.userAgent,
        },
        context.pushEndpointHosts ?? defaultPushEndpointHosts,
      );
      return true;
    },
  }),
  deletePushSubscription: t.boolean({
    authScopes: student,
    description: "False when the viewer had no subscription at this endpoint.",
    args: { endpoint: t.arg.string({ required: true, validate: z.string().max(2_000) }) },
    resolve: (_root, { endpoint }, context) =>
      deletePushSubscription(context.prisma, viewerOf(context).userId, endpoint),
  }),
}));
