// Editing a test's blueprint in the staff console (docs/mock-tests.md, "Editing a blueprint"; decision 038): whether
// the test is a fixed list or drawn from the practice bank, per section the topics, count and easy/medium/hard mix,
// and one paper per sitting or per learner. Like the fixed-list editor, it is refused once anyone attempted the test.
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { mockTestQuestionLimits as limits } from "../../../input-limits.ts";
import { recordAudit } from "../../audit/audit.service.ts";
import {
  DIFFICULTIES,
  type BlueprintSection,
  type Difficulty,
  type EligibleQuestion,
} from "../paper/blueprint/draw.ts";
import { MockTestHasAttemptsError } from "../mock-tests.errors.ts";
import { findStaffMockTest } from "./mock-test-authoring.service.ts";
import { eligibleBank } from "../paper/blueprint/blueprint-paper.service.ts";
import { drawOrRefuse } from "./mock-test-draw-preview.service.ts";

export type BlueprintMode = "FIXED_LIST" | "BLUEPRINT";

/** One section's row: `count` questions of `topicIds`, of which `mix` easy, medium and hard. */
export interface BlueprintRow {
  sectionId: string;
  topicIds: string[];
  count: number;
  mix: Record<Difficulty, number>;
}

export interface BlueprintData {
  mode: BlueprintMode;
  samePaperForSitting: boolean;
  sections: BlueprintRow[];
}

const field = (index: number, name: string) => `input.sections.${index}.${name}`;

/** The rows' own rules, every broken one named on its field (invalid_input). */
function checkRows(data: BlueprintData, sectionIds: Set<string>, topicIds: Set<string>) {
  const details: Record<string, string> = {};
  if (data.mode === "BLUEPRINT" && data.sections.length === 0)
    details["input.sections"] = "A blueprint needs at least one section that draws questions";
  const seen = new Set<string>();
  data.sections.forEach((row, index) => {
    if (!sectionIds.has(row.sectionId) || seen.has(row.sectionId))
      details[field(index, "sectionId")] = "Choose each of this test's sections at most once";
    seen.add(row.sectionId);
    if (row.topicIds.length === 0) details[field(index, "topicIds")] = "Choose at least one practice topic";
    else if (row.topicIds.length > limits.blueprintTopics)
      details[field(index, "topicIds")] = `Choose at most ${limits.blueprintTopics} topics`;
    else if (row.topicIds.some((id) => !topicIds.has(id))) details[field(index, "topicIds")] = "Unknown practice topic";
    if (!Number.isInteger(row.count) || row.count < 1 || row.count > limits.drawCount.max)
      details[field(index, "count")] = `The count must be between 1 and ${limits.drawCount.max}`;
    else if (DIFFICULTIES.some((difficulty) => row.mix[difficulty] < 0))
      details[field(index, "mix")] = "Easy, medium and hard cannot be negative";
    else if (DIFFICULTIES.reduce((sum, difficulty) => sum + row.mix[difficulty], 0) !== row.count)
      details[field(index, "mix")] = `Easy, medium and hard must add up to the count (${row.count})`;
  });
  if (Object.keys(details).length) throw new AppError("invalid_input", Object.values(details)[0]!, details);
}

/**
 * Each row's shortfall on its own (mock_test_bank_short with the row's difficulty fields): the published questions
 * of its topics in the languages mock tests are written in (English or Hindi options, as the draw takes them).
 */
function checkBankPerRow(rows: BlueprintRow[], bank: EligibleQuestion[], names: Map<string, string>) {
  const details: Record<string, string> = {};
  rows.forEach((row, index) => {
    const topics = new Set(row.topicIds);
    for (const difficulty of DIFFICULTIES) {
      const needed = row.mix[difficulty];
      const available = bank.filter((q) => topics.has(q.topicId) && q.difficulty === difficulty).length;
      if (needed > available)
        details[field(index, difficulty.toLowerCase())] =
          `${needed} ${difficulty.toLowerCase()} needed, the bank has ${available} in these topics`;
    }
  });
  const first = Object.keys(details)[0];
  if (!first) return;
  const index = Number(first.split(".")[2]);
  const section = names.get(rows[index]!.sectionId) ?? "";
  throw new AppError("mock_test_bank_short", `Section "${section}": ${details[first]}`, details);
}

/** A blueprint as the audit records it, before and after. */
const blueprintOf = (
  samePaperForSitting: boolean,
  sections: { id: string; practiceTopicIds: string[]; drawEasy: number; drawMedium: number; drawHard: number }[],
) => ({
  samePaperForSitting,
  sections: sections
    .filter((s) => s.drawEasy + s.drawMedium + s.drawHard > 0)
    .map((s) => ({
      sectionId: s.id,
      topicIds: s.practiceTopicIds,
      easy: s.drawEasy,
      medium: s.drawMedium,
      hard: s.drawHard,
    })),
});

/** Saves the blueprint whole: sections left out (and every section of a fixed list) draw nothing from the bank. */
export async function saveMockTestBlueprint(prisma: PrismaClient, viewer: Viewer, testId: string, data: BlueprintData) {
  const test = await findStaffMockTest(prisma, viewer, testId);
  if (test._count.attempts > 0) throw new MockTestHasAttemptsError();
  const rows = data.mode === "BLUEPRINT" ? data.sections : [];
  const topicIds = [...new Set(rows.flatMap((row) => row.topicIds))];
  const topics = await prisma.practiceTopic.findMany({ where: { id: { in: topicIds } }, select: { id: true } });
  checkRows({ ...data, sections: rows }, new Set(test.sections.map((s) => s.id)), new Set(topics.map((t) => t.id)));
  const names = new Map(test.sections.map((section) => [section.id, section.name]));
  const bank = await eligibleBank(prisma, topicIds);
  checkBankPerRow(rows, bank, names);
  // Sections sharing topics take from one pool: a draw finds what the per-row counts cannot.
  const drawn: BlueprintSection[] = rows.map((row) => ({ ...row, id: row.sectionId, name: names.get(row.sectionId)! }));
  drawOrRefuse(drawn, bank, `${test.drawSalt}:save-check`);
  const byId = new Map(rows.map((row) => [row.sectionId, row]));
  await prisma.$transaction(async (tx) => {
    for (const section of test.sections) {
      const row = byId.get(section.id);
      await tx.mockTestSection.update({
        where: { id: section.id },
        data: {
          practiceTopicIds: row ? [...new Set(row.topicIds)] : [],
          drawEasy: row?.mix.EASY ?? 0,
          drawMedium: row?.mix.MEDIUM ?? 0,
          drawHard: row?.mix.HARD ?? 0,
        },
      });
    }
    await tx.mockTest.update({ where: { id: testId }, data: { samePaperForSitting: data.samePaperForSitting } });
    await recordAudit(tx, viewer, {
      action: "update-blueprint",
      entity: "MockTest",
      entityId: testId,
      before: blueprintOf(test.samePaperForSitting, test.sections),
      after: blueprintOf(
        data.samePaperForSitting,
        rows.map((row) => ({
          id: row.sectionId,
          practiceTopicIds: row.topicIds,
          drawEasy: row.mix.EASY,
          drawMedium: row.mix.MEDIUM,
          drawHard: row.mix.HARD,
        })),
      ),
    });
  });
  return findStaffMockTest(prisma, viewer, testId);
}
