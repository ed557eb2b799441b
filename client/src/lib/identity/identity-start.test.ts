import { describe, expect, it } from "vitest";
import { identityNeededAtStart, identityStorageKey, isAuthRoute } from "./identity-start.ts";

const config = { supabaseUrl: "https://abcd1234.supabase.co", supabaseAnonKey: "anon", apiUrl: "https://api.test.in" };
const at = (url: string) => new URL(url, "https://vidyapath.test");
const storage =
  (entries: Record<string, string> = {}) =>
  () =>
    ({ getItem: (key: string) => entries[key] ?? null }) as Storage;

describe("identity client at start", () => {
  it("uses supabase-js's default storage key for the project", () => {
    expect(identityStorageKey(config.supabaseUrl)).toBe("sb-abcd1234-auth-token");
    expect(identityStorageKey("http://127.0.0.1:3100")).toBe("sb-127-auth-token");
  });

  it("is not needed for an anonymous visitor on a content route", () => {
    expect(identityNeededAtStart(config, at("/"), storage())).toBe(false);
    expect(identityNeededAtStart(config, at("/courses?search=java"), storage({ token: "stale" }))).toBe(false);
  });

  it("is needed to restore a stored session", () => {
    expect(identityNeededAtStart(config, at("/"), storage({ "sb-abcd1234-auth-token": "{}" }))).toBe(true);
  });

  it("is needed to finish a sign-in redirect or on an auth screen", () => {
    expect(identityNeededAtStart(config, at("/auth/callback?code=abc"), storage())).toBe(true);
    expect(identityNeededAtStart(config, at("/?code=abc"), storage())).toBe(true);
    expect(identityNeededAtStart(config, at("/#access_token=x&type=recovery"), storage())).toBe(true);
    expect(identityNeededAtStart(config, at("/?error_description=denied"), storage())).toBe(true);
    expect(identityNeededAtStart(config, at("/reset-password"), storage())).toBe(true);
  });

  it("treats unreadable storage as no stored session", () => {
    const throwing = () => {
      throw new Error("SecurityError");
    };
    expect(identityNeededAtStart(config, at("/"), throwing)).toBe(false);
  });

  it("recognises the auth routes, with or without a trailing slash", () => {
    expect(isAuthRoute("/login/")).toBe(true);
    expect(isAuthRoute("/forgot-password")).toBe(true);
    expect(isAuthRoute("/courses")).toBe(false);
    expect(isAuthRoute("/")).toBe(false);
  });
});
