// Sends the answers the server has not acknowledged, lowest seq first, one at a time: the server keeps the highest
// seq per question, so a replay after a lost response counts once and an older change never wins (decision 022).
// A network failure stops the round; it resumes on the browser's `online` event and every few seconds meanwhile.
import type { AnswerStorage, LocalAnswer } from "./answer-store.ts";

export type SendResult = "acknowledged" | "retry" | "refused";

export interface AnswerSync {
  /** Sends everything pending; resolves to the number still pending afterwards. */
  flush(): Promise<number>;
  pending(): Promise<number>;
}

export function createAnswerSync(
  storage: AnswerStorage,
  attemptId: string,
  send: (answer: LocalAnswer) => Promise<SendResult>,
  onRefused: (answer: LocalAnswer) => void = () => undefined,
): AnswerSync {
  let running: Promise<number> | null = null;
  const unsynced = async () =>
    (await storage.forAttempt(attemptId)).filter((row) => !row.synced).sort((a, b) => a.seq - b.seq);

  async function round(): Promise<number> {
    for (const answer of await unsynced()) {
      const result = await send(answer);
      if (result === "retry") break;
      // Refused for good (time up, submitted): kept on the device but no longer sent.
      if (result === "refused") onRefused(answer);
      await storage.markSynced(attemptId, answer.questionId, answer.seq);
    }
    return (await unsynced()).length;
  }

  return {
    flush() {
      // One round at a time keeps the order; a change made during a round waits for the next one.
      running ??= round().finally(() => (running = null));
      return running;
    },
    async pending() {
      return (await unsynced()).length;
    },
  };
}
