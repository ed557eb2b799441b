// Web Push through the `web-push` package: the payload encrypted for the subscription (RFC 8291) and signed with the
// VAPID key (RFC 8292), POSTed to the browser's push service.
import type https from "node:https";
import webpush from "web-push";
import { pushEndpointAllowed } from "@app/schema";
import type { VapidKeys } from "../config/vapid-keys.ts";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** The notification's id, also its push topic: a retry replaces an undelivered copy instead of adding one. */
  id: string;
  title: string;
  body: string;
  link: string;
}

/** How one send ended: delivered, gone for good (the subscription must be forgotten), or failed (retry later). */
export type PushOutcome = "sent" | "gone" | "failed";

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/**
 * `endpointHosts` are the push services it may POST to (PUSH_ENDPOINT_HOSTS): subscriptions are checked when saved,
 * and again here so that one stored before the list changed is forgotten rather than sent to.
 */
export function createPushSender(
  vapid: VapidKeys,
  endpointHosts: readonly string[],
  options: { agent?: https.Agent } = {},
): PushSender {
  return {
    async send(target, message) {
      if (!pushEndpointAllowed(target.endpoint, endpointHosts)) return "gone";
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: vapid,
            // A day: a phone that is off for longer gets the notification in the app instead.
            TTL: 24 * 60 * 60,
            topic: message.id.replace(/-/g, "").slice(0, 32),
            timeout: 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return "sent";
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        // RFC 8030 section 7.3: 404 and 410 mean the subscription expired or was removed.
        if (status === 404 || status === 410) return "gone";
        console.error(`push to ${new URL(target.endpoint).host} failed:`, (error as Error).message);
        return "failed";
      }
    },
  };
}
