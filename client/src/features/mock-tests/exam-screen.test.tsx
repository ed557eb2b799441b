// The exam screen tells the learner when the server refused an answer for good (docs/mock-tests.md, "Taking a test"):
// one sent after the time and its grace, or to a section that has not opened yet, in English and Hindi.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import i18next from "i18next";
import { beforeEach, describe, expect, it } from "vitest";
import { SaveMockTestAnswerDocument, type MockTestAttemptPaperFragment } from "../../gql/graphql.ts";
import en from "../../i18n/locales/en/mockTests.json";
import hi from "../../i18n/locales/hi/mockTests.json";
import { tokenStore } from "../../lib/session/token-store.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { ExamScreen } from "./exam-screen.tsx";

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const attempt = (id: string): MockTestAttemptPaperFragment => ({
  __typename: "MockTestAttempt",
  id,
  testId: "t1",
  startedAt: minutesFromNow(-1),
  endsAt: minutesFromNow(19),
  serverNow: new Date().toISOString(),
  submittedAt: null,
  sections: [
    {
      __typename: "MockTestPaperSection",
      id: "s1",
      name: "Reasoning",
      position: 1,
      opensAt: minutesFromNow(-1),
      closesAt: minutesFromNow(19),
      questions: [
        {
          __typename: "MockTestQuestion",
          id: "q1",
          position: 1,
          text: "Which number comes next: 2, 4, 8, ?",
          textHi: "अगली संख्या कौन सी है: 2, 4, 8, ?",
          options: ["10", "12", "16", "18"],
          optionsHi: ["10", "12", "16", "18"],
          image: null,
          imageAlt: null,
          imageAltHi: null,
        },
      ],
    },
  ],
  answers: [],
});

/** The save of q1's option C refused with `code`, as the server refuses it. */
const refusedSave = (attemptId: string, code: string) => ({
  request: {
    query: SaveMockTestAnswerDocument,
    variables: (variables: Record<string, unknown>) =>
      variables.attemptId === attemptId && variables.questionId === "q1" && variables.option === 2,
  },
  result: { errors: [new GraphQLError("Refused", { extensions: { code } })] },
});

describe("ExamScreen's refused answers", () => {
  // A learner's attempt: the outbox sends as the signed-in learner its backend token names.
  beforeEach(() => tokenStore.set(`h.${btoa(JSON.stringify({ sub: "learner-1" }))}.s`));

  it.each([
    ["en", "mock_test_time_up", en.exam.refused],
    ["hi", "mock_test_time_up", hi.exam.refused],
    ["en", "mock_test_section_not_open", en.exam.sectionNotOpen],
    ["hi", "mock_test_section_not_open", hi.exam.sectionNotOpen],
  ])("in %s, a save refused with %s says so", async (language, code, message) => {
    await i18next.changeLanguage(language);
    const attemptId = `a-${language}-${code}`;
    renderWithProviders(<ExamScreen attempt={attempt(attemptId)} title="SSC CGL mock" resultPath="/result" />, {
      mocks: [refusedSave(attemptId, code)],
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("radio", { name: /16/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });
});
