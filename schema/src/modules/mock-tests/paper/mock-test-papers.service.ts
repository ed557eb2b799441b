// Reading and drawing attempts' papers (mock-test-paper.ts holds the pure rules).
import type { Database, MockTestAttempt } from "@app/db";
import { buildPaper, shownOption, type Paper, type PaperSource } from "./mock-test-paper.ts";
import type { KeyedQuestion } from "./mock-test-scoring.ts";
import { drawBlueprintPaper, hasBlueprint, type BlueprintTest } from "./blueprint/blueprint-paper.service.ts";

/** What a new attempt's paper is drawn from: the test's sections in order with their own questions and draws. */
export interface DrawSource extends PaperSource, BlueprintTest {
  courseId: string | null;
  sections: (PaperSource["sections"][number] &
    BlueprintTest["sections"][number] & { drawTag: string | null; drawCount: number })[];
}

/**
 * A new attempt's paper: each section's own questions plus, for a section that draws, drawCount random questions
 * of the course's bank with its tag (a question drawn for one section is not drawn again for another), and a
 * blueprint's questions drawn from the practice bank with the attempt's seed (blueprint/, decision 038).
 */
export async function drawPaper(
  db: Database,
  source: DrawSource,
  attempt: { userId: string; attemptId: string },
): Promise<Paper> {
  const drawn = new Map<string, { id: string; options: string[] }[]>();
  let seedKey: Paper["seedKey"];
  if (hasBlueprint(source)) {
    const blueprint = await drawBlueprintPaper(db, source, attempt.userId, attempt.attemptId);
    for (const [sectionId, questions] of blueprint.drawn) drawn.set(sectionId, questions);
    seedKey = blueprint.seedKey;
  }
  const taken: string[] = [];
  for (const section of source.sections) {
    if (!section.drawCount || !section.drawTag || !source.courseId) continue;
    const rows = await db.sql<{ id: string; options: string[] }>`
      SELECT "id", "options" FROM "MockTestQuestion"
      WHERE "bankCourseId" = ${source.courseId} AND ${section.drawTag} = ANY("tags") AND NOT ("id" = ANY(${taken}::text[]))
      ORDER BY random() LIMIT ${section.drawCount}::int`;
    drawn.set(section.id, [...(drawn.get(section.id) ?? []), ...rows]);
    taken.push(...rows.map((row) => row.id));
  }
  const paper = buildPaper(source, drawn);
  return seedKey ? { ...paper, seedKey } : paper;
}

/**
 * The attempt's stored paper. Every attempt has one: a start stores it, and the attempts from before papers existed
 * were given theirs by the migration 20261129120000_mock_test_legacy_papers.
 */
export const paperOf = (attempt: Pick<MockTestAttempt, "paper">): Paper => attempt.paper as unknown as Paper;

type TestMarks = {
  marksCorrect: number;
  negativeMarks: number;
  sections: { id: string; marksCorrect: number | null; negativeMarks: number | null }[];
};

/** Each question of the paper with its key (`keyOf`: question id to its correct option) and the marks that apply: its section's, else the test's. */
export function keyPaper(test: TestMarks, paper: Paper, keyOf: Map<string, number>): KeyedQuestion[] {
  const sectionById = new Map(test.sections.map((section) => [section.id, section]));
  return paper.sections.flatMap((paperSection) => {
    const section = sectionById.get(paperSection.id);
    return paperSection.questions.flatMap((question) => {
      const correctOption = keyOf.get(question.id);
      if (correctOption === undefined) return [];
      return [
        {
          id: question.id,
          sectionId: paperSection.id,
          correctOption,
          marksCorrect: section?.marksCorrect ?? test.marksCorrect,
          negativeMarks: section?.negativeMarks ?? test.negativeMarks,
        },
      ];
    });
  });
}

/** Stored answers with their options as the attempt shows them. */
export function shownAnswers<T extends { questionId: string; option: number | null }>(paper: Paper, answers: T[]): T[] {
  const byId = new Map(paper.sections.flatMap((section) => section.questions.map((q) => [q.id, q] as const)));
  return answers.map((answer) => {
    const question = byId.get(answer.questionId);
    return question ? { ...answer, option: shownOption(question, answer.option) } : answer;
  });
}
