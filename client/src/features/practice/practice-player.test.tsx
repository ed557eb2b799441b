// The player (docs/practice.md): a wrong answer shows the verdict, the correct option, the explanation and the time,
// the answer goes to the server through the outbox with its clientId, the question switches language on its own,
// and the set ends with a summary.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import {
  AnswerPracticeQuestionDocument,
  type AnswerPracticeQuestionMutationVariables,
  type PracticeSetFieldsFragment,
} from "../../gql/graphql.ts";
import { tokenStore } from "../../lib/session/token-store.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { PracticePlayer } from "./practice-player.tsx";

const question = (id: string, overrides: Partial<PracticeSetFieldsFragment["questions"][number]> = {}) => ({
  __typename: "PracticeQuestion" as const,
  id,
  subtopic: null,
  difficulty: "EASY" as const,
  textEn: "What is $\\frac{1}{2} + \\frac{1}{4}$?",
  textHi: "$\\frac{1}{2} + \\frac{1}{4}$ कितना है?",
  optionsEn: ["1/4", "1/2", "3/4", "1"],
  optionsHi: ["1/4", "1/2", "3/4", "1"],
  correctIndex: 2,
  explanationEn: "Write both in quarters: 2/4 + 1/4 = 3/4.",
  explanationHi: "दोनों को चौथाई में लिखें: 2/4 + 1/4 = 3/4।",
  imageUrl: null,
  imageAlt: null,
  source: null,
  year: null,
  bookmarked: false,
  topic: { __typename: "PracticeTopic" as const, id: "t1", nameEn: "Fractions", nameHi: "भिन्न" },
  ...overrides,
});

const set: PracticeSetFieldsFragment = {
  __typename: "PracticeSet",
  id: "set-1",
  kind: "TOPIC",
  questions: [question("q1"), question("q2", { textHi: null, optionsHi: [], explanationHi: null, correctIndex: 0 })],
};

describe("the practice player", () => {
  it("marks a wrong answer, shows the explanation, sends the answer and ends with a summary", async () => {
    tokenStore.set(`h.${btoa(JSON.stringify({ sub: "learner-1" })).replace(/=+$/, "")}.s`);
    const sent: AnswerPracticeQuestionMutationVariables[] = [];
    const answered = {
      request: {
        query: AnswerPracticeQuestionDocument,
        variables: (variables: Record<string, unknown>) => (sent.push(variables as never), true),
      },
      maxUsageCount: 2,
      result: vi.fn(() => ({
        data: {
          answerPracticeQuestion: {
            __typename: "PracticeAnswerResult" as const,
            questionId: "q1",
            correct: false,
            correctIndex: 2,
            duplicate: false,
            today: {
              __typename: "PracticeDay" as const,
              date: "2026-11-28",
              answered: 1,
              correct: 0,
              goalMet: false,
              frozen: false,
            },
            streak: { __typename: "PracticeStreak" as const, current: 0, longest: 0, freezesLeft: 1 },
          },
        },
      })),
    };
    const user = userEvent.setup();
    renderWithProviders(<PracticePlayer set={set} again={null} />, { mocks: [answered] });

    expect(screen.getByRole("heading", { name: "Question 1 of 2" })).toBeInTheDocument();
    expect(document.querySelector(".katex")).not.toBeNull();
    await user.click(screen.getAllByTestId("practice-option")[0]!);
    const feedback = await screen.findByTestId("practice-feedback");
    expect(feedback).toHaveTextContent("Not quite.");
    expect(feedback).toHaveTextContent("The correct answer is C.");
    expect(feedback).toHaveTextContent("Write both in quarters");
    expect(feedback).toHaveTextContent(/Time taken: [\d.]+ s/);
    expect(feedback).toHaveFocus();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({
      questionId: "q1",
      choice: 0,
      clientId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    await user.click(screen.getByRole("button", { name: "Next question" }));
    // The second question has no Hindi: no language switch, and it counts as right on option A.
    expect(screen.queryByRole("group", { name: "Question language" })).toBeNull();
    await user.click(screen.getAllByTestId("practice-option")[0]!);
    expect(await screen.findByTestId("practice-feedback")).toHaveTextContent("Correct!");
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.input.clientId).not.toBe(sent[0]!.input.clientId);
    await user.click(screen.getByRole("button", { name: "See summary" }));
    expect(within(screen.getByTestId("practice-summary")).getByText("1 of 2 correct")).toBeInTheDocument();
  });

  it("switches one question to Hindi and back, and starts in Hindi for a Hindi reader", async () => {
    const user = userEvent.setup();
    const english = renderWithProviders(<PracticePlayer set={set} again={null} />);
    await user.click(screen.getByText("हिन्दी"));
    expect(screen.getByText(/कितना है\?/)).toBeInTheDocument();
    await user.click(screen.getByText("English"));
    expect(screen.getByText(/What is/)).toBeInTheDocument();

    english.unmount();
    await i18next.changeLanguage("hi");
    renderWithProviders(<PracticePlayer set={set} again={null} />);
    expect(screen.getByTestId("practice-question").querySelector("h2")).toHaveTextContent("प्रश्न १ / २");
    expect(screen.getByText(/कितना है\?/)).toBeInTheDocument();
  });
});
