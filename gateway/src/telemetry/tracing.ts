// Traces leave the process only when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, "Traces"). Without it
// nothing of OpenTelemetry is imported: the SDK is loaded from here by a dynamic import, so a gateway without a
// collector pays no memory or start-up time for it.
export interface Tracing {
  /** Sends the spans still buffered; the gateway calls it after closing, before the process exits. */
  shutdown(): Promise<void>;
}

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { startSdk } = await import("./sdk.ts");
  return startSdk(env);
}
