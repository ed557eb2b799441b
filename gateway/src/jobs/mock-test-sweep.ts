// Mock tests' overdue attempts (docs/mock-tests.md, "Taking a test"): the exam screen submits at the deadline, but a
// learner whose phone died or who closed the page never does. Every minute one gateway (pg-boss's schedule) submits
// every attempt whose time and grace ran out, so it is scored, ranked and listed as submitted without waiting for
// someone to read a result (which also sweeps its own test's, for ranks that cannot wait a minute).
import { finalizeOverdueAttempts } from "@app/schema";
import type { AppServices } from "../services.ts";

export const SWEEP_EVERY = "* * * * *";

type Services = Pick<AppServices, "db" | "jobs">;

export async function startMockTestSweep(services: Services): Promise<void> {
  // A lost sweep is not retried: the next minute's does the same work.
  await services.jobs.work("mock-test-close-overdue", { concurrency: 1, retryLimit: 0 }, async () => {
    await finalizeOverdueAttempts(services.db.prisma);
  });
  await services.jobs.schedule("mock-test-close-overdue", SWEEP_EVERY, {});
}
