// What staff see of a test's attempts (decision 038): which questions each attempt got, in its order, with the
// key and, for a blueprint, the practice question behind each and the seed key that redraws the paper.
import type { MockTestQuestion, PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { findStaffMockTest } from "./mock-test-authoring.service.ts";
import { paperOf } from "../paper/mock-test-papers.service.ts";
import type { Paper } from "../paper/mock-test-paper.ts";

export interface StaffAttemptPaper {
  id: string;
  learnerName: string;
  startedAt: Date;
  submittedAt: Date | null;
  score: number | null;
  /** "attempt:<id>" or "sitting:<opening time>"; null for a paper that drew nothing from the practice bank. */
  seedKey: string | null;
  sections: { sectionId: string; name: string; questions: MockTestQuestion[] }[];
}

const seedKeyText = (paper: Paper) =>
  !paper.seedKey
    ? null
    : "attemptId" in paper.seedKey
      ? `attempt:${paper.seedKey.attemptId}`
      : `sitting:${paper.seedKey.sitting}`;

/** The test's latest attempts with their papers, for the test's authors (mock_test_not_found for anyone else). */
export async function staffAttemptPapers(
  prisma: PrismaClient,
  viewer: Viewer,
  testId: string,
  limit: number,
): Promise<StaffAttemptPaper[]> {
  const test = await findStaffMockTest(prisma, viewer, testId);
  const attempts = await prisma.mockTestAttempt.findMany({
    where: { testId },
    orderBy: [{ startedAt: "desc" }, { id: "asc" }],
    take: limit,
    include: { user: { select: { name: true, firstName: true, lastName: true } } },
  });
  const papers = attempts.map(paperOf);
  const ids = [...new Set(papers.flatMap((paper) => paper.sections.flatMap((s) => s.questions.map((q) => q.id))))];
  const questions = new Map(
    (await prisma.mockTestQuestion.findMany({ where: { id: { in: ids } } })).map((question) => [question.id, question]),
  );
  const names = new Map(test.sections.map((section) => [section.id, section.name]));
  return attempts.map((attempt, index) => ({
    id: attempt.id,
    learnerName: attempt.user.name || `${attempt.user.firstName} ${attempt.user.lastName}`.trim() || "Learner",
    startedAt: attempt.startedAt,
    submittedAt: attempt.submittedAt,
    score: attempt.score,
    seedKey: seedKeyText(papers[index]),
    sections: papers[index].sections.map((section) => ({
      sectionId: section.id,
      name: names.get(section.id) ?? "",
      questions: section.questions.flatMap((shown) => questions.get(shown.id) ?? []),
    })),
  }));
}
