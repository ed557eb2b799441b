import { CombinedGraphQLErrors, ServerError, type ApolloClient } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { createProgressOutbox, sendProgress, sendSignals, tokenSubject } from "./progress-outbox.ts";
import { createProgressQueue, memoryOutboxStorage, mockTestAnswerKey } from "./progress-queue.ts";
import { errorCodes, outcomeOf } from "./retry-rules.ts";

const graphqlError = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });
const serverError = (status: number) =>
  new ServerError("failed", { response: new Response("", { status }), bodyText: "" });

describe("progress outbox", () => {
  it("tries again after network failures, a server that is down or busy, and an expired session", () => {
    expect(outcomeOf(new TypeError("Failed to fetch"))).toBe("retry");
    expect(outcomeOf(serverError(503))).toBe("retry");
    expect(outcomeOf(serverError(429))).toBe("retry");
    expect(outcomeOf(serverError(401))).toBe("retry");
    expect(outcomeOf(graphqlError("service_unavailable"))).toBe("retry");
    expect(outcomeOf(graphqlError("rate_limited"))).toBe("retry");
    expect(outcomeOf(graphqlError("unauthenticated"))).toBe("retry");
  });

  it("gives up on a report the server refused for good (the lesson is gone, not enrolled)", () => {
    expect(outcomeOf(graphqlError("lesson_not_found"))).toBe("drop");
    expect(outcomeOf(graphqlError("not_enrolled"))).toBe("drop");
    expect(outcomeOf(serverError(400))).toBe("drop");
  });

  it("keeps the queue per learner, named by the backend token's subject", () => {
    const token = `h.${btoa(JSON.stringify({ sub: "user-7" })).replace(/=+$/, "")}.s`;
    expect(tokenSubject(token)).toBe("user-7");
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject("garbage")).toBeNull();
  });
});

describe("progress outbox after the connection returns", () => {
  it("tries again within seconds when the first send after 'online' fails, not 30 s later", async () => {
    vi.useFakeTimers();
    try {
      const sent: string[] = [];
      let reachable = false;
      const queue = createProgressQueue(memoryOutboxStorage(), async (entry) => {
        if (!reachable) return "retry";
        sent.push(entry.lessonId);
        return "sent";
      });
      await queue.add({ userId: "learner", lessonId: "l1", complete: true });
      const outbox = createProgressOutbox({} as ApolloClient, queue, () => "learner");
      outbox.start();
      // The browser says online a moment before requests get through.
      window.dispatchEvent(new Event("online"));
      await vi.advanceTimersByTimeAsync(0);
      expect(sent).toEqual([]);
      reachable = true;
      await vi.advanceTimersByTimeAsync(2_500);
      expect(sent).toEqual(["l1"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("progress outbox refusals and Retry-After", () => {
  const answer = { attemptId: "a1", questionId: "q1", option: 2, markedForReview: false, seq: 1, timeSpentSeconds: 4 };
  /** An API client whose every mutation fails with `failure` until `failure` is null. */
  function apolloFailing() {
    const calls: unknown[] = [];
    const state = { failure: null as unknown };
    const apollo = {
      mutate: async (options: { variables: unknown }) => {
        calls.push(options.variables);
        if (state.failure) throw state.failure;
        return { data: {} };
      },
    } as unknown as ApolloClient;
    return { apollo, calls, state };
  }

  it("stops sending an answer the server refused for good and tells whoever listens", async () => {
    const { apollo, calls, state } = apolloFailing();
    state.failure = graphqlError("mock_test_time_up");
    const signals = sendSignals();
    const queue = createProgressQueue(memoryOutboxStorage(), (entry) => sendProgress(apollo, entry, signals));
    const outbox = createProgressOutbox(apollo, queue, () => "learner", signals);
    const refused: string[] = [];
    outbox.onRefused((entry, error) => refused.push(`${entry.mockTestAnswer?.questionId} ${errorCodes(error)}`));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await outbox.report({ lessonId: mockTestAnswerKey("a1", "q1"), mockTestAnswer: answer })).toBe("dropped");
    expect(calls).toEqual([answer]);
    expect(refused).toEqual(["q1 mock_test_time_up"]);
    expect(await outbox.pending()).toEqual([]);
    warn.mockRestore();
  });

  it("waits the server's Retry-After before sending again, whatever asks it to flush meanwhile", async () => {
    vi.useFakeTimers();
    try {
      const { apollo, calls, state } = apolloFailing();
      state.failure = new CombinedGraphQLErrors({
        errors: [{ message: "busy", extensions: { code: "service_unavailable", retryAfter: 60 } }],
      });
      const signals = sendSignals();
      const queue = createProgressQueue(memoryOutboxStorage(), (entry) => sendProgress(apollo, entry, signals));
      const outbox = createProgressOutbox(apollo, queue, () => "learner", signals);
      expect(await outbox.report({ lessonId: mockTestAnswerKey("a1", "q1"), mockTestAnswer: answer })).toBe("queued");
      state.failure = null;
      const tries = calls.length;
      // Spread over half to one and a half times the 60 s: nothing goes before 30 s, not even on 'online'.
      window.dispatchEvent(new Event("online"));
      await outbox.flush();
      await vi.advanceTimersByTimeAsync(29_000);
      expect(calls).toHaveLength(tries);
      await vi.advanceTimersByTimeAsync(62_000);
      expect(calls.length).toBeGreaterThan(tries);
      expect(await outbox.pending()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
