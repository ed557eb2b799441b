// Practice answers go out through the client's one outbox (lib/pwa/progress-outbox.ts): straight to the server when
// online, kept on the phone and sent in order when not, so a set practised on a bus counts once it is back online.
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { progressOutbox } from "../../lib/pwa/progress-outbox.ts";
import { practiceAnswerKey } from "../../lib/pwa/progress-queue.ts";
import type { RunAnswer } from "./practice-run.ts";

export type AnswerDelivery = "sent" | "queued" | "dropped" | "signed-out";

export function usePracticeAnswers(): (given: RunAnswer) => Promise<AnswerDelivery> {
  const apollo = useApolloClient();
  return useCallback(
    ({ questionId, choice, timeMs, clientId, answeredAt }: RunAnswer) =>
      progressOutbox(apollo).report({
        lessonId: practiceAnswerKey(clientId),
        practiceAnswer: { questionId, choice, timeMs, clientId, answeredAt },
      }),
    [apollo],
  );
}
