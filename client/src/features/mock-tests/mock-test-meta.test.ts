import { describe, expect, it } from "vitest";
import type { MockTestCardFragment } from "../../gql/graphql.ts";
import { mockTestData, mockTestsData } from "./mock-test-meta.ts";

const test: MockTestCardFragment = {
  __typename: "MockTest",
  id: "t1",
  title: "SSC CGL Tier I Mock Test 1",
  description: "24 questions in 2 sections",
  examCategory: "SSC",
  durationMinutes: 20,
  marksCorrect: 2,
  negativeMarks: 0.5,
  attemptsAllowed: 3,
  questionCount: 24,
  totalMarks: 48,
  myAttempts: [],
};
const absolute = (path: string) => `https://vidyapath.example${path}`;

describe("mock-test JSON-LD", () => {
  it("describes each listed test as a schema.org Quiz with its time, exam and provider", () => {
    const [quiz] = mockTestsData([test])(absolute) as object[];
    expect(quiz).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Quiz",
      name: test.title,
      url: "https://vidyapath.example/tests/t1",
      timeRequired: "PT20M",
      educationalUse: "assessment",
      about: { "@type": "Thing", name: "SSC" },
      provider: { "@type": "Organization", url: "https://vidyapath.example/" },
    });
    expect(mockTestData(test)(absolute)).toEqual(quiz);
  });

  it("carries nothing about the questions or their answers", () => {
    const text = JSON.stringify(mockTestData(test)(absolute));
    expect(text).not.toMatch(/correct|answer|explanation|hasPart/i);
  });
});
