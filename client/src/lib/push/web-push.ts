// This device's Web Push subscription (docs/notifications.md): asked for when the learner turns push on in Settings
// (the click is the user gesture browsers require for the permission prompt), dropped when they turn it off.
import type { ApolloClient } from "@apollo/client";
import {
  DeletePushSubscriptionDocument,
  PushPublicKeyDocument,
  SavePushSubscriptionDocument,
} from "../../gql/graphql.ts";

/** Why push could not be turned on: no browser support, the permission was refused, or the site has no push key. */
export type PushFailure = "unsupported" | "denied" | "unavailable";

export class PushError extends Error {
  constructor(readonly reason: PushFailure) {
    super(`push ${reason}`);
  }
}

export const pushSupported = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** Gives up on a browser step that never ends (a push service out of reach leaves subscribe() pending). */
function within<T>(step: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PushError("unavailable")), ms);
  });
  return Promise.race([step, timeout]).finally(() => clearTimeout(timer));
}

/** The service worker is registered after the page loads (lib/pwa); a page without one cannot receive pushes. */
const workerRegistration = () => within(navigator.serviceWorker.ready, 10_000);

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (char) => char.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index]);

export async function subscribeToPush(client: ApolloClient): Promise<void> {
  if (!pushSupported()) throw new PushError("unsupported");
  if ((await Notification.requestPermission()) !== "granted") throw new PushError("denied");
  const { data } = await client.query({ query: PushPublicKeyDocument, fetchPolicy: "network-only" });
  if (!data?.pushPublicKey) throw new PushError("unavailable");
  const key = keyBytes(data.pushPublicKey);
  const registration = await workerRegistration();
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with an older key of the site cannot receive this one's messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await within(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    20_000,
  );
  const json = subscription.toJSON();
  await client.mutate({
    mutation: SavePushSubscriptionDocument,
    variables: {
      subscription: {
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
        userAgent: navigator.userAgent.slice(0, 300),
      },
    },
  });
}

export async function unsubscribeFromPush(client: ApolloClient): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await client.mutate({ mutation: DeletePushSubscriptionDocument, variables: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
