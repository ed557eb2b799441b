// The client's one outbox for what a learner does that must reach the server (docs/offline.md, "The outbox"): lesson
// progress and completions from the viewer, practice answers (docs/practice.md), mock test answers (docs/mock-tests.md)
// and questions and answers to the course Q&A (docs/discussions.md). A write goes straight to the server when online
// and nothing older is waiting, otherwise into the queue (progress-queue.ts), which is sent in order when the
// connection returns (connectivity.ts onReconnect), when the app starts, and while the server is unreachable, every
// 30 s, or after the Retry-After the server gave when it refused for load. Whether a failure is worth another try is
// retry-rules.ts's one reading.
import type { ApolloClient } from "@apollo/client";
import {
  AnswerPracticeQuestionDocument,
  AnswerQuestionDocument,
  AskQuestionDocument,
  CompleteLessonDocument,
  SaveMockTestAnswerDocument,
  UpdateLessonProgressDocument,
} from "../../gql/graphql.ts";
import { tokenStore, tokenSubject } from "../session/token-store.ts";
import { idbOutboxStorage } from "./idb-outbox-storage.ts";
import {
  coalesce,
  createProgressQueue,
  memoryOutboxStorage,
  type ProgressQueue,
  type DiscussionPostReport,
  type ProgressReportInput,
  type QueuedProgress,
  type SendOutcome,
} from "./progress-queue.ts";
import { onReconnect } from "./connectivity.ts";
import { outcomeOf, retryAfterOf, retryDelayMs } from "./retry-rules.ts";
import { keepRefusedPost } from "./post-drafts.ts";

const RETRY_MS = 30_000;
// The browser says "online" as soon as an interface is up, often a moment before requests get through (a phone
// joining Wi-Fi, a captive portal): the first try after it that fails is repeated soon, not 30 s later.
const AFTER_ONLINE_RETRY_MS = 2_000;

export type ProgressReport = Omit<ProgressReportInput, "userId">;

export { tokenSubject };

/** An entry the server refused for good, with its error, for a screen that tells the learner (the exam screen). */
export type RefusalListener = (entry: QueuedProgress, error: unknown) => void;

/** What sends learn that the outbox acts on: the server's Retry-After, and refusals to pass on. */
export interface SendSignals {
  /** No send before this time (ms since the epoch): the server asked to wait (decision 015). */
  notBefore: number;
  refused: Set<RefusalListener>;
}

export const sendSignals = (): SendSignals => ({ notBefore: 0, refused: new Set() });

// The screens that show a lesson's questions or a thread read them again once the post is the server's, so it is
// shown once, as the server's post, where it waited as 'Waiting to send'.
const DISCUSSION_READS = ["LessonQuestions", "DiscussionThread", "DiscussionCount"];

async function mutateDiscussionPost(apollo: ApolloClient, post: DiscussionPostReport, context: object) {
  const { clientId, lessonId, questionId, title = "", body } = post;
  const refetch = { refetchQueries: DISCUSSION_READS, awaitRefetchQueries: true, context };
  if (questionId)
    await apollo.mutate({ mutation: AnswerQuestionDocument, variables: { questionId, body, clientId }, ...refetch });
  else if (lessonId)
    await apollo.mutate({ mutation: AskQuestionDocument, variables: { lessonId, title, body, clientId }, ...refetch });
}

async function mutateEntry(apollo: ApolloClient, entry: QueuedProgress) {
  // Sent only as the learner who made it: another learner may be signed in on this device by now (the entry was
  // kept through a sign-out made offline, lib/device/personal-data.ts); the auth link then refuses, and it waits.
  const context = { asUser: entry.userId };
  if (entry.discussionPost) await mutateDiscussionPost(apollo, entry.discussionPost, context);
  if (entry.practiceAnswer)
    await apollo.mutate({
      mutation: AnswerPracticeQuestionDocument,
      variables: { input: entry.practiceAnswer },
      context,
    });
  if (entry.mockTestAnswer)
    await apollo.mutate({ mutation: SaveMockTestAnswerDocument, variables: entry.mockTestAnswer, context });
  if (entry.watch) {
    const { watchTime, totalDuration, position = null } = entry.watch;
    const input = { watchTime, totalDuration, position, status: entry.ended ? ("completed" as const) : null };
    await apollo.mutate({
      mutation: UpdateLessonProgressDocument,
      variables: { lessonId: entry.lessonId, input },
      context,
    });
  }
  if (entry.complete)
    await apollo.mutate({ mutation: CompleteLessonDocument, variables: { lessonId: entry.lessonId }, context });
}

