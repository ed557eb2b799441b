// GET /metrics on a real gateway (docs/operations.md, "Metrics"): Prometheus's text format, counters that move with
// requests, the bearer token on the public port, the loopback port without one, and a label set that stays small
// however many distinct URLs are asked for.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { heardSignIn, writerPast } from "../graphql/answer-cache/kept-answers-test-kit.ts";

const TOKEN = "metrics-token-0123456789";
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ METRICS_TOKEN: TOKEN, METRICS_PORT: "0" });
  // Before the first scrape: the queue is read at most every few seconds.
  await gateway.app.services.jobs.send("notification-deliver", { notificationIds: [] });
}, 60_000);
afterAll(async () => gateway?.close());

async function scrape(): Promise<string> {
  const response = await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** Every sample of `name` as [labels, value]; throws on a line the text format does not allow. */
function samples(text: string, name: string): Array<[Record<string, string>, number]> {
  const found: Array<[Record<string, string>, number]> = [];
  for (const line of text.split("\n")) {
    if (line === "" || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/i.exec(line);
    if (!match) throw new Error(`not the Prometheus text format: ${line}`);
    if (match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    found.push([labels, Number(match[3])]);
  }
  return found;
}

function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const matching = samples(text, name).filter(([own]) => Object.entries(labels).every(([k, v]) => own[k] === v));
  return matching.reduce((sum, [, number]) => sum + number, 0);
}

describe("GET /metrics", () => {
  it("answers the Prometheus text format with the process's memory and event-loop delay", async () => {
    const text = await scrape();
    expect(value(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(samples(text, "nodejs_eventloop_lag_p99_seconds")).toHaveLength(1);
    expect(samples(text, "vidyapath_answer_cache_total")).toHaveLength(4);
  });

  it("counts requests by route pattern and status, with their latency", async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const after = await scrape();
    const healthz = { route: "/healthz", method: "GET", status: "200" };
    expect(value(after, "vidyapath_http_requests_total", healthz)).toBe(
      value(before, "vidyapath_http_requests_total", healthz) + 3,
    );
    const count = (text: string) => value(text, "vidyapath_http_request_duration_seconds_count", { route: "/healthz" });
    expect(count(after)).toBe(count(before) + 3);
  });

  it("counts a repeated public read as a cache miss, then hits", async () => {
    const read = () =>
      fetch(`${gateway.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ courses { id title } }" }),
      });
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await read()).status).toBe(200);
    const after = await scrape();
    const moved = (result: string) =>
      value(after, "vidyapath_answer_cache_total", { result, kept_for: "everyone" }) -
      value(before, "vidyapath_answer_cache_total", { result, kept_for: "everyone" });
    expect(moved("miss")).toBe(1);
    expect(moved("hit")).toBe(2);
  });

  it("counts a learner's own answers apart from everyone's", async () => {
    const past = await writerPast(gateway);
    try {
      const learner = await heardSignIn(gateway, past.elsewhere);
      const read = () =>
        fetch(`${gateway.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${learner.token}` },
          body: JSON.stringify({ query: "{ me { id firstName } }" }),
        });
      const before = await scrape();
      for (let i = 0; i < 3; i++) expect((await read()).status).toBe(200);
      const after = await scrape();
      const moved = (result: string, keptFor: string) =>
        value(after, "vidyapath_answer_cache_total", { result, kept_for: keptFor }) -
        value(before, "vidyapath_answer_cache_total", { result, kept_for: keptFor });
      expect([moved("miss", "learner"), moved("hit", "learner")]).toEqual([1, 2]);
      expect([moved("miss", "everyone"), moved("hit", "everyone")]).toEqual([0, 0]);
    } finally {
      await past.close();
    }
  });

  it("reports every replica's waiting jobs per kind from the queue", async () => {
    const text = await scrape();
    expect(value(text, "vidyapath_jobs_waiting", { kind: "notification-deliver" })).toBe(1);
    expect(value(text, "vidyapath_jobs_oldest_waiting_seconds", { kind: "notification-deliver" })).toBeGreaterThan(-1);
  });

  it("refuses a scrape without the token or with a wrong one", async () => {
    expect((await fetch(`${gateway.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
  });

  it("serves the loopback METRICS_PORT without a token", async () => {
    const port = gateway.app.metricsPort;
    expect(port).toBeGreaterThan(0);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("vidyapath_http_requests_total");
    expect((await fetch(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);
  });

  it("keeps its label set bounded after 1,000 distinct URLs", async () => {
    const series = (text: string) => samples(text, "vidyapath_http_requests_total").length;
    const before = series(await scrape());
    for (let i = 0; i < 1000; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) => {
          const n = i + j;
          // Unknown paths by POST: answered 404 without rendering the client's page.
          const [url, method] = n % 2 ? [`/healthz?visit=${n}`, "GET"] : [`/no-such-${n}/${n}`, "POST"];
          return fetch(`${gateway.url}${url}`, { method }).then((response) => response.arrayBuffer());
        }),
      );
    }
    const after = await scrape();
    expect(series(after) - before).toBeLessThanOrEqual(3);
    expect(after).not.toContain("no-such");
  }, 30_000);
});

describe("the Grafana dashboard", () => {
  it("reads only metrics a gateway serves", async () => {
    const dashboard = fs.readFileSync(new URL("../../../docs/grafana/vidyapath.json", import.meta.url), "utf8");
    const used = new Set(dashboard.match(/\b(?:vidyapath|process|nodejs)_[a-z0-9_]+/g));
    const served = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    // The PostgreSQL pool's gauges exist only on PostgreSQL; this gateway runs on PGlite.
    const postgresOnly = ["vidyapath_db_pool_connections", "vidyapath_db_pool_waiting"];
    const missing = [...used].filter(
      (name) => !postgresOnly.includes(name) && !served.has(name.replace(/_(bucket|sum|count)$/, "")),
    );
    expect(used.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});

describe("a gateway without METRICS_TOKEN or METRICS_PORT", () => {
  it("does not serve /metrics", async () => {
    const plain = await startTestGateway();
    try {
      const response = await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
