// Reads the configuration, starts the gateway, and shuts down gracefully on SIGTERM/SIGINT.
import { loadConfig } from "./config/env.ts";
import { buildApp } from "./app.ts";
import { seedIfEmpty } from "@app/db/seed";
import { startVideoWorker } from "./video/video-worker.ts";
import { makeLectureVideo } from "./video/lecture-video.ts";

const config = loadConfig();
const app = await buildApp(config);
if (config.seed) {
  const lecture = () => makeLectureVideo(config.SEED_LECTURE_SECONDS);
  await seedIfEmpty(app.services.db, { files: app.services.files, demoUser: !config.production, lecture });
}
await app.server.listen({ port: config.PORT, host: config.HOST });
// After the seed: its uploaded videos get their renditions like any other (docs/video.md). A queue that cannot
// start leaves the API serving (lessons play their original videos) and says why.
await startVideoWorker(app.services).catch((error: unknown) => app.server.log.error({ err: error }, "video jobs not started"));

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.server.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Finishes in-flight requests, closing idle keep-alive sockets at once and the rest at a deadline.
    await app.close();
    process.exit(0);
  });
}
