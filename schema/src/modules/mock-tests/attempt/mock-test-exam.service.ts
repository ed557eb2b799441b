// The exam screen's read of an attempt (docs/mock-tests.md, "What a start, a paper read, a save and a submission
// cost"). When a sitting opens, every learner reads the paper within the same seconds, so the read is one statement
// sent through the driver (decision 007): the attempt with the database's clock, its test with the sections, the
// question texts of its paper and its saved answers. Only the columns that may reach the browser before submission
// are selected: the key and the explanations are not read at all (decision 022).
import { Prisma, type Database, type MockTestAnswer, type MockTestAttempt } from "@app/db";
import { asView, isOverdue, type AttemptView } from "./mock-test-attempts.service.ts";
import { finalizeSoon } from "./mock-test-finalize.service.ts";
import { AttemptNotFoundError } from "../mock-tests.errors.ts";
import type { MockTestRow } from "./mock-tests.service.ts";
import {
  asAnswer,
  asTestRow,
  ATTEMPT_QUESTIONS,
  ATTEMPT_TEST,
  EXAM_QUESTION,
  type ExamQuestionRow,
} from "./mock-test-attempt-sql.ts";
import { inShownOrder, type Paper } from "../paper/mock-test-paper.ts";

export interface ExamContent {
  /** The attempt's test whether or not it is still published (the `test` field refuses an unpublished one). */
  test: MockTestRow;
  questions: ExamQuestionRow[];
  answers: MockTestAnswer[];
}

/** An attempt's row read with EXAM_COLUMNS (the exam read). */
type ExamRow = AttemptView & { examTest: Json; examQuestions: ExamQuestionRow[]; examAnswers: Json[] };
type Json = Record<string, unknown>;

// Only what may reach the browser before submission: no key, no explanation (decision 022).
const EXAM_COLUMNS = Prisma.sql`
  ${ATTEMPT_TEST} AS "examTest",
  (SELECT COALESCE(jsonb_agg(${EXAM_QUESTION}), '[]'::jsonb) FROM ${ATTEMPT_QUESTIONS} q) AS "examQuestions",
  (SELECT COALESCE(jsonb_agg(to_jsonb(x)), '[]'::jsonb) FROM "MockTestAnswer" x WHERE x."attemptId" = a."id")
    AS "examAnswers"`;

export type ExamAttempt = AttemptView & { exam: ExamContent };

/** The attempt by id with everything the exam screen shows; undefined when there is no such attempt. */
export async function examAttemptRow(db: Database, attemptId: string): Promise<ExamAttempt | undefined> {
  const [row] = await db.sql<ExamRow>`
    SELECT a.*, now() AS "serverNow", ${EXAM_COLUMNS} FROM "MockTestAttempt" a WHERE a."id" = ${attemptId}`;
  return row && examAttemptOf(row);
}

/** An ExamRow as the attempt with its exam content (dates and numbers as the model's types). */
function examAttemptOf(row: ExamRow): ExamAttempt {
  const { examTest, examQuestions, examAnswers, ...attempt } = row;
  return {
    ...asView(attempt),
    exam: { test: asTestRow(examTest), questions: examQuestions, answers: examAnswers.map(asAnswer) },
  };
}

const loaded = new WeakMap<AttemptView, Promise<ExamContent>>();

/**
 * The exam content of an attempt: read with it by the paper's query, or once per attempt object for the other
 * fields that answer an attempt (a start or a submission whose caller selects the paper).
 */
export function examContentOf(db: Database, attempt: AttemptView & { exam?: ExamContent }): Promise<ExamContent> {
  if (attempt.exam) return Promise.resolve(attempt.exam);
  let content = loaded.get(attempt);
  if (!content) {
    content = examAttemptRow(db, attempt.id).then((row) => row!.exam);
    loaded.set(attempt, content);
  }
  return content;
}

/** The learner's own attempt for the exam screen; an overdue one is submitted on the way, as readAttempt does. */
export async function readExamAttempt(db: Database, userId: string, attemptId: string): Promise<ExamAttempt> {
  const attempt = await examAttemptRow(db, attemptId);
  if (!attempt || attempt.userId !== userId) throw new AttemptNotFoundError();
  if (attempt.submittedAt || !isOverdue(attempt, attempt.serverNow)) return attempt;
  // Overdue: submitted on the way (the attempt was just read with the clock; readAttempt would read it again).
  await finalizeSoon(db.prisma, attempt.id);
  const closed = await db.prisma.mockTestAttempt.findUniqueOrThrow({ where: { id: attemptId } });
  return { ...closed, serverNow: attempt.serverNow, exam: attempt.exam };
}

const atOffset = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

/** What the exam screen shows, in the attempt's order (its content as this file reads it). */
export function examPaper(
  paper: Paper,
  attempt: Pick<MockTestAttempt, "startedAt" | "endsAt">,
  content: Pick<ExamContent, "test" | "questions">,
) {
  const sectionById = new Map(content.test.sections.map((section) => [section.id, section]));
  const questionById = new Map(content.questions.map((question) => [question.id, question]));
  return paper.sections.flatMap((paperSection) => {
    const section = sectionById.get(paperSection.id);
    if (!section) return [];
    return [
      {
        id: section.id,
        name: section.name,
        position: section.position,
        opensAt: atOffset(attempt.startedAt, paperSection.opensAfterSeconds),
        closesAt:
          paperSection.closesAfterSeconds === null
            ? attempt.endsAt
            : atOffset(attempt.startedAt, paperSection.closesAfterSeconds),
        questions: paperSection.questions.flatMap((shown, index) => {
          const question = questionById.get(shown.id);
          if (!question) return [];
          const options = inShownOrder(shown, question.options);
          return [{ ...question, position: index + 1, options, optionsHi: inShownOrder(shown, question.optionsHi) }];
        }),
      },
    ];
  });
}
