// The practice bank as CSV for the staff console (docs/practice.md): export and whole-or-nothing import. The staff
// scope (admins everything, instructors their courses' questions) is the schema's.
import { z } from "zod";
import type { RestImportPracticeQuestionsCsvMutation, RestPracticeBankCsvQuery } from "../generated/operations.ts";
import { toCsv } from "../csv.ts";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import { id, optionalText } from "./inputs.ts";

const tag = "Admin";
const path = "/api/admin/practice/questions.csv";

const csvImport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  warnings: z.array(z.object({ line: z.number().int(), questionId: z.string().nullable(), message: z.string() })),
});

export const practiceRoutes: RestRoute[] = [
  defineRoute({
    method: "GET",
    path,
    auth: "bearer",
    tag,
    summary: "The practice question bank as CSV (staff: admins all, instructors their courses')",
    description:
      "One row per question, English and Hindi side by side: id, subject, topic (slugs), subtopic, difficulty, exams " +
      "(separated by ';'), question_en, option_a_en to option_e_en, explanation_en, the same in Hindi, correct_option " +
      "(A-E), source, year, image_url, image_alt, course_id, status. Filters: subject_id, topic_id, exam, status.",
    operation: "RestPracticeBankCsv",
    query: z.object({
      subject_id: id.optional(),
      topic_id: id.optional(),
      exam: optionalText(40),
      status: z.enum(["ACTIVE", "ARCHIVED"]).optional(),
    }),
    variables: ({ query }) => ({
      subjectId: query.subject_id,
      topicId: query.topic_id,
      exam: query.exam,
      status: query.status,
    }),
    respond: (data: RestPracticeBankCsvQuery) => ({
      binary: new TextEncoder().encode(
        toCsv(
          data.practiceBankCsv.header,
          data.practiceBankCsv.rows.map((row) => row.cells),
        ),
      ),
      contentType: "text/csv; charset=utf-8",
      filename: "practice-questions.csv",
      disposition: "attachment",
    }),
    response: { contentType: "text/csv", description: "The header line, then one line per question." },
    errors: [401, 403],
  }),
  defineRoute({
    method: "POST",
    path,
    auth: "bearer",
    tag,
    summary: "Import practice questions from CSV (multipart form, field file; staff)",
    description:
      "The export's columns; subject, topic and correct_option are required. Whole or nothing: when `errors` is " +
      "not empty (each with the file's line, the header being line 1) nothing is written. A row with the id of a " +
      "question the caller may edit updates it; others add questions. `warnings` names rows that look like an " +
      "existing question or an earlier row (near-duplicates); they are imported.",
    operation: "RestImportPracticeQuestionsCsv",
    upload: { field: "file" },
    variables: ({ file }) => ({ file }),
    respond: (data: RestImportPracticeQuestionsCsvMutation) => data.importPracticeQuestionsCsv,
    response: csvImport,
    errors: [401, 403, 413],
  }),
];
