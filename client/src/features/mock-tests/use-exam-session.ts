// The exam screen's state: each question's answer, review mark, visit and time, restored from this device and the
// server (the higher seq wins), every change written to the device at once and synced in order (answer-sync.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { SaveMockTestAnswerDocument, type MockTestAttemptPaperFragment } from "../../gql/graphql.ts";
import { outcomeOf } from "../../lib/pwa/progress-outbox.ts";
import { answerStorage, type LocalAnswer } from "./answer-store.ts";
import { createAnswerSync, type SendResult } from "./answer-sync.ts";
import { retryAfterOf, retryDelayMs } from "./retry-delay.ts";
import type { QuestionProgress } from "./palette-state.ts";

/** How often the screen checks whether a pending answer's next try is due. */
const TICK_MS = 1_000;

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
  local: LocalAnswer[],
  visited: Set<string>,
) {
  const entries = new Map<string, QuestionEntry>();
  for (const row of [...server, ...local]) {
    const current = entries.get(row.questionId);
    if (current && current.seq >= row.seq) continue;
    const { option, markedForReview, seq, timeSpentSeconds } = row;
    entries.set(row.questionId, { option: option ?? null, markedForReview, seq, timeSpentSeconds, visited: true });
  }
  for (const questionId of visited)
    if (!entries.has(questionId))
      entries.set(questionId, { option: null, markedForReview: false, seq: 0, timeSpentSeconds: 0, visited: true });
  return entries;
}

const finalCodes = new Set([
  "mock_test_time_up",
  "mock_test_section_not_open",
  "mock_test_submitted",
  "mock_test_attempt_not_found",
  "not_found",
  "invalid_input",
]);

export function useExamSession(attempt: MockTestAttemptPaperFragment) {
  const apollo = useApolloClient();
  const storage = answerStorage();
  const [entries, setEntries] = useState<Map<string, QuestionEntry> | null>(null);
  const [pending, setPending] = useState(0);
  // Why the server refused a change for good: late (after the time and grace) or early (its section not started).
  const [refused, setRefused] = useState<"late" | "sectionNotOpen" | null>(null);
  const seq = useRef(0);
  // The latest state, read by changes made in quick succession before React re-renders (tap, then Save & Next).
  const latest = useRef<Map<string, QuestionEntry> | null>(null);
  // When pending answers may be sent again after a failed round (retry-delay.ts: the server's Retry-After, spread).
  const nextTry = useRef(0);

  const sync = useMemo(() => {
    let refusal: "late" | "sectionNotOpen" = "late";
    const send = async (answer: LocalAnswer): Promise<SendResult> => {
      const { questionId, option, markedForReview, seq, timeSpentSeconds } = answer;
      try {
        await apollo.mutate({
          mutation: SaveMockTestAnswerDocument,
          variables: { attemptId: attempt.id, questionId, option, markedForReview, seq, timeSpentSeconds },
        });
        return "acknowledged";
      } catch (error) {
        const codes = CombinedGraphQLErrors.is(error) ? error.errors.map((e) => String(e.extensions?.code)) : [];
        refusal = codes.includes("mock_test_section_not_open") ? "sectionNotOpen" : "late";
        if (codes.some((code) => finalCodes.has(code))) return "refused";
        if (outcomeOf(error) !== "retry") return "refused";
        nextTry.current = Date.now() + retryDelayMs(retryAfterOf(error));
        return "retry";
      }
    };
    return createAnswerSync(storage, attempt.id, send, () => setRefused(refusal));
  }, [apollo, storage, attempt.id]);

  const flush = useCallback(async () => {
    const left = await sync.flush();
    setPending(left);
    return left;
  }, [sync]);

  useEffect(() => {
    let live = true;
    void storage.forAttempt(attempt.id).then((local) => {
      if (!live) return;
      const merged = mergeAnswers(attempt.answers, local, readVisited(attempt.id));
      seq.current = Math.max(0, ...[...merged.values()].map((entry) => entry.seq));
      latest.current = merged;
      setEntries(merged);
      void flush();
    });
    return () => {
      live = false;
    };
  }, [storage, attempt, flush]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener("online", online);
    const timer = setInterval(() => void (pending > 0 && Date.now() >= nextTry.current && flush()), TICK_MS);
    return () => {
      window.removeEventListener("online", online);
      clearInterval(timer);
    };
  }, [flush, pending]);

  const visit = useCallback(
    (questionId: string) => {
      const current = latest.current;
      if (!current || current.get(questionId)?.visited) return;
      const next = new Map(current).set(questionId, {
        option: null,
        markedForReview: false,
        seq: 0,
        timeSpentSeconds: 0,
        visited: true,
      });
      localStorage.setItem(visitedKey(attempt.id), JSON.stringify([...next.keys()]));
      latest.current = next;
      setEntries(next);
    },
    [attempt.id],
  );

  /** Records a change on the device at once, then sends it. */
  const change = useCallback(
    async (questionId: string, update: { option?: number | null; markedForReview?: boolean; addSeconds?: number }) => {
      const current = latest.current;
      if (!current) return;
      const before = current.get(questionId) ?? {
        option: null,
        markedForReview: false,
        seq: 0,
        timeSpentSeconds: 0,
        visited: true,
      };
      const entry: QuestionEntry = {
        visited: true,
        option: update.option === undefined ? before.option : update.option,
        markedForReview: update.markedForReview ?? before.markedForReview,
        timeSpentSeconds: before.timeSpentSeconds + Math.round(update.addSeconds ?? 0),
        seq: ++seq.current,
      };
      latest.current = new Map(current).set(questionId, entry);
      setEntries(latest.current);
      await storage.put({
        attemptId: attempt.id,
        questionId,
        option: entry.option,
        markedForReview: entry.markedForReview,
        seq: entry.seq,
        timeSpentSeconds: entry.timeSpentSeconds,
        synced: false,
      });
      setPending((count) => count + 1);
      await flush();
    },
    [storage, attempt.id, flush],
  );

  return { entries, pending, refused, visit, change, flush };
}
