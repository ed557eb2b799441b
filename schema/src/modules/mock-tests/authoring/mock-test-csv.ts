// CSV import of mock-test questions (docs/mock-tests.md): parse with csv-parse, then check every row; the import
// runs only when no row has an error, so a file is taken whole or not at all. Rows are numbered as a spreadsheet
// shows them: the header is row 1, the first question row 2.
import { parse } from "csv-parse/sync";

export const LETTERS = ["A", "B", "C", "D", "E"] as const;
const DIFFICULTIES = ["", "easy", "medium", "hard"];
export const MAX_CSV_ROWS = 1_000;

const optionColumns = LETTERS.map((letter) => `option_${letter.toLowerCase()}`);
const hindiOptionColumns = optionColumns.map((column) => `${column}_hi`);
export const REQUIRED_COLUMNS = ["question", ...optionColumns.slice(0, 4), "correct_option", "section"];
export const KNOWN_COLUMNS = [
  ...REQUIRED_COLUMNS,
  optionColumns[4],
  "explanation",
  "tags",
  "difficulty",
  "question_hi",
  ...hindiOptionColumns,
  "explanation_hi",
];

export interface CsvQuestion {
  row: number;
  section: string;
  text: string;
  options: string[];
  correctOption: number;
  explanation: string;
  textHi: string | null;
  optionsHi: string[];
  explanationHi: string | null;
  difficulty: string;
  tags: string[];
}

export interface CsvRowError {
  row: number;
  message: string;
}

export interface CsvParse {
  questions: CsvQuestion[];
  errors: CsvRowError[];
}

type Record = { [column: string]: string };

function checkRow(record: Record, row: number): { question?: CsvQuestion; errors: string[] } {
  const errors: string[] = [];
  const cell = (column: string) => (record[column] ?? "").trim();
  const options = optionColumns.map(cell);
  const given = options.findLastIndex((option) => option !== "") + 1;
  if (!cell("question")) errors.push("question is empty");
  if (!cell("section")) errors.push("section is empty");
  if (options.slice(0, 4).some((option) => option === "")) errors.push("options A to D are required");
  else if (given > 4 && options[4] === "") errors.push("option E is empty");
  const letter = cell("correct_option").toUpperCase();
  const correct = LETTERS.indexOf(letter as (typeof LETTERS)[number]);
  if (!letter) errors.push("correct option is empty");
  else if (correct < 0 || correct >= Math.max(given, 4)) errors.push(`correct option ${letter} does not exist`);
  const optionsHi = hindiOptionColumns.map(cell).slice(0, Math.max(given, 4));
  const textHi = cell("question_hi");
  const anyHindi = textHi || optionsHi.some(Boolean);
  if (anyHindi && (!textHi || optionsHi.some((option) => option === "")))
    errors.push("Hindi needs the question and every option");
  const difficulty = cell("difficulty").toLowerCase();
  if (!DIFFICULTIES.includes(difficulty)) errors.push(`difficulty ${cell("difficulty")} is not easy, medium or hard`);
  if (errors.length) return { errors };
  return {
    errors,
    question: {
      row,
      section: cell("section"),
      text: cell("question"),
      options: options.slice(0, Math.max(given, 4)),
      correctOption: correct,
      explanation: cell("explanation"),
      textHi: anyHindi ? textHi : null,
      optionsHi: anyHindi ? optionsHi : [],
      explanationHi: anyHindi ? cell("explanation_hi") || null : null,
      difficulty,
      tags: cell("tags")
        .split(/[;,]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    },
  };
}

export function parseQuestionCsv(csv: string): CsvParse {
  let records: Record[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      relax_column_count: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      questions: [],
      errors: [{ row: line ?? 1, message: `the file is not valid CSV (${(error as Error).message})` }],
    };
  }
  const header = csv.length ? Object.keys(records[0] ?? {}) : [];
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column) && records.length > 0);
  if (!records.length) return { questions: [], errors: [{ row: 1, message: "the file has no question rows" }] };
  if (missing.length) return { questions: [], errors: [{ row: 1, message: `missing columns: ${missing.join(", ")}` }] };
  if (records.length > MAX_CSV_ROWS)
    return {
      questions: [],
      errors: [{ row: MAX_CSV_ROWS + 2, message: `at most ${MAX_CSV_ROWS} questions per file` }],
    };
  const questions: CsvQuestion[] = [];
  const errors: CsvRowError[] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    const checked = checkRow(record, row);
    if (checked.question) questions.push(checked.question);
    errors.push(...checked.errors.map((message) => ({ row, message })));
  });
  return { questions, errors };
}

/** 'Row 14: correct option E does not exist' */
export const describeRowError = (error: CsvRowError) => `Row ${error.row}: ${error.message}`;
