// Progress reports and completions that could not be sent (offline, or the server unreachable), kept in order and
// coalesced per learner and lesson until they can be (docs/offline.md). Coalescing keeps what the server would keep
// anyway: the largest watch time, the latest duration, and completion once given (spec section 5: completion is
// one-way, watch time never decreases), so a lesson watched for an hour offline is one report, not 720. A practice
// answer (docs/practice.md) is an entry of its own, keyed by its clientId, never merged: each answer counts. A mock
// test's answer (docs/mock-tests.md) is keyed by its attempt and question: a later change replaces an unsent earlier
// one, since the server keeps the highest seq per question anyway (decision 022). A question or answer to the course
// Q&A is an entry of its own like a practice answer, keyed by its clientId.
// Pure: the storage is a seam (memory in tests, IndexedDB in the browser: idb-outbox-storage.ts).
import type { SaveMockTestAnswerMutationVariables } from "../../gql/graphql.ts";

export interface WatchReport {
  watchTime: number;
  totalDuration: number;
  /** Where playback stopped (the resume point); the latest one wins, a learner may rewind. */
  position?: number;
}

/** One answer to a practice question, as given; the server counts a clientId once, so a replay is harmless. */
export interface PracticeAnswerReport {
  questionId: string;
  choice: number;
  timeMs: number;
  clientId: string;
  /** When it was given, by the phone's clock: kept as the device's claim; the server's clock decides the day. */
  answeredAt: string;
}

/** The entry key of a practice answer: its own, so the queue never merges two answers. */
export const practiceAnswerKey = (clientId: string) => `practice:${clientId}`;

/** A mock test question's state as the learner left it, as SaveMockTestAnswer sends it; the highest `seq` wins. */
export type MockTestAnswerReport = SaveMockTestAnswerMutationVariables & {
  attemptId: string;
  questionId: string;
  option: number | null;
  timeSpentSeconds: number;
};

/** The entry key of a mock test's answer: one per question of an attempt, holding its latest change. */
export const mockTestAnswerKey = (attemptId: string, questionId: string) => `mock:${attemptId}:${questionId}`;

/**
 * A question (with lessonId and title) or an answer (with questionId) to the course Q&A (docs/discussions.md), as
 * written: its own entry, keyed by its clientId, never merged; the server keeps one post per author and clientId.
 */
export interface DiscussionPostReport {
  clientId: string;
  lessonId?: string;
  questionId?: string;
  title?: string;
  body: string;
  /** When it was written, by the phone's clock: orders the posts shown as waiting. */
  writtenAt: string;
}

/** The entry key of a discussion post: its own, so the queue never merges two posts. */
export const discussionPostKey = (clientId: string) => `discussion:${clientId}`;

export interface ProgressReportInput {
  userId: string;
  /** The lesson, or the key of an entry of its own (practiceAnswerKey, mockTestAnswerKey, discussionPostKey). */
  lessonId: string;
  /** From the video: seconds watched, the duration and where playback is; absent for a plain completion. */
  watch?: WatchReport;
  /** The video ended (a report with status completed). */
  ended?: boolean;
  /** The lesson was marked complete (completeLesson). */
  complete?: boolean;
  practiceAnswer?: PracticeAnswerReport;
  mockTestAnswer?: MockTestAnswerReport;
  discussionPost?: DiscussionPostReport;
}

export interface QueuedProgress {
  userId: string;
  lessonId: string;
  watch: WatchReport | null;
  ended: boolean;
  complete: boolean;
  practiceAnswer?: PracticeAnswerReport;
  mockTestAnswer?: MockTestAnswerReport;
  discussionPost?: DiscussionPostReport;
  /** Order of the lesson's first queued report: replay follows it. */
  seq: number;
  /** Raised on every merge: an entry changed while it was being sent is kept for the next round. */
  rev: number;
}

export interface OutboxStorage {
  all(): Promise<QueuedProgress[]>;
  put(entry: QueuedProgress): Promise<void>;
  /** Removes the entry only when it is still at revision `rev`. */
  remove(userId: string, lessonId: string, rev: number): Promise<void>;
}

/** What became of one entry: sent, to be tried again later (network, server down, session), or refused for good. */
export type SendOutcome = "sent" | "retry" | "drop";

