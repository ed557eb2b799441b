// Traces (docs/operations.md, "Traces"): with OTEL_EXPORTER_OTLP_ENDPOINT set, a gateway process sends one trace
// per request to the collector, holding the HTTP request, Fastify's route, the GraphQL operation by name and, on
// PostgreSQL, the statements it ran; without it the process loads no OpenTelemetry module at all.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnGateway } from "../../test/reliability/child-gateway.ts";
import { createPostgresDatabase, postgresUnavailableReason } from "../../test/reliability/databases.ts";
import { startOtlpCollector, type ReceivedSpan } from "../../test/reliability/otlp-collector.ts";

const postgresSkip = await postgresUnavailableReason();
const preload = path.resolve(import.meta.dirname, "../../test/reliability/loaded-modules.mjs");
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A gateway process that lists the CommonJS modules it loaded when it exits (SIGTERM: a graceful close). */
async function gatewayListingModules(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-tracing-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const modulesFile = path.join(dataDir, "loaded-modules.txt");
  const gateway = await spawnGateway({
    DATA_DIR: dataDir,
    NODE_OPTIONS: `--import ${preload}`,
    LOADED_MODULES_FILE: modulesFile,
    ...env,
  });
  cleanups.push(() => gateway.kill("SIGKILL"));
  return {
    gateway,
    async stop() {
      expect(await gateway.kill("SIGTERM")).toEqual({ code: 0, signal: null });
      return fs.readFileSync(modulesFile, "utf8").split("\n");
    },
  };
}

/**
 * The SDK, its exporters and instrumentations. Not @opentelemetry/api: a no-op facade of a few kilobytes that
 * other dependencies load whether or not anything is traced.
 */
const openTelemetryModules = (modules: string[]) =>
  modules.filter((file) =>
    /node_modules\/(@opentelemetry\/(?!api\/)|@fastify\/otel\/|import-in-the-middle\/)/.test(file),
  );

async function tracedRequests(databaseUrl?: string) {
  const collector = await startOtlpCollector();
  cleanups.push(() => collector.close());
  const { gateway, stop } = await gatewayListingModules({
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_SERVICE_NAME: "tracing-test",
    APP_VERSION: "9.9.9-test",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // GraphQL first: on a fresh gateway its answer is not remembered yet, so it is executed (and reads the database).
  const graphql = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "query TracedExams { exams { id category } }", operationName: "TracedExams" }),
  });
  expect(await graphql.json()).toEqual({ data: { exams: [] } });
  expect((await fetch(`${gateway.url}/api/exams`)).status).toBe(200);
  expect(await fetch(`${gateway.url}/healthz`).then((response) => response.status)).toBe(200);
  // The last spans are sent as the gateway closes.
  const modules = await stop();
  expect(openTelemetryModules(modules).length).toBeGreaterThan(0);
  expect(collector.otherPaths).toEqual([]);
  const serverSpan = (route: string) =>
    collector.spans.find(
      (span) => span.scope.includes("instrumentation-http") && span.attributes["url.path"] === route,
    );
  return { spans: collector.spans, serverSpan };
}

const inTrace = (spans: ReceivedSpan[], root: ReceivedSpan | undefined) =>
  spans.filter((span) => span.traceId === root?.traceId);

describe("traces", () => {
  // One traced gateway, on PostgreSQL when TEST_DATABASE_URL answers (its statements are traced), else on PGlite.
  let traced: Awaited<ReturnType<typeof tracedRequests>>;
  beforeAll(async () => {
    const postgres = postgresSkip ? undefined : await createPostgresDatabase();
    if (postgres) cleanups.push(() => postgres.drop());
    traced = await tracedRequests(postgres?.url);
  }, 150_000);

  it("are sent per request to OTEL_EXPORTER_OTLP_ENDPOINT: HTTP, route and the GraphQL operation", () => {
    const { spans, serverSpan } = traced;
    const restRequest = serverSpan("/api/exams");
    const graphqlRequest = serverSpan("/graphql");
    expect(restRequest?.resource).toMatchObject({
      "service.name": "tracing-test",
      "service.version": "9.9.9-test",
      "service.instance.id": expect.any(String),
    });
    // Fastify's instrumentation names the route inside the request's trace.
    expect(inTrace(spans, restRequest).some((span) => span.scope === "@fastify/otel" && span.name === "request")).toBe(
      true,
    );
    expect(inTrace(spans, restRequest).some((span) => span.attributes["http.route"] === "/api/exams")).toBe(true);
    const operation = inTrace(spans, graphqlRequest).find((span) => span.name === "query TracedExams");
    expect(operation?.attributes).toMatchObject({ "graphql.operation.name": "TracedExams" });
    // Probes are not traced, nor spans outside a request (the trusted documents parsed at start).
    expect(serverSpan("/healthz")).toBeUndefined();
    expect(
      spans.every((span) => span.traceId === restRequest!.traceId || span.traceId === graphqlRequest!.traceId),
    ).toBe(true);
  });

  it.skipIf(postgresSkip)(
    "hold the pg statements a request ran, on PostgreSQL (PGlite is not pg: its statements are not traced)",
    () => {
      const { spans, serverSpan } = traced;
      const statements = inTrace(spans, serverSpan("/graphql")).filter((span) => span.scope.includes("pg"));
      expect(statements.length).toBeGreaterThan(0);
      expect(statements[0]!.attributes["db.system"] ?? statements[0]!.attributes["db.system.name"]).toBe("postgresql");
    },
  );
});

it("loads no OpenTelemetry module when OTEL_EXPORTER_OTLP_ENDPOINT is not set", async () => {
  const { gateway, stop } = await gatewayListingModules({});
  expect((await fetch(`${gateway.url}/api/exams`)).status).toBe(200);
  const modules = await stop();
  // The preload saw the gateway's modules (the check can see a package), but none of OpenTelemetry's.
  expect(modules.some((file) => file.includes("node_modules/fastify/"))).toBe(true);
  expect(openTelemetryModules(modules)).toEqual([]);
}, 150_000);
