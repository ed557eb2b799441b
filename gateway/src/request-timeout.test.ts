import { describe, expect, it } from "vitest";
import { requestTimeoutMs } from "./app.ts";

describe("requestTimeoutMs", () => {
  it("leaves the largest allowed video upload time to arrive at 2 Mbit/s", () => {
    const limit = 500 * 1024 * 1024;
    expect(requestTimeoutMs({ VIDEO_UPLOAD_LIMIT_BYTES: limit })).toBeGreaterThanOrEqual(
      (limit * 8 * 1000) / 2_000_000,
    );
  });

  it("never drops below two minutes for small limits", () => {
    expect(requestTimeoutMs({ VIDEO_UPLOAD_LIMIT_BYTES: 1024 * 1024 })).toBe(120_000);
  });
});