/** The later of two changes to one mock test question: the higher seq (changes may arrive out of order). */
const laterAnswer = (before?: MockTestAnswerReport, after?: MockTestAnswerReport) =>
  before && (!after || before.seq > after.seq) ? before : after;

/** An entry of its own (a practice answer, a discussion post): kept as first given, absent when neither has it. */
function ownEntry<K extends "practiceAnswer" | "discussionPost">(
  key: K,
  existing: QueuedProgress | undefined,
  report: ProgressReportInput,
): Pick<QueuedProgress, K> | object {
  const value = report[key] ?? existing?.[key];
  return value ? { [key]: value } : {};
}

export function coalesce(
  existing: QueuedProgress | undefined,
  report: ProgressReportInput,
  seq: number,
): QueuedProgress {
  const watch = report.watch
    ? {
        watchTime: Math.max(report.watch.watchTime, existing?.watch?.watchTime ?? 0),
        totalDuration: report.watch.totalDuration || existing?.watch?.totalDuration || 0,
        position: report.watch.position ?? existing?.watch?.position,
      }
    : (existing?.watch ?? null);
  return {
    userId: report.userId,
    lessonId: report.lessonId,
    watch,
    ended: !!existing?.ended || !!report.ended,
    complete: !!existing?.complete || !!report.complete,
    ...ownEntry("practiceAnswer", existing, report),
    ...ownEntry("discussionPost", existing, report),
    ...((report.mockTestAnswer ?? existing?.mockTestAnswer)
      ? { mockTestAnswer: laterAnswer(existing?.mockTestAnswer, report.mockTestAnswer) }
      : {}),
    seq: existing?.seq ?? seq,
    rev: (existing?.rev ?? 0) + 1,
  };
}

export function createProgressQueue(storage: OutboxStorage, send: (entry: QueuedProgress) => Promise<SendOutcome>) {
  let writes = Promise.resolve();
  let flushing: Promise<void> | null = null;

  /** Storage changes run one after another, so two quick reports of one lesson never lose each other. */
  function serially(change: () => Promise<void>): Promise<void> {
    const done = writes.then(change);
    writes = done.catch(() => undefined);
    return done;
  }

  function add(report: ProgressReportInput): Promise<void> {
    return serially(async () => {
      const entries = await storage.all();
      const existing = entries.find((entry) => entry.userId === report.userId && entry.lessonId === report.lessonId);
      const next = Math.max(0, ...entries.map((entry) => entry.seq)) + 1;
      await storage.put(coalesce(existing, report, next));
    });
  }

  async function sendAll(userId: string) {
    await writes;
    const pending = (await storage.all()).filter((entry) => entry.userId === userId).sort((a, b) => a.seq - b.seq);
    for (const entry of pending) {
      const outcome = await send(entry);
      if (outcome === "retry") return;
      await serially(() => storage.remove(entry.userId, entry.lessonId, entry.rev));
    }
  }

  return {
    add,
    /** Sends the learner's queued entries in order; stops at the first that must wait. One flush at a time. */
    flush(userId: string): Promise<void> {
      flushing ??= sendAll(userId).finally(() => (flushing = null));
      return flushing;
    },
    async pending(userId: string): Promise<QueuedProgress[]> {
      await writes;
      return (await storage.all()).filter((entry) => entry.userId === userId).sort((a, b) => a.seq - b.seq);
    },
  };
}

export type ProgressQueue = ReturnType<typeof createProgressQueue>;

/** In-memory storage: tests, and browsers without IndexedDB (private modes of some). */
export function memoryOutboxStorage(): OutboxStorage {
  const entries = new Map<string, QueuedProgress>();
  const key = (userId: string, lessonId: string) => `${userId}\u0000${lessonId}`;
  return {
    all: async () => [...entries.values()].map((entry) => structuredClone(entry)),
    put: async (entry) => void entries.set(key(entry.userId, entry.lessonId), structuredClone(entry)),
    remove: async (userId, lessonId, rev) => {
      if (entries.get(key(userId, lessonId))?.rev === rev) entries.delete(key(userId, lessonId));
    },
  };
}
