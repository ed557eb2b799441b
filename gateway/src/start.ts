// Starts the gateway as `npm run serve` does: read the configuration, build, seed an empty database, listen, and
// shut down gracefully on SIGTERM/SIGINT. `extend` adds routes before listening (the bench's raw-SQL floor);
// `afterClose` runs once the gateway has closed, before the process exits (tracing sends its last spans).
import { seedIfEmpty } from "@app/db/seed";
import { setTaxDocumentMailQueue } from "@app/schema";
import { buildApp, type App } from "./app.ts";
import { loadConfig } from "./config/env.ts";
import { makeLectureVideo } from "./video/lecture-video.ts";
import { startVideoWorker } from "./video/video-worker.ts";
import { startNotificationWorker } from "./jobs/notification-delivery.ts";
import { startMessageWorker } from "./jobs/notification-messages.ts";
import { startMockTestSweep } from "./jobs/mock-test-sweep.ts";
import { startPaymentReconciliation } from "./payments/payment-reconcile.ts";
import { startPaymentMailWorker } from "./payments/payment-mail.ts";
import { startIdentityMailWorker } from "./auth/auth-mail.ts";

export async function start(
  extend?: (app: App) => void | Promise<void>,
  options: { afterClose?: () => Promise<void> } = {},
): Promise<App> {
  const config = loadConfig();
  const app = await buildApp(config);
  // Before listening: a payment settled before the workers start still writes its invoice mail's job.
  setTaxDocumentMailQueue(app.services.jobs);
  await extend?.(app);
  if (config.seed) {
    const lecture = () => makeLectureVideo(config.SEED_LECTURE_SECONDS);
    await seedIfEmpty(app.services.db, { files: app.services.files, demoUser: !config.production, lecture });
  }
  await app.server.listen({ port: config.PORT, host: config.HOST });
  // Before anything slow: a SIGTERM that arrives while the job workers start still drains in-flight requests.
  let closing = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.server.log.info({ signal }, "shutting down: finishing in-flight requests");
      // Finishes in-flight requests, closing idle keep-alive sockets at once and the rest at a deadline.
      await app.close();
      await options.afterClose?.().catch((error: unknown) => app.server.log.error({ err: error }, "after close"));
      process.exit(0);
    });
  }
  // After the seed: its uploaded videos get their renditions like any other (docs/video.md). A queue that cannot
  // start leaves the API serving (lessons play their original videos) and says why.
  await startVideoWorker(app.services).catch((error: unknown) =>
    app.server.log.error({ err: error }, "video jobs not started"),
  );
  // Notifications are recorded either way; their email and push wait, pending, for a worker that starts.
  await startNotificationWorker(app.services).catch((error: unknown) =>
    app.server.log.error({ err: error }, "notification delivery not started"),
  );
  // SMS and WhatsApp of notifications, and the practice reminder's schedule (docs/notifications.md).
  await startMessageWorker(app.services).catch((error: unknown) =>
    app.server.log.error({ err: error }, "SMS and WhatsApp notifications not started"),
  );
  // Identity mail a killed gateway left queued is sent now, not at this process's first email (auth/auth-mail.ts).
  if (!config.hostedIdentity) {
    await startIdentityMailWorker(app.services).catch((error: unknown) =>
      app.server.log.error({ err: error }, "identity mail not started"),
    );
  }
  // Without it, an attempt whose learner never came back is submitted when its test's results are next read.
  await startMockTestSweep(app.services).catch((error: unknown) =>
    app.server.log.error({ err: error }, "mock-test sweep not started"),
  );
  // Invoice and credit-note mails queued before a restart are sent now (payments/payment-mail.ts).
  await startPaymentMailWorker(app.services).catch((error: unknown) =>
    app.server.log.error({ err: error }, "invoice mail not started"),
  );
  // Without keys nothing is sold (decision 030): paid courses read 'Not available for purchase yet'.
  const reconciling = await startPaymentReconciliation(app.services).catch((error: unknown) => {
    app.server.log.error({ err: error }, "payment reconciliation not started");
    return true;
  });
  if (!reconciling) app.server.log.warn("paid courses cannot be bought: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET");
  return app;
}
