// schema.org JSON-LD of the public mock-test pages (decision 009): each test is a `Quiz` (a LearningResource used for
// assessment) with its time, exam, languages and provider. Nothing about its questions: the list and the
// instructions have none, and the answer key never leaves the server before submission (decision 022).
import type { MockTestCardFragment } from "../../gql/graphql.ts";
import { isoDuration, organization, schemaContext } from "../../lib/structured-data.ts";
import type { StructuredData } from "../../lib/page-meta.ts";

type Absolute = (path: string) => string;

export function mockTestQuiz(test: MockTestCardFragment, absolute: Absolute) {
  return {
    "@context": schemaContext,
    "@type": "Quiz",
    name: test.title,
    description: test.description.trim() || undefined,
    url: absolute(`/tests/${test.id}`),
    educationalUse: "assessment",
    learningResourceType: "Mock test",
    timeRequired: isoDuration(test.durationMinutes),
    about: test.examCategory ? { "@type": "Thing", name: test.examCategory } : undefined,
    inLanguage: ["en", "hi"],
    isAccessibleForFree: true,
    provider: organization(absolute),
  };
}

export const mockTestsData =
  (tests: readonly MockTestCardFragment[]): StructuredData =>
  (absolute) =>
    tests.map((test) => mockTestQuiz(test, absolute));

export const mockTestData =
  (test: MockTestCardFragment): StructuredData =>
  (absolute) =>
    mockTestQuiz(test, absolute);
