// The OpenTelemetry SDK, imported only by tracing.ts when a collector is configured. It must start before Fastify,
// pg and graphql are imported (main.ts imports the rest of the gateway after it), and the gateway's modules are
// ES modules: import-in-the-middle's loader hook lets the pg and graphql instrumentations see them, limited to
// those packages so that no other module is wrapped.
import crypto from "node:crypto";
import module from "node:module";
import { FastifyOtelInstrumentation } from "@fastify/otel";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { GraphQLInstrumentation } from "@opentelemetry/instrumentation-graphql";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { api, NodeSDK, resources, tracing } from "@opentelemetry/sdk-node";
import { nameGraphqlOperations } from "./graphql-operation.ts";

export interface Tracing {
  /** Sends the spans still buffered; the gateway calls it after closing, before the process exits. */
  shutdown(): Promise<void>;
}

/** Probes and scrapes arrive every few seconds and say nothing about a learner's request. */
const UNTRACED_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * A trace starts at a request the gateway answers (an HTTP server span), sampled at OTEL_TRACES_SAMPLER_ARG (a
 * fraction, default all); its spans follow their request's decision. Spans with no request around them are not
 * kept: the trusted documents parsed at start (hundreds of graphql.parse spans) and the job queue's polling.
 */
class RequestSampler implements tracing.Sampler {
  constructor(private readonly requests: tracing.Sampler) {}
  shouldSample(...args: Parameters<tracing.Sampler["shouldSample"]>): tracing.SamplingResult {
    const kind = args[3];
    if (kind !== api.SpanKind.SERVER) return { decision: tracing.SamplingDecision.NOT_RECORD };
    return this.requests.shouldSample(...args);
  }
  toString() {
    return `RequestSampler{${this.requests.toString()}}`;
  }
}

function sampler(env: NodeJS.ProcessEnv): tracing.Sampler {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const fraction = Number.isFinite(ratio) ? Math.min(Math.max(ratio, 0), 1) : 1;
  return new tracing.ParentBasedSampler({
    root: new RequestSampler(new tracing.TraceIdRatioBasedSampler(fraction)),
  });
}

const untraced = (url: string | undefined) => UNTRACED_PATHS.has((url ?? "").split("?")[0]!);

export function startSdk(env: NodeJS.ProcessEnv): Tracing {
  // The same copy of import-in-the-middle as the instrumentations below use (a second copy would not see them).
  module.register(import.meta.resolve("@opentelemetry/instrumentation/hook.mjs"), import.meta.url, {
    data: { include: ["pg", "pg-pool", "graphql"] },
  });
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || "vidyapath-gateway",
    // One id per process, so that the spans of two replicas are told apart; the version is the one the System
    // page shows (APP_VERSION).
    resource: resources.defaultResource().merge(
      resources.resourceFromAttributes({
        "service.version": env.APP_VERSION || "development",
        "service.instance.id": crypto.randomUUID(),
      }),
    ),
    sampler: sampler(env),
    // Traces only: the metrics are Prometheus's (GET /metrics) and the logs are the process's own.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => untraced(request.url),
      }),
      // Fastify's own instrumentation, attached as each Fastify instance is created: the request with its route and
      // the handler. Not a span per hook: they are named after their plugin, here mostly anonymous functions whose
      // whole source would become the span's name; their statements still appear under the request.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (options) => untraced(options.url),
      }),
      // Parse, validate and execute with the operation's name; resolvers two levels deep, not the trivial ones.
      new GraphQLInstrumentation({ depth: 2, ignoreTrivialResolveSpans: true }),
      // Only statements a request caused: the job queue polls every few seconds and would flood the collector.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  nameGraphqlOperations();
  return { shutdown: () => sdk.shutdown() };
}
