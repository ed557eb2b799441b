// Traces leave the process only when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, "Traces"). Without it
// nothing of OpenTelemetry is imported: the SDK is loaded from here by a dynamic import, so a gateway without a
// collector pays no memory or start-up time for it (the type import below is erased).
import type { Tracing } from "./sdk.ts";

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { startSdk } = await import("./sdk.ts");
  return startSdk(env);
}
