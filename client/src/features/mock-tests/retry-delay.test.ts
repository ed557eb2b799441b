// A refused burst comes back spread over the server's Retry-After, not together (decision 015).
import { describe, expect, it } from "vitest";
import { FALLBACK_RETRY_SECONDS, retryDelayMs } from "./retry-delay.ts";

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
