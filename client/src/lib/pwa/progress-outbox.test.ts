import { CombinedGraphQLErrors, ServerError, type ApolloClient } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { createProgressOutbox, outcomeOf, tokenSubject } from "./progress-outbox.ts";
import { createProgressQueue, memoryOutboxStorage } from "./progress-queue.ts";

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
