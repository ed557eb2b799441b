// The authoring rules on a test's times (docs/mock-tests.md, "Authoring"): its window and its sections' own limits.
import type { Prisma } from "@app/db";
import { AppError } from "../../../errors.ts";

export const invalid = (field: string, message: string) => new AppError("invalid_input", message, { [field]: message });

export function checkWindow(window: { opensAt: Date | null; closesAt: Date | null }) {
  if (window.opensAt && window.closesAt && window.opensAt >= window.closesAt)
    throw invalid("closesAt", "The test must close after it opens");
}

/**
 * Sections with their own limit run one after another (mock-test-paper.ts): every section but the last needs one
 * when any has one, and together they fit in the test's duration.
 */
export async function checkSectionTimes(tx: Prisma.TransactionClient, testId: string) {
  const test = await tx.mockTest.findUniqueOrThrow({
    where: { id: testId },
    select: { durationMinutes: true, sections: { orderBy: { position: "asc" }, select: { timeLimitMinutes: true } } },
  });
  const limits = test.sections.map((section) => section.timeLimitMinutes);
  if (limits.every((limit) => limit === null)) return;
  if (limits.slice(0, -1).some((limit) => limit === null))
    throw invalid("timeLimitMinutes", "When sections have their own time, every section but the last needs one");
  const total = limits.reduce<number>((sum, limit) => sum + (limit ?? 0), 0);
  if (total > test.durationMinutes)
    throw invalid(
      "timeLimitMinutes",
      `Section times add up to ${total} minutes, more than the test's ${test.durationMinutes}`,
    );
}
