// Published mock tests as learners see them (docs/mock-tests.md): no question text, no key.
import type { PrismaClient } from "@app/db";
import { take } from "../../shared/list-limit.ts";
import { MockTestNotFoundError } from "../mock-tests.errors.ts";

const withSections = {
  sections: { orderBy: { position: "asc" as const }, include: { _count: { select: { questions: true } } } },
};

export function listPublishedMockTests(prisma: PrismaClient, limit?: number | null) {
  return prisma.mockTest.findMany({
    where: { published: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    include: withSections,
    take: take(limit),
  });
}

export async function findPublishedMockTest(prisma: PrismaClient, id: string) {
  const test = await prisma.mockTest.findFirst({ where: { id, published: true }, include: withSections });
  if (!test) throw new MockTestNotFoundError();
  return test;
}

export type MockTestRow = Awaited<ReturnType<typeof findPublishedMockTest>>;

/** The viewer's attempts at each test, newest first, in one query for a whole list. */
export async function attemptsOf(prisma: PrismaClient, userId: string, testIds: readonly string[]) {
  const attempts = await prisma.mockTestAttempt.findMany({
    where: { userId, testId: { in: [...testIds] } },
    orderBy: { startedAt: "desc" },
  });
  return testIds.map((testId) => attempts.filter((attempt) => attempt.testId === testId));
}
