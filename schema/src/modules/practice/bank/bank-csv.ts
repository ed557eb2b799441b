// The bank as CSV (docs/practice.md): one row per question, both languages side by side. Export writes these
// columns; import reads them, checks every row and writes only when no row has an error, in one transaction, so a
// file is taken whole or not at all. Errors name the file's line (the header is line 1). A row with the `id` of a
// question the importer may edit updates it (export, fix, import); a row without one adds a question.
import { parse } from "csv-parse/sync";
import type { PracticeDifficulty, PracticeQuestionStatus, PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { editableQuestions, exportBank, writeImported, type BankFilter } from "./staff-bank.service.ts";
import { nearDuplicates } from "./near-duplicates.ts";
import { checkQuestion, type QuestionFields } from "./question-input.ts";
import { authorCourse } from "../../courses/course-access.ts";

export const LETTERS = ["A", "B", "C", "D", "E"] as const;
export const MAX_CSV_ROWS = 2_000;
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
const DIFFICULTIES = ["EASY", "MEDIUM", "HARD"] as const;

const options = (language: "en" | "hi") => LETTERS.map((letter) => `option_${letter.toLowerCase()}_${language}`);
export const CSV_COLUMNS = [
  "id",
  "subject",
  "topic",
  "subtopic",
  "difficulty",
  "exams",
  "question_en",
  ...options("en"),
  "explanation_en",
  "question_hi",
  ...options("hi"),
  "explanation_hi",
  "correct_option",
  "source",
  "year",
  "image_url",
  "image_alt",
  "course_id",
  "status",
] as const;
const REQUIRED = ["subject", "topic", "correct_option"];

type Exported = Awaited<ReturnType<typeof exportBank>>[number];

/** The export's rows, in CSV_COLUMNS order (the gateway quotes them and guards against formulas). */
export async function bankCsvRows(prisma: PrismaClient, viewer: Viewer, filter: BankFilter = {}) {
  // A larger bank is exported a subject or topic at a time, each file one an import takes whole.
  const rows = await exportBank(prisma, viewer, filter, MAX_CSV_ROWS);
  return rows.map((question: Exported) => {
    const cells: Record<(typeof CSV_COLUMNS)[number], string> = {
      id: question.id,
      subject: question.topic.subject.slug,
      topic: question.topic.slug,
      subtopic: question.subtopic ?? "",
      difficulty: question.difficulty.toLowerCase(),
      exams: question.exams.join("; "),
      question_en: question.textEn ?? "",
      ...Object.fromEntries(options("en").map((column, i) => [column, question.optionsEn[i] ?? ""])),
      explanation_en: question.explanationEn ?? "",
      question_hi: question.textHi ?? "",
      ...Object.fromEntries(options("hi").map((column, i) => [column, question.optionsHi[i] ?? ""])),
      explanation_hi: question.explanationHi ?? "",
      correct_option: LETTERS[question.correctIndex] ?? "",
      source: question.source ?? "",
      year: question.year === null ? "" : String(question.year),
      // A seeded diagram's data: URL is the question's picture itself; it round-trips like any address.
      image_url: question.imageUrl ?? "",
      image_alt: question.imageAlt ?? "",
      course_id: question.courseId ?? "",
      status: question.status.toLowerCase(),
    } as Record<(typeof CSV_COLUMNS)[number], string>;
    return CSV_COLUMNS.map((column) => cells[column]);
  });
}

export interface CsvRowError {
  line: number;
  message: string;
}

export interface CsvWarning {
  line: number;
  /** An existing question it looks like, or null for an earlier row of the same file. */
  questionId: string | null;
  message: string;
}

export interface CsvImport {
  created: number;
  updated: number;
  errors: CsvRowError[];
  warnings: CsvWarning[];
}

type Row = { [column: string]: string };

function parseRows(csv: string): { rows: { line: number; record: Row }[]; errors: CsvRowError[] } {
  let parsed: { record: Row; info: { lines: number } }[];
  try {
    parsed = parse(csv, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      relax_column_count: true,
      info: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], errors: [{ line, message: `the file is not valid CSV (${(error as Error).message})` }] };
  }
  if (!parsed.length) return { rows: [], errors: [{ line: 1, message: "the file has no question rows" }] };
  const header = Object.keys(parsed[0]!.record);
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (missing.length) return { rows: [], errors: [{ line: 1, message: `missing columns: ${missing.join(", ")}` }] };
  if (parsed.length > MAX_CSV_ROWS)
    return { rows: [], errors: [{ line: MAX_CSV_ROWS + 2, message: `at most ${MAX_CSV_ROWS} questions per file` }] };
  return { rows: parsed.map(({ record, info }) => ({ line: info.lines, record })), errors: [] };
}

