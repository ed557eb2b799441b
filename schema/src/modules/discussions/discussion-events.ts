// Live discussion updates (decision 024): a write announces itself with pg_notify in its own transaction, so the
// announcement leaves only if the write commits, and reaches every gateway sharing the database; each process
// LISTENs on one dedicated connection while at least one viewer follows a thread, as the content version's
// listener does (decision 010). PGlite delivers notifications in-process after each commit: same code path.
import { EventEmitter, on } from "node:events";
import pg from "pg";
import type { Database, Prisma } from "@app/db";

export const DISCUSSION_CHANNEL = "discussion_event";
const LISTENER_NAME = "vidyapath-discussion-listener";

export type DiscussionEventKind = "QUESTION_ASKED" | "ANSWER_POSTED" | "VOTED" | "ACCEPTED" | "EDITED" | "REMOVED";

/** Ids only: a follower reads the post through its own access, so an event never shows what it may not see. */
export interface DiscussionEvent {
  kind: DiscussionEventKind;
  lessonId: string;
  /** The thread: the question itself, or the question an answer belongs to. */
  questionId: string;
  postId: string;
  voteCount: number;
}

/** Announces the event when the transaction `tx` commits (nothing when it rolls back). */
export async function announce(tx: Prisma.TransactionClient, event: DiscussionEvent): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${DISCUSSION_CHANNEL}, ${JSON.stringify(event)})`;
}

interface Hub {
  emitter: EventEmitter;
  followers: number;
  stop?: Promise<() => Promise<void>>;
}

const hubs = new WeakMap<Database, Hub>();

/** The events of one lesson's discussion, until the consumer stops iterating (the SSE connection closes). */
export async function* lessonEvents(db: Database, lessonId: string, signal?: AbortSignal) {
  const hub = hubOf(db);
  hub.followers += 1;
  hub.stop ??= startListening(db, hub.emitter);
  try {
    await hub.stop;
    for await (const [event] of on(hub.emitter, lessonId, { signal })) yield event as DiscussionEvent;
  } finally {
    hub.followers -= 1;
    if (hub.followers === 0 && hub.stop) {
      const stopping = hub.stop;
      hub.stop = undefined;
      await (
        await stopping
      )();
    }
  }
}

function hubOf(db: Database): Hub {
  let hub = hubs.get(db);
  if (!hub) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    hub = { emitter, followers: 0 };
    hubs.set(db, hub);
  }
  return hub;
}

/**
 * Tells the lesson's followers. The write's own `learner_changed` notification names the lesson too, but reaches this
 * process on another connection, maybe after this one: a follower reading the lesson's list or a thread again at
 * once would be given the answer kept before the write. So the lesson counts as heard changed first (decision 055).
 */
function deliver(db: Database, emitter: EventEmitter, payload: string | undefined) {
  let event: DiscussionEvent;
  try {
    event = JSON.parse(payload ?? "") as DiscussionEvent;
  } catch {
    return; // Not ours to read: the channel carries only what announce() wrote.
  }
  if (typeof event?.lessonId !== "string") return;
  db.learnerChanges.heardElsewhere([`lesson:${event.lessonId}`]);
  emitter.emit(event.lessonId, event);
}

async function startListening(db: Database, emitter: EventEmitter): Promise<() => Promise<void>> {
  const store = db.jobStore;
  if (store.kind === "pglite") {
    const unlisten = await store.pglite.listen(DISCUSSION_CHANNEL, (payload) => deliver(db, emitter, payload));
    return unlisten;
  }
  return listenOnPostgres(store.url, (payload) => deliver(db, emitter, payload));
}

/** One connection per process; a lost one reconnects after a second (events in between are missed, as documented). */
async function listenOnPostgres(
  url: string,
  heard: (payload: string | undefined) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_NAME, keepAlive: true });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 1_000).unref();
    };
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => message.channel === DISCUSSION_CHANNEL && heard(message.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${DISCUSSION_CHANNEL}`);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}
