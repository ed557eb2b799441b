// Reads the configuration, starts the gateway, and shuts down gracefully on SIGTERM/SIGINT.
import { loadConfig } from "./config/env.ts";
import { buildApp } from "./app.ts";
import { seedIfEmpty } from "@app/db/seed";

// Below the usual grace period of orchestrators (Kubernetes 30 s) so the database is closed before SIGKILL.
const SHUTDOWN_DEADLINE_MS = 20_000;

const config = loadConfig();
const app = await buildApp(config);
if (config.seed) await seedIfEmpty(app.services.db, { files: app.services.files, demoUser: !config.production });
await app.server.listen({ port: config.PORT, host: config.HOST });

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.server.log.info({ signal }, "shutting down: finishing in-flight requests");
    const http = app.server.server;
    // New connections are refused once close() starts and in-flight requests complete. A keep-alive socket
    // becomes idle only after its response; close it then rather than after keepAliveTimeout (72 s).
    const sweep = setInterval(() => http.closeIdleConnections(), 100);
    const deadline = setTimeout(() => http.closeAllConnections(), SHUTDOWN_DEADLINE_MS);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(deadline);
    }
    process.exit(0);
  });
}
