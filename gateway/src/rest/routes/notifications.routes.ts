// The notification centre and Web Push subscriptions (docs/notifications.md); every route acts on the viewer's own.
import { z } from "zod";
import type {
  NotificationKind,
  RestDeletePushSubscriptionMutation,
  RestMarkAllNotificationsReadMutation,
  RestMarkNotificationReadMutation,
  RestNotificationFieldsFragment,
  RestNotificationsQuery,
  RestPushPublicKeyQuery,
  RestSavePushSubscriptionMutation,
} from "../generated/operations.ts";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import { id } from "./inputs.ts";

// Every kind, so the OpenAPI document names all a list may hold: the compiler holds this to the schema's enum.
const KINDS: Record<NotificationKind, true> = {
  ANSWER_TO_MY_QUESTION: true,
  MY_ANSWER_ACCEPTED: true,
  ASSIGNMENT_GRADED: true,
  NEW_ASSIGNMENT: true,
  NEW_LESSON: true,
  PAYMENT_RECEIVED: true,
  PAYMENT_REFUNDED: true,
  PRACTICE_REMINDER: true,
  EXAM_REMINDER: true,
  MOCK_TEST_RESULT: true,
};

const restNotification = z
  .object({
    id: z.string(),
    kind: z.enum(Object.keys(KINDS) as [NotificationKind, ...NotificationKind[]]),
    title: z.string().describe("English text; render kind and params in the reader's language."),
    params: z.record(z.string(), z.string()),
    link: z.string().describe("A path on this site."),
    created_at: z.string(),
    read_at: z.string().nullable(),
  })
  .meta({ id: "Notification" });

const toRestNotification = (row: RestNotificationFieldsFragment) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  params: row.params as Record<string, string>,
  link: row.link,
  created_at: new Date(String(row.createdAt)).toISOString(),
  read_at: row.readAt ? new Date(String(row.readAt)).toISOString() : null,
});

// The body PushSubscription.toJSON() gives in the browser.
const subscriptionBody = z.object({
  endpoint: z.string().max(2_000),
  keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }),
});

export const notificationRoutes: RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/notifications",
    auth: "bearer",
    tag: "Notifications",
    summary: "The learner's notifications, newest first, and how many are unread",
    operation: "RestNotifications",
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20),
      after: id.optional().describe("next_cursor of the previous page"),
    }),
    variables: ({ query }) => ({ first: query.limit, after: query.after }),
    respond: (data: RestNotificationsQuery) => ({
      items: data.notifications.items.map(toRestNotification),
      has_next_page: data.notifications.hasNextPage,
      next_cursor: data.notifications.endCursor ?? null,
      unread_count: data.unreadNotificationCount,
    }),
    response: z.object({
      items: z.array(restNotification),
      has_next_page: z.boolean(),
      next_cursor: z.string().nullable(),
      unread_count: z.number().int(),
    }),
    errors: [401, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/notifications/:id/read",
    auth: "bearer",
    tag: "Notifications",
    summary: "Mark one notification read",
    description: "No request body.",
    operation: "RestMarkNotificationRead",
    params: z.object({ id }),
    variables: ({ params }) => ({ id: params.id }),
    respond: (data: RestMarkNotificationReadMutation) => toRestNotification(data.markNotificationRead),
    response: restNotification,
    errors: [401, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/notifications/read-all",
    auth: "bearer",
    tag: "Notifications",
    summary: "Mark every notification read",
    description: "No request body. Answers how many were unread.",
    operation: "RestMarkAllNotificationsRead",
    respond: (data: RestMarkAllNotificationsReadMutation) => ({ marked: data.markAllNotificationsRead }),
    response: z.object({ marked: z.number().int() }),
    errors: [401],
  }),
  defineRoute({
    method: "GET",
    path: "/api/push-subscriptions/public-key",
    auth: "none",
    tag: "Notifications",
    summary: "The VAPID key browsers subscribe to Web Push with",
    operation: "RestPushPublicKey",
    respond: (data: RestPushPublicKeyQuery) => ({ public_key: data.pushPublicKey ?? null }),
    response: z.object({ public_key: z.string().nullable().describe("base64url, for PushManager.subscribe()") }),
    errors: [],
  }),
  defineRoute({
    method: "POST",
    path: "/api/push-subscriptions",
    auth: "bearer",
    tag: "Notifications",
    summary: "Save this device's Web Push subscription",
    description: "The body is PushSubscription.toJSON(). Push messages are sent only while push is on in the settings.",
    operation: "RestSavePushSubscription",
    body: subscriptionBody,
    variables: ({ body }) => ({
      subscription: { endpoint: body.endpoint, keys: body.keys, userAgent: null },
    }),
    respond: (data: RestSavePushSubscriptionMutation) => ({ saved: data.savePushSubscription }),
    status: 201,
    response: z.object({ saved: z.boolean() }),
    errors: [401],
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/push-subscriptions",
    auth: "bearer",
    tag: "Notifications",
    summary: "Remove this device's Web Push subscription",
    operation: "RestDeletePushSubscription",
    body: z.object({ endpoint: z.string().max(2_000) }),
    variables: ({ body }) => ({ endpoint: body.endpoint }),
    respond: (data: RestDeletePushSubscriptionMutation) => ({ deleted: data.deletePushSubscription }),
    response: z.object({ deleted: z.boolean() }),
    errors: [401],
  }),
];
