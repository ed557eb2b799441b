// The gateway's entry point (`npm run serve`). Tracing starts first, when configured: its instrumentations must be
// in place before Fastify, pg and graphql are imported, hence the dynamic import of everything else.
import { startTracing } from "./telemetry/tracing.ts";

const tracing = await startTracing();
const { start } = await import("./start.ts");
await start(undefined, { afterClose: tracing?.shutdown });
