// Progress reports and completions from the viewer go out through here: straight to the server when online and
// nothing older is waiting, otherwise into the queue (progress-queue.ts), which is sent in order when the
// connection returns (`online`), when the app starts, and while the server is unreachable, every 30 s. Practice
// answers take the same way (docs/practice.md): one outbox for everything a learner does offline.
import { CombinedGraphQLErrors, ServerError, type ApolloClient } from "@apollo/client";
import {
  AnswerPracticeQuestionDocument,
  CompleteLessonDocument,
  UpdateLessonProgressDocument,
} from "../../gql/graphql.ts";
import { isUnauthenticated } from "../apollo/auth-links.ts";
import { tokenStore, tokenSubject } from "../session/token-store.ts";
import { idbOutboxStorage } from "./idb-outbox-storage.ts";
import {
  coalesce,
  createProgressQueue,
  memoryOutboxStorage,
  type ProgressQueue,
  type ProgressReportInput,
  type QueuedProgress,
  type SendOutcome,
} from "./progress-queue.ts";
import { onReconnect } from "./connectivity.ts";

const RETRY_MS = 30_000;
// The browser says "online" as soon as an interface is up, often a moment before requests get through (a phone
// joining Wi-Fi, a captive portal): the first try after it that fails is repeated soon, not 30 s later.
const AFTER_ONLINE_RETRY_MS = 2_000;
const transient = new Set(["rate_limited", "service_unavailable"]);

export type ProgressReport = Omit<ProgressReportInput, "userId">;

export { tokenSubject };

/** Network failures, a server that is down or busy, and a session to be renewed are worth another try; the rest is final. */
export function outcomeOf(error: unknown): SendOutcome {
  if (isUnauthenticated(error)) return "retry";
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((e) => transient.has(String(e.extensions?.code))) ? "retry" : "drop";
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 429 ? "retry" : "drop";
  return "retry";
}

export async function sendProgress(apollo: ApolloClient, entry: QueuedProgress): Promise<SendOutcome> {
  // Sent only as the learner who made it: another learner may be signed in on this device by now (the entry was
  // kept through a sign-out made offline, lib/device/personal-data.ts); the auth link then refuses, and it waits.
  const context = { asUser: entry.userId };
  try {
    if (entry.practiceAnswer) {
      await apollo.mutate({
        mutation: AnswerPracticeQuestionDocument,
        variables: { input: entry.practiceAnswer },
        context,
      });
    }
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
    return "sent";
  } catch (error) {
    const outcome = outcomeOf(error);
    if (outcome === "drop") console.warn("Progress update refused", error);
    return outcome;
  }
}

export function createProgressOutbox(
  apollo: ApolloClient,
  queue: ProgressQueue,
  currentUser = () => tokenSubject(tokenStore.get()),
) {
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  async function flush(retryMs = RETRY_MS) {
    const userId = currentUser();
    if (!userId || !navigator.onLine) return;
    await queue.flush(userId);
    if ((await queue.pending(userId)).length === 0) return;
    if (retryTimer && retryMs >= RETRY_MS) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => ((retryTimer = null), void flush()), retryMs);
  }

  return {
    /** "sent" when the server has it, "queued" when it waits for the connection, "dropped" when refused for good. */
    async report(report: ProgressReport): Promise<"sent" | "queued" | "dropped" | "signed-out"> {
      const userId = currentUser();
      if (!userId) return "signed-out";
      const entry = { ...report, userId };
      if (navigator.onLine && (await queue.pending(userId)).length === 0) {
        const outcome = await sendProgress(apollo, coalesce(undefined, entry, 0));
        if (outcome !== "retry") return outcome === "sent" ? "sent" : "dropped";
      }
      await queue.add(entry);
      void flush();
      return "queued";
    },
    flush,
    /** Sends what is waiting now and whenever the browser says the connection is back. */
    start() {
      window.addEventListener("online", () => void flush(AFTER_ONLINE_RETRY_MS));
      onReconnect(() => void flush(AFTER_ONLINE_RETRY_MS));
      void flush();
    },
  };
}

export type ProgressOutbox = ReturnType<typeof createProgressOutbox>;

let shared: ProgressOutbox | null = null;

/** The page's one outbox, on IndexedDB where the browser has it. */
export function progressOutbox(apollo: ApolloClient): ProgressOutbox {
  if (!shared) {
    const storage = typeof indexedDB === "undefined" ? memoryOutboxStorage() : idbOutboxStorage();
    shared = createProgressOutbox(
      apollo,
      createProgressQueue(storage, (entry) => sendProgress(apollo, entry)),
    );
  }
  return shared;
}
