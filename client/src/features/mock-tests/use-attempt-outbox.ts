// The exam screen's view of the client's one outbox (lib/pwa/progress-outbox.ts): this attempt's answers not yet
// sent, the changes on their way, and the server's refusals for good, which the screen tells the learner about.
import { useCallback, useEffect, useRef, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { progressOutbox } from "../../lib/pwa/progress-outbox.ts";
import { mockTestAnswerKey, type MockTestAnswerReport } from "../../lib/pwa/progress-queue.ts";
import { errorCodes } from "../../lib/pwa/retry-rules.ts";

/** This attempt's answers the outbox has not sent yet, and its refusals for good, as the screen shows them. */
export function useAttemptOutbox(attemptId: string) {
  const outbox = progressOutbox(useApolloClient());
  const [pending, setPending] = useState(0);
  // Why the server refused a change for good: late (after the time and grace) or early (its section not started).
  const [refused, setRefused] = useState<"late" | "sectionNotOpen" | null>(null);
  // Changes on their way straight to the server: still pending until answered, and a submission waits for them.
  const sending = useRef(new Set<Promise<unknown>>());

  const waiting = useCallback(
    async () =>
      (await outbox.pending()).flatMap((entry) =>
        entry.mockTestAnswer?.attemptId === attemptId ? [entry.mockTestAnswer] : [],
      ),
    [outbox, attemptId],
  );
  const count = useCallback(async () => {
    const left = (await waiting()).length + sending.current.size;
    setPending(left);
    return left;
  }, [waiting]);

  useEffect(() => {
    const offRefused = outbox.onRefused((entry, error) => {
      if (entry.mockTestAnswer?.attemptId !== attemptId) return;
      setRefused(errorCodes(error).includes("mock_test_section_not_open") ? "sectionNotOpen" : "late");
    });
    const offSettled = outbox.onSettled(() => void count());
    return () => {
      offRefused();
      offSettled();
    };
  }, [outbox, attemptId, count]);

  const send = useCallback(
    async (answer: MockTestAnswerReport) => {
      const sent = outbox.report({
        lessonId: mockTestAnswerKey(answer.attemptId, answer.questionId),
        mockTestAnswer: answer,
      });
      sending.current.add(sent);
      setPending((left) => left + 1);
      try {
        return await sent;
      } finally {
        sending.current.delete(sent);
        await count();
      }
    },
    [outbox, count],
  );

  /** Sends what is waiting; resolves to the number still pending afterwards. */
  const flush = useCallback(async () => {
    await Promise.all(sending.current);
    await outbox.flush();
    return count();
  }, [outbox, count]);

  return { pending, refused, waiting, send, flush };
}
