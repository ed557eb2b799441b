// Each gateway reports itself in the shared database (docs/operations.md, "System page"): one row per process with
// its version, host and start, refreshed every 30 s and deleted when it closes. A row not refreshed for two minutes
// is a gateway that died without closing; rows a day old are removed by whichever gateway beats next.
import crypto from "node:crypto";
import os from "node:os";
import type { Database } from "@app/db";

export const HEARTBEAT_EVERY_MS = 30_000;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export interface Heartbeat {
  id: string;
  stop(): Promise<void>;
}

export async function startHeartbeat(db: Pick<Database, "prisma">, version: string): Promise<Heartbeat> {
  const id = crypto.randomUUID();
  const startedAt = new Date();
  const host = os.hostname();
  const beat = async () => {
    const seenAt = new Date();
    await db.prisma.gatewayInstance.upsert({
      where: { id },
      create: { id, version, host, startedAt, seenAt },
      update: { seenAt },
    });
    await db.prisma.gatewayInstance.deleteMany({ where: { seenAt: { lt: new Date(Date.now() - FORGET_AFTER_MS) } } });
  };
  // A database briefly away must not stop the process; the next beat tries again.
  await beat().catch(() => undefined);
  const timer = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_EVERY_MS);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await db.prisma.gatewayInstance.delete({ where: { id } }).catch(() => undefined);
    },
  };
}
