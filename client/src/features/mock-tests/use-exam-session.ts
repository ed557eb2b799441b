// The exam screen's state: each question's answer, review mark, visit and time, restored from the server and what
// this device has not sent yet (the higher seq wins). Every change goes through the client's one outbox
// (lib/pwa/progress-outbox.ts), which keeps it on the device until the server has it (decision 022).
import { useCallback, useEffect, useRef, useState } from "react";
import type { MockTestAttemptPaperFragment } from "../../gql/graphql.ts";
import type { MockTestAnswerReport } from "../../lib/pwa/progress-queue.ts";
import { forgetLegacyAnswers, legacyAnswers } from "./legacy-answers.ts";
import { useAttemptOutbox } from "./use-attempt-outbox.ts";
import type { QuestionProgress } from "./palette-state.ts";

export interface QuestionEntry extends QuestionProgress {
  seq: number;
  timeSpentSeconds: number;
}

const visitedKey = (attemptId: string) => `vidyapath-mock-visited:${attemptId}`;

function readVisited(attemptId: string): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(visitedKey(attemptId)) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

/** Server answers and device records merged per question: the higher seq is the later change. */
export function mergeAnswers(
  server: MockTestAttemptPaperFragment["answers"],
  local: MockTestAnswerReport[],
  visited: Set<string>,
) {
  const entries = new Map<string, QuestionEntry>();
  for (const row of [...server, ...local]) {
    const current = entries.get(row.questionId);
    if (current && current.seq >= row.seq) continue;
    const { option, markedForReview, seq, timeSpentSeconds } = row;
    entries.set(row.questionId, { option: option ?? null, markedForReview, seq, timeSpentSeconds, visited: true });
  }
  for (const questionId of visited) if (!entries.has(questionId)) entries.set(questionId, { ...blankEntry });
  return entries;
}

/** A question opened and not answered. */
const blankEntry: QuestionEntry = { option: null, markedForReview: false, seq: 0, timeSpentSeconds: 0, visited: true };

/** The answers the old store kept for this attempt, handed to the outbox once (legacy-answers.ts). */
async function takeOverLegacy(attemptId: string, send: (answer: MockTestAnswerReport) => Promise<string>) {
  const legacy = await legacyAnswers(attemptId);
  const results = await Promise.all(legacy.map(send));
  if (legacy.length && !results.includes("signed-out")) await forgetLegacyAnswers(attemptId);
  return legacy;
}

export function useExamSession(attempt: MockTestAttemptPaperFragment) {
  const { pending, refused, waiting, send, flush } = useAttemptOutbox(attempt.id);
  const [entries, setEntries] = useState<Map<string, QuestionEntry> | null>(null);
  const seq = useRef(0);
  // The latest state, read by changes made in quick succession before React re-renders (tap, then Save & Next).
  const latest = useRef<Map<string, QuestionEntry> | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const legacy = await takeOverLegacy(attempt.id, send);
      const local = [...legacy, ...(await waiting())];
      if (!live) return;
      const merged = mergeAnswers(attempt.answers, local, readVisited(attempt.id));
      seq.current = Math.max(0, ...[...merged.values()].map((entry) => entry.seq));
      latest.current = merged;
      setEntries(merged);
      void flush();
    })();
    return () => {
      live = false;
    };
  }, [attempt, waiting, send, flush]);

  const visit = useCallback(
    (questionId: string) => {
      const current = latest.current;
      if (!current || current.get(questionId)?.visited) return;
      const next = new Map(current).set(questionId, { ...blankEntry });
      localStorage.setItem(visitedKey(attempt.id), JSON.stringify([...next.keys()]));
      latest.current = next;
      setEntries(next);
    },
    [attempt.id],
  );

  /** Records a change at once, then sends it (kept on the device until the server has it). */
  const change = useCallback(
    async (questionId: string, update: { option?: number | null; markedForReview?: boolean; addSeconds?: number }) => {
      const current = latest.current;
      if (!current) return;
      const before = current.get(questionId) ?? blankEntry;
      const entry: QuestionEntry = {
        visited: true,
        option: update.option === undefined ? before.option : update.option,
        markedForReview: update.markedForReview ?? before.markedForReview,
        timeSpentSeconds: before.timeSpentSeconds + Math.round(update.addSeconds ?? 0),
        seq: ++seq.current,
      };
      latest.current = new Map(current).set(questionId, entry);
      setEntries(latest.current);
      const { option, markedForReview, seq: changeSeq, timeSpentSeconds } = entry;
      await send({ attemptId: attempt.id, questionId, option, markedForReview, seq: changeSeq, timeSpentSeconds });
    },
    [attempt.id, send],
  );

  return { entries, pending, refused, visit, change, flush };
}
