// Which of the client's queries a bench sends (the client groups, the soak): one list, so that a new query that
// needs an id the run does not create is left out everywhere at once.
import { clientQueries, personalQueries } from "../../test/client-documents.ts";

const NEEDS_OTHER_IDS = new Set([
  "VerifyCertificate",
  "DiscussionThread",
  "MockTestInstructions",
  "MockTestAttempt",
  "MockTestResult",
  "MockTestSolutions",
  // A coupon code and a practice topic this run does not create (docs/payments.md, docs/practice.md).
  "QuoteCoursePrice",
  "PracticeSet",
]);

/**
 * The client's queries a group sends. Personal queries answer an anonymous visitor with an error; a certificate
 * needs a real code, and a discussion thread, a mock test and an attempt need ids of things this run does not
 * create (the mock-test scenario sends the exam screen's own documents, bench/lib/mock-test.ts).
 */
export const sentQueries = (signedIn: boolean) =>
  clientQueries().filter((query) => (signedIn || !personalQueries[query.name]) && !NEEDS_OTHER_IDS.has(query.name));
