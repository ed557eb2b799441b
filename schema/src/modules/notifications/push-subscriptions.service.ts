// A browser's Web Push subscription (RFC 8030 endpoint, RFC 8291 keys) kept per device of the learner.
import type { PrismaClient } from "@app/db";
import { AppError } from "../../errors.ts";
import { checkPushEndpoint } from "./push-endpoints.ts";

export interface PushSubscriptionData {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent?: string | null;
}

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (value: string) => Buffer.from(value, "base64url").length;

/** What PushManager.subscribe() gives: an https endpoint, a P-256 public key (65 bytes) and a 16-byte secret. */
export function checkPushSubscription(data: PushSubscriptionData): void {
  const details: Record<string, string> = {};
  let url: URL | null = null;
  try {
    url = new URL(data.endpoint);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== "https:" || data.endpoint.length > 2_000) {
    details.endpoint = "must be the https address PushManager.subscribe() gave (at most 2000 characters)";
  }
  if (!base64url.test(data.p256dh) || decodedLength(data.p256dh) !== 65) {
    details.p256dh = "must be the subscription's P-256 public key, 65 bytes in base64url";
  }
  if (!base64url.test(data.auth) || decodedLength(data.auth) !== 16) {
    details.auth = "must be the subscription's authentication secret, 16 bytes in base64url";
  }
  if (Object.keys(details).length > 0) {
    throw new AppError("invalid_input", "This is not a valid push subscription", details);
  }
}

/**
 * One row per endpoint: a browser signed in as someone else now belongs to the viewer. Only endpoints on the allowed
 * push services are kept (push-endpoints.ts).
 */
export async function savePushSubscription(
  prisma: PrismaClient,
  userId: string,
  data: PushSubscriptionData,
  allowedHosts: readonly string[],
) {
  checkPushSubscription(data);
  checkPushEndpoint(data.endpoint, allowedHosts);
  const fields = { userId, p256dh: data.p256dh, auth: data.auth, userAgent: (data.userAgent ?? "").slice(0, 300) };
  return prisma.pushSubscription.upsert({
    where: { endpoint: data.endpoint },
    create: { endpoint: data.endpoint, ...fields },
    update: fields,
  });
}

export async function deletePushSubscription(prisma: PrismaClient, userId: string, endpoint: string) {
  const { count } = await prisma.pushSubscription.deleteMany({ where: { endpoint, userId } });
  return count > 0;
}