export async function importBankCsv(prisma: PrismaClient, viewer: Viewer, csv: string): Promise<CsvImport> {
  if (Buffer.byteLength(csv, "utf8") > MAX_CSV_BYTES)
    throw new AppError("payload_too_large", `A CSV file is at most ${MAX_CSV_BYTES / 1024 / 1024} MB`);
  const parsed = parseRows(csv);
  if (parsed.errors.length) return { created: 0, updated: 0, errors: parsed.errors, warnings: [] };

  const topics = await prisma.practiceTopic.findMany({ include: { subject: { select: { slug: true } } } });
  const topicOf = new Map(topics.map((topic) => [`${topic.subject.slug}/${topic.slug}`, topic.id]));
  const ids = parsed.rows.map(({ record }) => (record.id ?? "").trim()).filter(Boolean);
  const editableIds = new Set(
    (
      await prisma.practiceQuestion.findMany({
        where: { id: { in: ids }, ...editableQuestions(viewer) },
        select: { id: true },
      })
    ).map((row) => row.id),
  );
  const courseChecks = new Map<string, string | null>();
  const errors: CsvRowError[] = [];
  const checked: { line: number; id: string | null; fields: QuestionFields }[] = [];

  for (const { line, record } of parsed.rows) {
    // The export guards a cell a spreadsheet would run as a formula with a leading apostrophe ("'-5"): taken off
    // here, so an exported file imports back unchanged.
    const cell = (column: string) => (record[column] ?? "").trim().replace(/^'(?=[=+\-@\t\r])/, "");
    const problems: string[] = [];
    const id = cell("id") || null;
    if (id && !editableIds.has(id)) problems.push(`question ${id} does not exist or is not yours to edit`);
    const topicId = topicOf.get(`${cell("subject")}/${cell("topic")}`);
    if (!topicId) problems.push(`topic ${cell("subject")}/${cell("topic")} does not exist`);
    const difficulty = (cell("difficulty") || "medium").toUpperCase();
    if (!DIFFICULTIES.includes(difficulty as PracticeDifficulty))
      problems.push(`difficulty ${cell("difficulty")} is not easy, medium or hard`);
    const letter = cell("correct_option").toUpperCase();
    const correctIndex = LETTERS.indexOf(letter as (typeof LETTERS)[number]);
    if (correctIndex < 0) problems.push(`correct option "${cell("correct_option")}" is not A to E`);
    const year = cell("year") ? Number(cell("year")) : null;
    const status = (cell("status") || "active").toUpperCase();
    if (status !== "ACTIVE" && status !== "ARCHIVED")
      problems.push(`status ${cell("status")} is not active or archived`);
    const courseId = cell("course_id") || null;
    if (courseId && !courseChecks.has(courseId))
      courseChecks.set(
        courseId,
        await authorCourse(prisma, viewer, courseId).then(
          () => null,
          (error: Error) => error.message,
        ),
      );
    if (courseId && courseChecks.get(courseId)) problems.push(`course ${courseId}: ${courseChecks.get(courseId)}`);
    if (!courseId && viewer.role !== "admin") problems.push("course_id is required: one of your courses");
    const { fields, errors: fieldErrors } = checkQuestion({
      topicId: topicId ?? "",
      subtopic: cell("subtopic"),
      difficulty: difficulty as PracticeDifficulty,
      exams: cell("exams").split(/[;,]/),
      textEn: cell("question_en"),
      textHi: cell("question_hi"),
      optionsEn: options("en")
        .map(cell)
        .slice(0, lastFilled(options("en").map(cell))),
      optionsHi: options("hi")
        .map(cell)
        .slice(0, lastFilled(options("hi").map(cell))),
      correctIndex: Math.max(correctIndex, 0),
      explanationEn: cell("explanation_en"),
      explanationHi: cell("explanation_hi"),
      imageUrl: cell("image_url"),
      imageAlt: cell("image_alt"),
      source: cell("source"),
      year: year !== null && Number.isNaN(year) ? -1 : year,
      courseId,
    });
    problems.push(...Object.values(fieldErrors));
    if (problems.length) errors.push(...problems.map((message) => ({ line, message })));
    else checked.push({ line, id, fields: { ...fields, status: status as PracticeQuestionStatus } });
  }
  const warnings = await duplicateWarnings(prisma, checked);
  if (errors.length) return { created: 0, updated: 0, errors, warnings };
  const written = await prisma.$transaction((tx) => writeImported(tx, viewer, checked, "import"), {
    timeout: 60_000,
  });
  return { ...written, errors: [], warnings };
}

const lastFilled = (cells: string[]) => cells.findLastIndex((cell) => cell !== "") + 1;

/** Rows that look like an active question of their topic, or like an earlier row of the file. */
async function duplicateWarnings(
  prisma: PrismaClient,
  rows: { line: number; id: string | null; fields: QuestionFields }[],
): Promise<CsvWarning[]> {
  const topicIds = [...new Set(rows.map((row) => row.fields.topicId))];
  const existing = await prisma.practiceQuestion.findMany({
    where: { topicId: { in: topicIds }, status: "ACTIVE" },
    select: { id: true, topicId: true, textEn: true, textHi: true, optionsEn: true, optionsHi: true },
  });
  const warnings: CsvWarning[] = [];
  rows.forEach((row, index) => {
    const sameTopic = existing.filter((question) => question.topicId === row.fields.topicId && question.id !== row.id);
    const [match] = nearDuplicates(row.fields, sameTopic);
    if (match) warnings.push({ line: row.line, questionId: match.id, message: "looks like an existing question" });
    const earlier = rows
      .slice(0, index)
      .filter((other) => other.fields.topicId === row.fields.topicId)
      .map((other) => ({ ...other.fields, id: String(other.line) }));
    const [twin] = nearDuplicates(row.fields, earlier);
    if (twin) warnings.push({ line: row.line, questionId: null, message: `looks like line ${twin.id} of this file` });
  });
  return warnings;
}
