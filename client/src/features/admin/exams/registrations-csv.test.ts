import { beforeEach, describe, expect, it } from "vitest";
import { setConfig } from "../../../lib/config.ts";
import { tokenStore } from "../../../lib/session/token-store.ts";
import { csvFileName, fetchRegistrationsCsv } from "./registrations-csv.ts";

const csv = "name,email,registered_at\r\nRavi Kumar,ravi@example.com,2026-11-20T10:00:00.000Z\r\n";

// Stands in for the gateway: answers 401 to any token but `valid`, the CSV otherwise.
function gateway(valid: string) {
  const seen: { url: string; authorization: string | null }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    const authorization = new Headers(init?.headers).get("authorization");
    seen.push({ url, authorization });
    if (authorization !== `Bearer ${valid}`)
      return new Response(JSON.stringify({ error: "Authentication required" }), { status: 401 });
    return new Response(csv, { status: 200, headers: { "content-type": "text/csv" } });
  }) as typeof fetch;
  return { fetcher, seen };
}

describe("fetchRegistrationsCsv", () => {
  beforeEach(() =>
    setConfig({ apiUrl: "https://api.test.in", supabaseUrl: "https://id.test.in", supabaseAnonKey: "anon" }),
  );

  it("sends the backend token to the exam's CSV route", async () => {
    tokenStore.set("backend-1");
    const { fetcher, seen } = gateway("backend-1");
    const blob = await fetchRegistrationsCsv("e 1", async () => null, fetcher);
    expect(await blob.text()).toBe(csv);
    expect(seen).toEqual([
      { url: "https://api.test.in/api/admin/exams/e%201/registrations.csv", authorization: "Bearer backend-1" },
    ]);
  });

  it("refreshes an expired token once and retries", async () => {
    tokenStore.set("expired");
    const { fetcher, seen } = gateway("fresh");
    const blob = await fetchRegistrationsCsv("e1", async () => "fresh", fetcher);
    expect(await blob.text()).toBe(csv);
    expect(seen.map((request) => request.authorization)).toEqual(["Bearer expired", "Bearer fresh"]);
  });

  it("fails with the server's error when the refresh does not help", async () => {
    tokenStore.set("expired");
    const { fetcher } = gateway("fresh");
    await expect(fetchRegistrationsCsv("e1", async () => null, fetcher)).rejects.toThrow("Authentication required");
  });

  it("names the file after the exam", () => {
    expect(csvFileName("GATE 2027: Mock Test #1")).toBe("gate-2027-mock-test-1-registrations.csv");
  });
});
