// A refused burst comes back spread over the server's Retry-After, not together (decision 015).
import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { FALLBACK_RETRY_SECONDS, retryAfterOf, retryDelayMs, untilNotBusy } from "./retry-rules.ts";

// The gateway's load-shedding refusal as Apollo hands it over: a GraphQL answer (what Apollo asks for first) is its
// errors without the response's headers; a plain JSON 503 is a ServerError with them.
const busyAnswer = (retryAfter: number) =>
  new CombinedGraphQLErrors({
    errors: [{ message: "The server is busy", extensions: { code: "service_unavailable", retryAfter } }],
  });
const busyResponse = (retryAfter: string) =>
  new ServerError("Response not successful: Received status code 503", {
    response: new Response("{}", { status: 503, headers: { "retry-after": retryAfter } }),
    bodyText: "{}",
  });

describe("retryDelayMs", () => {
  it("spreads a retry over half to one and a half times the server's Retry-After", () => {
    expect(retryDelayMs("4", () => 0)).toBe(2_000);
    expect(retryDelayMs("4", () => 0.5)).toBe(4_000);
    expect(retryDelayMs("4", () => 0.999)).toBeCloseTo(5_996);
    const delays = Array.from({ length: 1_000 }, () => retryDelayMs("10"));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(5_000);
    expect(Math.max(...delays)).toBeLessThan(15_000);
    // Spread, not one moment: a tenth of the window holds about a tenth of them.
    expect(delays.filter((ms) => ms < 6_000).length).toBeLessThan(200);
  });

  it("waits the fallback when the server gave no usable Retry-After", () => {
    for (const given of [null, undefined, "", "soon", "0", "-3"])
      expect(retryDelayMs(given, () => 0.5)).toBe(FALLBACK_RETRY_SECONDS * 1000);
  });
});

describe("retryAfterOf", () => {
  it("reads the seconds from a GraphQL answer's extensions and from a plain 503's header", () => {
    expect(retryAfterOf(busyAnswer(3))).toBe("3");
    expect(retryAfterOf(busyResponse("7"))).toBe("7");
    expect(retryAfterOf(new CombinedGraphQLErrors({ errors: [{ message: "no" }] }))).toBeNull();
    expect(retryAfterOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});

describe("untilNotBusy", () => {
  it("sends again after each refusal's Retry-After until an answer, and passes any other failure on", async () => {
    const refusals: unknown[] = [busyAnswer(2), busyResponse("4")];
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const send = async () => {
      const refusal = refusals.shift();
      if (refusal) throw refusal;
      return "submitted";
    };
    expect(await untilNotBusy(send, wait)).toBe("submitted");
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(1_000);
    expect(waits[0]).toBeLessThan(3_000);
    expect(waits[1]).toBeGreaterThanOrEqual(2_000);
    expect(waits[1]).toBeLessThan(6_000);
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: "late", extensions: { code: "mock_test_time_up" } }],
    });
    await expect(untilNotBusy(() => Promise.reject(refused), wait)).rejects.toBe(refused);
    expect(waits).toHaveLength(2);
  });
});