export async function sendProgress(
  apollo: ApolloClient,
  entry: QueuedProgress,
  signals: SendSignals = sendSignals(),
): Promise<SendOutcome> {
  try {
    await mutateEntry(apollo, entry);
    return "sent";
  } catch (error) {
    const outcome = outcomeOf(error);
    const retryAfter = retryAfterOf(error);
    if (outcome === "retry" && retryAfter !== null) signals.notBefore = Date.now() + retryDelayMs(retryAfter);
    if (outcome === "drop") {
      console.warn("Outbox entry refused", error);
      // The learner's own words are never lost: a refused post is their draft again, with the reason.
      if (entry.discussionPost) keepRefusedPost(entry.userId, entry.discussionPost, error);
      signals.refused.forEach((listener) => listener(entry, error));
    }
    return outcome;
  }
}

export function createProgressOutbox(
  apollo: ApolloClient,
  queue: ProgressQueue,
  currentUser = () => tokenSubject(tokenStore.get()),
  signals: SendSignals = sendSignals(),
) {
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDue = 0;
  const settled = new Set<() => void>();

  /** One timer: kept when it is due sooner than asked, replaced otherwise. */
  function retryIn(ms: number) {
    if (retryTimer && retryDue <= Date.now() + ms) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryDue = Date.now() + ms;
    retryTimer = setTimeout(() => ((retryTimer = null), void flush()), ms);
  }

  async function flush(retryMs = RETRY_MS) {
    const userId = currentUser();
    if (!userId || !navigator.onLine) return;
    const wait = signals.notBefore - Date.now();
    if (wait > 0) return retryIn(wait);
    await queue.flush(userId);
    settled.forEach((listener) => listener());
    if ((await queue.pending(userId)).length === 0) return;
    retryIn(Math.max(retryMs, signals.notBefore - Date.now()));
  }

  return {
    /** "sent" when the server has it, "queued" when it waits for the connection, "dropped" when refused for good. */
    async report(report: ProgressReport): Promise<"sent" | "queued" | "dropped" | "signed-out"> {
      const userId = currentUser();
      if (!userId) return "signed-out";
      const entry = { ...report, userId };
      if (navigator.onLine && Date.now() >= signals.notBefore && (await queue.pending(userId)).length === 0) {
        const outcome = await sendProgress(apollo, coalesce(undefined, entry, 0), signals);
        if (outcome !== "retry") return outcome === "sent" ? "sent" : "dropped";
      }
      await queue.add(entry);
      void flush();
      return "queued";
    },
    flush,
    /** The signed-in learner's entries still waiting, oldest first. */
    async pending(): Promise<QueuedProgress[]> {
      const userId = currentUser();
      return userId ? queue.pending(userId) : [];
    },
    /** Calls `listener` with each entry the server refused for good; returns the unsubscribe. */
    onRefused(listener: RefusalListener): () => void {
      signals.refused.add(listener);
      return () => signals.refused.delete(listener);
    },
    /** Calls `listener` after each round of sending, for screens that count what is still waiting. */
    onSettled(listener: () => void): () => void {
      settled.add(listener);
      return () => settled.delete(listener);
    },
    /** Sends what is waiting now and whenever the connection is back. */
    start() {
      onReconnect(() => void flush(AFTER_ONLINE_RETRY_MS));
      void flush();
    },
  };
}

export type ProgressOutbox = ReturnType<typeof createProgressOutbox>;

const shared = new WeakMap<ApolloClient, ProgressOutbox>();

/** The page's one outbox (one per API client: the page has one), on IndexedDB where the browser has it. */
export function progressOutbox(apollo: ApolloClient): ProgressOutbox {
  let outbox = shared.get(apollo);
  if (!outbox) {
    const storage = typeof indexedDB === "undefined" ? memoryOutboxStorage() : idbOutboxStorage();
    const signals = sendSignals();
    const queue = createProgressQueue(storage, (entry) => sendProgress(apollo, entry, signals));
    outbox = createProgressOutbox(apollo, queue, undefined, signals);
    shared.set(apollo, outbox);
  }
  return outbox;
}
