// Web Push (docs/notifications.md): the gateway's delivery job sends { id, title, body, link } encrypted for this
// browser's subscription; the worker shows it and, on a click, focuses a tab of the app at the link or opens one.

export interface PushPayload {
  id: string;
  title: string;
  body: string;
  link: string;
}

/** The payload as sent, or null for anything else (an empty push, another sender's format). */
export function readPushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PushPayload>;
    if (typeof value.title !== "string" || typeof value.link !== "string") return null;
    return { id: String(value.id ?? ""), title: value.title, body: String(value.body ?? ""), link: value.link };
  } catch {
    return null;
  }
}

/** Only a path on this site is opened: a payload cannot send the learner elsewhere. */
export function linkTarget(link: unknown, origin: string): string {
  if (typeof link !== "string" || !/^\/(?![/\\])/.test(link)) return `${origin}/`;
  const url = new URL(link, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

export function showPush(worker: ServiceWorkerGlobalScope, text: string | null | undefined): Promise<void> {
  const payload = readPushPayload(text);
  if (!payload) return Promise.resolve();
  return worker.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.id || undefined,
    icon: "/icons/icon-192.png",
    data: { link: payload.link },
  });
}

export async function openPushLink(worker: ServiceWorkerGlobalScope, notification: Notification): Promise<void> {
  notification.close();
  const target = linkTarget((notification.data as { link?: unknown } | null)?.link, worker.location.origin);
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === target) ?? windows[0];
  if (open) {
    const focused = await open.focus();
    if (focused.url !== target) await focused.navigate(target);
    return;
  }
  await worker.clients.openWindow(target);
}
