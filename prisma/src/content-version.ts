// The content version as the content caches see it (decision 010). While a listener hears the triggers'
// `content_version` notifications, the last version read is trusted until one arrives: a cached read costs no
// statement. Without a listener (PostgreSQL connection lost, not yet re-established) every call reads the
// version, as before push invalidation; after (re)connecting, the version is read once before it is trusted.
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";

export const CONTENT_CHANNEL = "content_version";
/** The listener's application_name in pg_stat_activity (operators and tests find its backend by it). */
export const LISTENER_NAME = "vidyapath-content-listener";

export interface ContentVersionSource {
  current(): Promise<string>;
  /** Forgets the trusted version: the next call reads it (a notification, or a write this process committed). */
  invalidate(): void;
  /** True while notifications are heard, i.e. while a cached read costs no statement. */
  listening(): boolean;
  close(): Promise<void>;
}

type ReadVersion = () => Promise<string>;

function createSource(read: ReadVersion) {
  let trusted: bigint | undefined;
  // The highest version announced: a read that returns less raced a write and is not trusted.
  let announced = 0n;
  let generation = 0;
  let heard = false;
  const invalidate = () => {
    generation += 1;
    trusted = undefined;
  };
  return {
    invalidate,
    listening: () => heard,
    /** A notification's payload: the version a commit raised the content to. */
    announce(payload: string) {
      const version = /^\d+$/.test(payload) ? BigInt(payload) : undefined;
      if (version === undefined) return invalidate();
      if (version > announced) announced = version;
      // Our own writes are forgotten at once (index.ts); their announcement, arriving later, changes nothing.
      if (trusted === undefined || version > trusted) trusted = undefined;
    },
    setListening(on: boolean) {
      heard = on;
      announced = 0n;
      invalidate();
    },
    async current() {
      if (heard && trusted !== undefined) return String(trusted);
      const started = generation;
      const version = await read();
      const value = BigInt(version);
      if (heard && started === generation && value >= announced) trusted = value;
      return version;
    },
  };
}

/** Without a listener: every call reads the version (a transaction pooler cannot deliver notifications). */
export function uncachedContentVersion(read: ReadVersion): ContentVersionSource {
  const source = createSource(read);
  return {
    current: source.current,
    invalidate: source.invalidate,
    listening: source.listening,
    close: async () => undefined,
  };
}

/** PGlite is the only writer and delivers its notifications in-process after each commit. */
export async function pgliteContentVersion(pglite: PGlite, read: ReadVersion): Promise<ContentVersionSource> {
  const source = createSource(read);
  const unlisten = await pglite.listen(CONTENT_CHANNEL, (payload) => source.announce(payload));
  source.setListening(true);
  return { ...source, close: () => unlisten() };
}

export interface ListenerOptions {
  url: string;
  read: ReadVersion;
  /** Delay before reconnecting a lost listener. */
  retryMs?: number;
}

/** One dedicated connection per process LISTENs; when it is lost, calls read the version until it is back. */
export async function postgresContentVersion({
  url,
  read,
  retryMs = 1_000,
}: ListenerOptions): Promise<ContentVersionSource> {
  const source = createSource(read);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    source.setListening(false);
    void lostClient.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), retryMs).unref();
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
    next.on("notification", (message) => message.channel === CONTENT_CHANNEL && source.announce(message.payload ?? ""));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      // Writes made while nobody listened were not announced: setListening forgets the version, read once more.
      if (client === next && !closed) source.setListening(true);
    } catch {
      lost(next);
    }
  }

  await connect();
  return {
    current: source.current,
    invalidate: source.invalidate,
    listening: source.listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      source.setListening(false);
      await open?.end().catch(() => undefined);
    },
  };
}
