// redirect_to allow-listing: the site, the gateway and loopback (any port); everything else falls back to SITE_URL.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { errorRedirect, safeRedirect } from "./redirect.ts";

const config = {
  ...loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/redirect-test", SUPABASE_JWT_SECRET: "x".repeat(32) }),
  siteUrl: "https://learn.example.in",
  publicUrl: "https://api.example.in",
};

describe("safeRedirect", () => {
  it.each([
    [
      "https://learn.example.in/auth/callback?returnTo=%2Fcourses",
      "https://learn.example.in/auth/callback?returnTo=%2Fcourses",
    ],
    ["https://api.example.in/reset-password", "https://api.example.in/reset-password"],
    ["http://localhost:5173/auth/callback", "http://localhost:5173/auth/callback"],
    ["http://127.0.0.1:4000/", "http://127.0.0.1:4000/"],
  ])("keeps %s", (requested, expected) => expect(safeRedirect(config, requested)).toBe(expected));

  it.each([
    "https://evil.example.net/",
    "http://learn.example.in/",
    "https://learn.example.in:8443/",
    "http://127.evil.example.net/",
    "https://user:pass@learn.example.in/",
    "javascript:alert(1)",
    "not a url",
    undefined,
  ])("replaces %s with SITE_URL", (requested) => expect(safeRedirect(config, requested)).toBe(config.siteUrl));
});

describe("errorRedirect", () => {
  it("puts the error in the fragment, and in the query too for PKCE flows", () => {
    const error = { status: 403, code: "otp_expired", message: "Email link is invalid or has expired" };
    expect(errorRedirect("https://learn.example.in/cb", error, false)).toBe(
      "https://learn.example.in/cb#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=",
    );
    const pkce = new URL(errorRedirect("https://learn.example.in/cb", error, true));
    expect(pkce.searchParams.get("error_code")).toBe("otp_expired");
  });
});
