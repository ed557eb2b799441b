// One connection per process LISTENs on every channel a cache trusts (decisions 010 and 042). While it hears, a
// cache may keep what it read until a notification says otherwise; when the connection is lost every handler is
// told, and told again once it is back, so what was kept while nothing was heard is read again before it is trusted.
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";

/** The listener's application_name in pg_stat_activity (operators and tests find its backend by it). */
export const LISTENER_NAME = "vidyapath-content-listener";

export interface ChannelHandler {
  /** A notification's payload. */
  announce(payload: string): void;
  /** Notifications are heard (true) or may be missed (false); either way what was kept must be read again. */
  setListening(on: boolean): void;
}

export type Channels = Record<string, ChannelHandler>;

export interface Listener {
  close(): Promise<void>;
}

const each = (channels: Channels, on: boolean) =>
  Object.values(channels).forEach((handler) => handler.setListening(on));

/** A transaction pooler hands LISTEN to whichever server connection is free: nothing is heard, every call reads. */
export const deaf: Listener = { close: async () => undefined };

/** PGlite is the only writer and delivers its notifications in-process after each commit. */
export async function listenPGlite(pglite: PGlite, channels: Channels): Promise<Listener> {
  const unlisten = await Promise.all(
    Object.entries(channels).map(([channel, handler]) =>
      pglite.listen(channel, (payload) => handler.announce(payload)),
    ),
  );
  each(channels, true);
  return {
    async close() {
      each(channels, false);
      await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}

export interface ListenerOptions {
  url: string;
  channels: Channels;
  /** Delay before reconnecting a lost listener. */
  retryMs?: number;
  /** How often the connection must prove it is alive by answering a statement. */
  heartbeatMs?: number;
  /** How long that answer may take before the connection counts as lost. */
  heartbeatTimeoutMs?: number;
}

/**
 * One dedicated connection LISTENs; when it is lost, the handlers are told and it reconnects after `retryMs`.
 * A connection can also die silently (a peer gone without a FIN, a NAT or firewall dropping the flow): nothing
 * errors and nothing is heard, while the caches go on trusting what they kept. So the connection answers a
 * statement every `heartbeatMs`; one not answered within `heartbeatTimeoutMs` counts as lost. That bounds how long
 * a cache can go on trusting a dead listener (decision 042), without every cached entry having to be read again.
 */
export async function listenPostgres({
  url,
  channels,
  retryMs = 1_000,
  heartbeatMs = 15_000,
  heartbeatTimeoutMs = 5_000,
}: ListenerOptions): Promise<Listener> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    clearInterval(heartbeat);
    each(channels, false);
    void lostClient.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), retryMs).unref();
  };

  const beat = (beating: pg.Client) => {
    const late = setTimeout(() => lost(beating), heartbeatTimeoutMs).unref();
    beating.query("SELECT 1").then(
      () => clearTimeout(late),
      () => lost(beating),
    );
  };

  async function connect() {
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 2_000,
    });
    client = next;
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    next.on("notification", (message) => channels[message.channel]?.announce(message.payload ?? ""));
    try {
      await next.connect();
      for (const channel of Object.keys(channels)) await next.query(`LISTEN ${channel}`);
      // Writes made while nobody listened were not announced: setListening makes the handlers read once more.
      if (client === next && !closed) {
        heartbeat = setInterval(() => beat(next), heartbeatMs).unref();
        each(channels, true);
      }
    } catch {
      lost(next);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const open = client;
      client = undefined;
      each(channels, false);
      // A connection that died silently never answers the goodbye: a shutdown does not wait on it for long, and a
      // goodbye answered does not leave the wait's timer holding the process open.
      let giveUp: NodeJS.Timeout | undefined;
      await Promise.race([
        open?.end().catch(() => undefined),
        new Promise((resolve) => (giveUp = setTimeout(resolve, heartbeatTimeoutMs))),
      ]);
      clearTimeout(giveUp);
    },
  };
}
