// A loopback OpenTelemetry collector: accepts OTLP/HTTP JSON on POST /v1/traces (OTEL_EXPORTER_OTLP_PROTOCOL=
// http/json) and records every span it is sent, flattened with its service's resource attributes.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  scope: string;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

export interface OtlpCollector {
  /** The value for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: ReceivedSpan[];
  /** Paths of the requests that were not traces (metrics or logs the gateway should not send). */
  otherPaths: string[];
  close(): Promise<void>;
}

interface KeyValue {
  key: string;
  value: Record<string, unknown>;
}

const flatten = (attributes: KeyValue[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

export async function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: ReceivedSpan[] = [];
  const otherPaths: string[] = [];
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    if (request.method !== "POST" || request.url !== "/v1/traces") {
      otherPaths.push(`${request.method} ${request.url}`);
      response.writeHead(404).end();
      return;
    }
    const payload = JSON.parse(body) as {
      resourceSpans: {
        resource: { attributes: KeyValue[] };
        scopeSpans: {
          scope: { name: string };
          spans: { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: KeyValue[] }[];
        }[];
      }[];
    };
    for (const { resource, scopeSpans } of payload.resourceSpans) {
      for (const { scope, spans: sent } of scopeSpans) {
        for (const span of sent) {
          spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            scope: scope.name,
            attributes: flatten(span.attributes),
            resource: flatten(resource.attributes),
          });
        }
      }
    }
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    otherPaths,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
