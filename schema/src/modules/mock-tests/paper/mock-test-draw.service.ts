// Drawing a new attempt's paper from its test's prepared start (mock-test-prepared.service.ts, decision 044).
import type { Database } from "@app/db";
import type { ExamQuestionRow } from "../attempt/mock-test-attempt-sql.ts";
import { buildPaper, shuffled, type Paper } from "./mock-test-paper.ts";
import { drawBlueprintPaper } from "./blueprint/blueprint-paper.service.ts";
import type { PreparedTest } from "./mock-test-prepared.service.ts";

/**
 * A new attempt's paper from its test's prepared start, and the questions it shows: each section's own questions
 * plus, for a section that draws, drawCount random questions of its pool, the course's bank questions with its tag
 * (a question drawn for one section is not drawn again for another), and a blueprint's questions drawn from the
 * practice bank with the attempt's seed (blueprint/, decision 038). Only a blueprint drawn per learner reads the
 * database (what the learner saw recently; mirrors of questions first drawn).
 */
export async function drawPaper(
  db: Database,
  prepared: PreparedTest,
  attempt: { userId: string; attemptId: string },
): Promise<{ paper: Paper; questions: ExamQuestionRow[] }> {
  const { source } = prepared;
  const drawn = new Map<string, { id: string; options: string[] }[]>();
  const shown = new Map<string, ExamQuestionRow>();
  let seedKey: Paper["seedKey"];
  if (prepared.blueprint) {
    const blueprint = await drawBlueprintPaper(db, source, prepared.blueprint, attempt.userId, attempt.attemptId);
    for (const [sectionId, questions] of blueprint.drawn) {
      drawn.set(sectionId, questions);
      for (const question of questions) shown.set(question.id, question);
    }
    seedKey = blueprint.seedKey;
  }
  const taken = new Set<string>();
  for (const section of source.sections) {
    if (!section.pool.length) continue;
    const picked = shuffled(section.pool.filter((question) => !taken.has(question.id))).slice(0, section.drawCount);
    drawn.set(section.id, [...(drawn.get(section.id) ?? []), ...picked]);
    for (const question of picked) taken.add(question.id);
  }
  const paper = buildPaper(source, drawn);
  for (const question of paper.sections.flatMap((section) => section.questions))
    if (!shown.has(question.id)) shown.set(question.id, prepared.questions.get(question.id)!);
  return { paper: seedKey ? { ...paper, seedKey } : paper, questions: [...shown.values()] };
}
