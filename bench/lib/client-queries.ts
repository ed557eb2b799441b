// Which of the client's queries a bench sends (the client groups, the soak): one list, so that a new query that
// needs an id the run does not create is left out everywhere at once.
import { clientQueries, personalQueries } from "../../test/client-documents.ts";

const NEEDS_OTHER_IDS = new Set([
  "VerifyCertificate",
  "MockTestInstructions",
  "MockTestAttempt",
  "MockTestResult",
  "MockTestSolutions",
  // A coupon code and a practice topic this run does not create (docs/payments.md, docs/practice.md).
  "QuoteCoursePrice",
  "PracticeSet",
]);

/** What a run created for the client's queries: a course and one of its lessons, and a question if it asked one. */
export interface SentIds {
  courseId: string;
  lessonId: string;
  questionId?: string;
}

/** Queries whose `$id` is not the course's, and the id they take instead; left out when the run has none. */
const ID_OF: Record<string, keyof SentIds> = { DiscussionThread: "questionId" };

/**
 * The client's queries a group sends. Personal queries answer an anonymous visitor with an error; a certificate
 * needs a real code, and a mock test and an attempt need ids of things this run does not create (the mock-test
 * scenario sends the exam screen's own documents, bench/lib/mock-test.ts); a thread is sent when the run asked a
 * question.
 */
export const sentQueries = (signedIn: boolean, ids?: SentIds) =>
  clientQueries().filter(
    (query) =>
      (signedIn || !personalQueries[query.name]) &&
      !NEEDS_OTHER_IDS.has(query.name) &&
      (ID_OF[query.name] === undefined || ids?.[ID_OF[query.name]] !== undefined),
  );

/** The variables a query declares, filled from what the run created. */
export function sentVariables(query: { name: string; variables: string[] }, ids: SentIds): Record<string, string> {
  const values: Record<string, string | undefined> = {
    id: ids[ID_OF[query.name] ?? "courseId"],
    courseId: ids.courseId,
    lessonId: ids.lessonId,
  };
  return Object.fromEntries(query.variables.map((name) => [name, values[name]!]));
}
