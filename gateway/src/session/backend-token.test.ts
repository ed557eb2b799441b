import { afterEach, describe, expect, it, vi } from "vitest";
import { createBackendTokens } from "./backend-token.ts";

const viewer = { userId: "user-1", authId: "auth-1", role: "student" as const, sessionId: "session-1" };
const claims = { userId: "user-1", sessionId: "session-1" };

/** Counts WebCrypto signature checks, the cost the remembered tokens save. */
const countChecks = () => vi.spyOn(crypto.subtle, "verify");

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("backend tokens", () => {
  it("check a token's signature once, then answer its claims from memory", async () => {
    const tokens = createBackendTokens("backend-secret-0123456789abcdef-0123", 900);
    const token = await tokens.issue(viewer);
    const checks = countChecks();
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it("refuse a token whose signature was altered, even while the genuine one is remembered", async () => {
    const tokens = createBackendTokens("backend-secret-0123456789abcdef-0123", 900);
    const token = await tokens.issue(viewer);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split(".");
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(await tokens.verify(forged)).toBeNull();
    const otherKey = await createBackendTokens("another-secret-0123456789abcdef-0123", 900).issue(viewer);
    expect(await tokens.verify(otherKey)).toBeNull();
  });

  it("refuse a remembered token once it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T07:00:00Z"));
    const tokens = createBackendTokens("backend-secret-0123456789abcdef-0123", 60);
    const token = await tokens.issue(viewer);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date("2026-11-26T07:00:59Z"));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date("2026-11-26T07:01:00Z"));
    expect(await tokens.verify(token)).toBeNull();
  });

  it("remember a bounded number of tokens: the oldest is checked again", async () => {
    const tokens = createBackendTokens("backend-secret-0123456789abcdef-0123", 900, 2);
    const issued = await Promise.all(
      ["a", "b", "c"].map((userId) => tokens.issue({ ...viewer, userId: `user-${userId}` })),
    );
    const checks = countChecks();
    for (const token of issued) await tokens.verify(token);
    expect(checks).toHaveBeenCalledTimes(3);
    await tokens.verify(issued[2]);
    expect(checks).toHaveBeenCalledTimes(3);
    await tokens.verify(issued[0]);
    expect(checks).toHaveBeenCalledTimes(4);
  });
});
