// A mock test's result reaches its learner (docs/notifications.md, spec: notification settings, "results"): once per
// attempt, when the attempt is scored, whichever way it closed (submitted, or its time ran out). Recorded in the
// transaction that scores the attempts, with the set's other results in one statement inside a savepoint, so a crash
// after the scores commit cannot lose the result's notification.
import type { Prisma } from "@app/db";
import { notifyAll } from "./notify.ts";

export interface ScoredAttempt {
  id: string;
  userId: string;
  testId: string;
  testTitle: string;
  score: number | null;
}

export async function notifyMockTestResults(
  tx: Prisma.TransactionClient,
  attempts: readonly ScoredAttempt[],
): Promise<void> {
  await notifyAll(
    tx,
    attempts.map((attempt) => ({
      userIds: [attempt.userId],
      kind: "MOCK_TEST_RESULT" as const,
      params: { testTitle: attempt.testTitle, score: String(Math.round((attempt.score ?? 0) * 100) / 100) },
      link: `/tests/${attempt.testId}/attempts/${attempt.id}/result`,
    })),
  );
}
