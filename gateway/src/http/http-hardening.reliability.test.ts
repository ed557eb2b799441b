// Cross-cutting HTTP hardening: security headers, CORS allow-list in production, body size limit, slow clients.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call, graphql } from "../../test/reliability/http.ts";

let db: Database;
let dev: RunningGateway;
let prod: RunningGateway;
const allowedOrigin = "https://learn.example.in";

beforeAll(async () => {
  db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  dev = await startGatewayOn(db);
  prod = await startGatewayOn(db, {
    NODE_ENV: "production",
    MAIL_DELIVERY: "off",
    PUBLIC_URL: "https://api.example.in",
    CORS_ORIGINS: `${allowedOrigin},https://admin.example.in`,
  });
});

afterAll(async () => {
  await dev?.close();
  await prod?.close();
  await db?.close();
});

describe("security headers", () => {
  it("send a CSP that allows the YouTube embed and the PDF worker, and no x-powered-by", async () => {
    for (const path of ["/healthz", "/graphql?query=%7B__typename%7D", "/does-not-exist"]) {
      const { headers } = await call(`${prod.url}${path}`);
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp, path).toMatch(/frame-src[^;]*https:\/\/www\.youtube\.com/);
      expect(csp, path).toMatch(/worker-src[^;]*'self'/);
      expect(csp, path).toMatch(/object-src 'none'/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers.get("x-powered-by"), path).toBeNull();
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("let pages opened under another host name load files and the API from PUBLIC_URL", async () => {
    const csp = (await call(`${prod.url}/healthz`)).headers.get("content-security-policy") ?? "";
    const apiOrigin = "https://api.example.in";
    for (const directive of ["img-src", "media-src", "connect-src", "worker-src"]) {
      expect(csp).toMatch(new RegExp(`${directive}[^;]*${apiOrigin.replace(/[.:/]/g, "\\$&")}`));
    }
  });

  it("send HSTS only when the public URL is https", async () => {
    expect((await call(`${prod.url}/healthz`)).headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    expect((await call(`${dev.url}/healthz`)).headers.get("strict-transport-security")).toBeNull();
  });
});

describe("CORS in production", () => {
  const preflight = (origin: string) =>
    fetch(`${prod.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,authorization",
      },
    });

  it("allows only the configured origins", async () => {
    const allowed = await preflight(allowedOrigin);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(allowedOrigin);
    expect(allowed.headers.get("access-control-allow-headers")).toMatch(/authorization/);
    for (const origin of [
      "https://evil.example.com",
      "null",
      "https://learn.example.in.evil.com",
      "http://learn.example.in",
    ]) {
      const refused = await preflight(origin);
      expect(refused.headers.get("access-control-allow-origin"), origin).toBeNull();
      const simple = await fetch(`${prod.url}/healthz`, { headers: { origin } });
      expect(simple.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("turns introspection off in production", async () => {
    const { body } = await graphql(prod.url, "{ __schema { types { name } } }");
    expect(body.data?.__schema).toBeUndefined();
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});

describe("request limits", () => {
  it("refuses a body over the limit with 413 and a JSON error", async () => {
    const big = JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(1_100_000) } });
    for (const path of ["/graphql", "/api/enrollments", "/auth/v1/token?grant_type=password"]) {
      const response = await call(`${dev.url}${path}`, { method: "POST", body: big });
      expect(response.status, path).toBe(413);
      const message = response.body?.error ?? response.body?.msg ?? response.body?.errors?.[0]?.message;
      expect(message, path).toMatch(/too large/i);
    }
  });

  it("cuts off a client that trickles its headers", async () => {
    const started = Date.now();
    const socket = net.connect(Number(new URL(dev.url).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", () => undefined);
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const trickle = setInterval(() => socket.writable && socket.write("X-Slow: a\r\n"), 500);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    clearInterval(trickle);
    const elapsed = Date.now() - started;
    expect(socket.destroyed || socket.readyState === "closed", "the slow socket is closed").toBe(true);
    expect(elapsed).toBeLessThan(15_000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    socket.destroy();
  }, 30_000);
});
