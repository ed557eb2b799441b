// Drawing a blueprint test's paper from the practice bank at an attempt's start (decision 038): the eligible
// questions (read once per prepared test, decision 044) and the learner's recently seen ones, the pure draw
// (draw.ts) picks, and the picked practice questions are mirrored as "MockTestQuestion" rows so saving, scoring and
// solutions work on them as on any other.
import type { Database, PrismaClient } from "@app/db";
import { EXAM_QUESTION, type ExamQuestionRow } from "../../attempt/mock-test-attempt-sql.ts";
import { MockTestBankShortError } from "../../mock-tests.errors.ts";
import { BankShortError, drawBlueprint, paperSeed, type BlueprintSection, type EligibleQuestion } from "./draw.ts";

/** The blueprint columns of a test and its sections, as the start's source reads them. */
export interface BlueprintTest {
  drawSalt: string;
  samePaperForSitting: boolean;
  opensAt: string | Date | null;
  sections: {
    id: string;
    name: string;
    practiceTopicIds: string[];
    drawEasy: number;
    drawMedium: number;
    drawHard: number;
  }[];
}

/** How many of a learner's latest attempts count as recently seen. */
export const RECENT_ATTEMPTS = 3;

export const blueprintCount = (
  section: Pick<BlueprintTest["sections"][number], "drawEasy" | "drawMedium" | "drawHard">,
) => section.drawEasy + section.drawMedium + section.drawHard;

export const hasBlueprint = (test: Pick<BlueprintTest, "sections">) =>
  test.sections.some((section) => blueprintCount(section) > 0);

/**
 * Whether attempts at the test can get different papers: a section drawing from a course's bank, or a blueprint
 * drawn per learner. The result page then says that ranks compare different papers.
 */
export const papersDiffer = (test: {
  samePaperForSitting: boolean;
  sections: (BlueprintTest["sections"][number] & { drawCount: number })[];
}) => test.sections.some((section) => section.drawCount > 0) || (!test.samePaperForSitting && hasBlueprint(test));

export const sectionsOf = (test: Pick<BlueprintTest, "sections">): BlueprintSection[] =>
  test.sections
    .filter((section) => blueprintCount(section) > 0)
    .map((section) => ({
      id: section.id,
      name: section.name,
      topicIds: section.practiceTopicIds,
      mix: { EASY: section.drawEasy, MEDIUM: section.drawMedium, HARD: section.drawHard },
    }));

/**
 * The part of the seed that names the paper, kept with it for an audit: the attempt, or the sitting (the test's
 * opening time) when everyone in a sitting gets one paper. The salt that completes it stays on the test.
 */
export function seedKeyOf(test: Pick<BlueprintTest, "samePaperForSitting" | "opensAt">, attemptId: string) {
  if (!test.samePaperForSitting) return { attemptId };
  const opensAt = test.opensAt === null ? null : new Date(test.opensAt).toISOString();
  return { sitting: opensAt ?? "open" };
}

