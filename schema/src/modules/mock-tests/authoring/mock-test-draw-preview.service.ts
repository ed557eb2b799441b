// The draw as staff meet it, and a sample draw for staff checking a blueprint (docs/mock-tests.md,
// "Editing a blueprint"): the attempt's own draw (paper/blueprint/draw.ts) with a seed the staff member chooses, so
// the same seed shows the same paper and no real attempt's paper is given away.
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import {
  BankShortError,
  drawBlueprint,
  paperSeed,
  type BlueprintSection,
  type EligibleQuestion,
} from "../paper/blueprint/draw.ts";
import { eligibleBank, sectionsOf } from "../paper/blueprint/blueprint-paper.service.ts";
import { MockTestBankShortError } from "../mock-tests.errors.ts";
import { findStaffMockTest } from "./mock-test-authoring.service.ts";

/** The draw, its shortfall as the coded error staff see (mock_test_bank_short naming the section). */
export function drawOrRefuse(sections: BlueprintSection[], bank: EligibleQuestion[], seed: string) {
  try {
    return drawBlueprint(sections, bank, seed);
  } catch (error) {
    if (!(error instanceof BankShortError)) throw error;
    throw new MockTestBankShortError(error.section.name, error.difficulty, error.needed, error.available);
  }
}

/** A sample paper of the test's saved blueprint for `seed`: per blueprint section, the questions it drew in order. */
export async function previewMockTestDraw(prisma: PrismaClient, viewer: Viewer, testId: string, seed: string) {
  const test = await findStaffMockTest(prisma, viewer, testId);
  const sections = sectionsOf(test);
  if (sections.length === 0)
    throw new AppError("invalid_input", "This test has no blueprint to draw from", { testId: "No blueprint" });
  const bank = await eligibleBank(prisma, [...new Set(sections.flatMap((section) => section.topicIds))]);
  const picked = drawOrRefuse(sections, bank, paperSeed(test.drawSalt, { sitting: `preview:${seed}` }));
  const questions = await prisma.practiceQuestion.findMany({
    where: { id: { in: [...picked.values()].flat() } },
    select: {
      id: true,
      textEn: true,
      textHi: true,
      difficulty: true,
      topic: { select: { id: true, nameEn: true, nameHi: true } },
    },
  });
  const byId = new Map(questions.map((question) => [question.id, question]));
  return sections.map((section) => ({
    sectionId: section.id,
    name: section.name,
    questions: picked.get(section.id)!.map((id) => byId.get(id)!),
  }));
}

export type DrawPreview = Awaited<ReturnType<typeof previewMockTestDraw>>;