async function eligible(db: Database, topicIds: string[]): Promise<EligibleQuestion[]> {
  const rows = await db.sql<EligibleQuestion>`
    SELECT "id", "topicId", "difficulty"::text AS difficulty FROM "PracticeQuestion"
    WHERE "status" = 'ACTIVE' AND "topicId" = ANY(${topicIds}::text[])
      AND (cardinality("optionsEn") > 0 OR cardinality("optionsHi") > 0)`;
  // Sorted once here: the draw sorts by id at every start, which is then a pass over a sorted list.
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The practice questions in the learner's latest attempts' papers (at any test). */
async function recentlySeen(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db.sql<{ id: string }>`
    SELECT DISTINCT q."practiceQuestionId" AS id
    FROM (SELECT "paper" FROM "MockTestAttempt" WHERE "userId" = ${userId} AND "paper" IS NOT NULL
          ORDER BY "startedAt" DESC LIMIT ${RECENT_ATTEMPTS}::int) a
    CROSS JOIN LATERAL jsonb_path_query(a."paper", '$.sections[*].questions[*].id') AS shown(id)
    JOIN "MockTestQuestion" q ON q."id" = shown.id #>> '{}'
    WHERE q."practiceQuestionId" IS NOT NULL`;
  return new Set(rows.map((row) => row.id));
}

/**
 * The mirror of each practice question, as the exam screen shows it: created on its first draw, refreshed from the
 * practice question at later draws until a learner has answered it (from then on scores depend on it, as with any
 * test question). A prepared test draws each question's mirror once; a write to the practice bank raises the test's
 * revision, so the next start prepares again and refreshes what it draws (decision 044).
 */
async function mirrors(db: Database, practiceIds: string[]) {
  await db.sql`
    INSERT INTO "MockTestQuestion" AS m ("id", "practiceQuestionId", "position", "text", "options", "textHi",
      "optionsHi", "correctOption", "explanation", "explanationHi", "difficulty", "tags", "imageUrl", "imageAlt")
    SELECT gen_random_uuid()::text, p."id", 0, COALESCE(p."textEn", p."textHi", ''), o.options,
      CASE WHEN cardinality(p."optionsHi") = cardinality(o.options) THEN p."textHi" END,
      CASE WHEN cardinality(p."optionsHi") = cardinality(o.options) THEN p."optionsHi" ELSE ARRAY[]::text[] END,
      p."correctIndex", COALESCE(p."explanationEn", p."explanationHi", ''), p."explanationHi",
      lower(p."difficulty"::text), p."exams", p."imageUrl",
      CASE WHEN p."imageUrl" IS NOT NULL THEN COALESCE(NULLIF(p."imageAlt", ''), 'Figure') END
    FROM "PracticeQuestion" p
    CROSS JOIN LATERAL (SELECT CASE WHEN cardinality(p."optionsEn") > 0 THEN p."optionsEn" ELSE p."optionsHi" END
      AS options) o
    WHERE p."id" = ANY(${practiceIds}::text[])
    ON CONFLICT ("practiceQuestionId") DO UPDATE SET
      "text" = EXCLUDED."text", "options" = EXCLUDED."options", "textHi" = EXCLUDED."textHi",
      "optionsHi" = EXCLUDED."optionsHi", "correctOption" = EXCLUDED."correctOption",
      "explanation" = EXCLUDED."explanation", "explanationHi" = EXCLUDED."explanationHi",
      "difficulty" = EXCLUDED."difficulty", "tags" = EXCLUDED."tags", "imageUrl" = EXCLUDED."imageUrl",
      "imageAlt" = EXCLUDED."imageAlt"
    WHERE NOT EXISTS (SELECT 1 FROM "MockTestAnswer" x WHERE x."questionId" = m."id")`;
  return db.sql<{ practiceQuestionId: string; question: ExamQuestionRow }>`
    SELECT q."practiceQuestionId", ${EXAM_QUESTION} AS question FROM "MockTestQuestion" q
    WHERE q."practiceQuestionId" = ANY(${practiceIds}::text[])`;
}

function draw(test: BlueprintTest, bank: EligibleQuestion[], seed: string, seen: Set<string>) {
  try {
    return drawBlueprint(sectionsOf(test), bank, seed, seen);
  } catch (error) {
    if (error instanceof BankShortError)
      throw new MockTestBankShortError(error.section.name, error.difficulty, error.needed, error.available);
    throw error;
  }
}

/**
 * A blueprint test's draw kept between starts (decision 044): the eligible bank read once, each drawn question's
 * mirror once, and with one paper for the sitting that paper's picks.
 */
export interface PreparedBlueprint {
  bank: EligibleQuestion[];
  /** Practice question id to its mirror. */
  mirrors: Map<string, ExamQuestionRow>;
  sitting?: Map<string, string[]>;
}

export async function prepareBlueprint(db: Database, test: BlueprintTest): Promise<PreparedBlueprint> {
  const topicIds = [...new Set(sectionsOf(test).flatMap((section) => section.topicIds))];
  return { bank: await eligible(db, topicIds), mirrors: new Map() };
}

/**
 * A new attempt's blueprint questions per section, as mirrored test questions in the order drawn, and the seed
 * key: the same draw as decision 038's, from the prepared bank. One paper for everyone ignores what the learner
 * saw recently, or papers would differ; it is drawn once. A paper per learner reads what the learner saw (one
 * statement), and mirrors only questions no earlier start of this preparation drew.
 */
export async function drawBlueprintPaper(
  db: Database,
  test: BlueprintTest,
  prepared: PreparedBlueprint,
  userId: string,
  attemptId: string,
) {
  const seedKey = seedKeyOf(test, attemptId);
  let picked = test.samePaperForSitting ? prepared.sitting : undefined;
  if (!picked) {
    const seen = test.samePaperForSitting ? new Set<string>() : await recentlySeen(db, userId);
    picked = draw(test, prepared.bank, paperSeed(test.drawSalt, seedKey), seen);
    if (test.samePaperForSitting) prepared.sitting = picked;
  }
  const missing = [...picked.values()].flat().filter((id) => !prepared.mirrors.has(id));
  if (missing.length)
    for (const row of await mirrors(db, missing)) prepared.mirrors.set(row.practiceQuestionId, row.question);
  const drawn = new Map<string, ExamQuestionRow[]>();
  for (const [sectionId, ids] of picked)
    drawn.set(
      sectionId,
      ids.map((id) => prepared.mirrors.get(id)!),
    );
  return { drawn, seedKey };
}

/** The bank's eligible questions of the topics, as `eligible` reads them, through Prisma (staff checks, previews). */
export async function eligibleBank(prisma: PrismaClient, topicIds: string[]): Promise<EligibleQuestion[]> {
  const rows = await prisma.practiceQuestion.findMany({
    where: { status: "ACTIVE", topicId: { in: topicIds } },
    select: { id: true, topicId: true, difficulty: true, optionsEn: true, optionsHi: true },
  });
  return rows
    .filter((row) => row.optionsEn.length > 0 || row.optionsHi.length > 0)
    .map(({ id, topicId, difficulty }) => ({ id, topicId, difficulty }));
}

/** Publishing a blueprint test checks that the bank can fill every section today (mock_test_bank_short). */
export async function checkBlueprintBank(prisma: PrismaClient, testId: string) {
  const test = await prisma.mockTest.findUniqueOrThrow({
    where: { id: testId },
    select: {
      drawSalt: true,
      samePaperForSitting: true,
      opensAt: true,
      sections: {
        orderBy: { position: "asc" },
        select: { id: true, name: true, practiceTopicIds: true, drawEasy: true, drawMedium: true, drawHard: true },
      },
    },
  });
  if (!hasBlueprint(test)) return;
  const bank = await eligibleBank(
    prisma,
    test.sections.flatMap((section) => section.practiceTopicIds),
  );
  draw(test, bank, paperSeed(test.drawSalt, { sitting: "publish-check" }), new Set());
}
