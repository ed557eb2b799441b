// The result's first view is the score; the solutions come when the learner asks, and a read refused for load is
// sent again after the server's Retry-After while the page says the result is coming (docs/mock-tests.md, "Results").
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { MockTestSolutionsDocument, type MockTestResultQuery } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { ResultView } from "./result-page.tsx";

const result: MockTestResultQuery["mockTestResult"] = {
  __typename: "MockTestResult",
  test: { __typename: "MockTest", id: "t1", title: "SSC CGL Tier 1 mock" },
  score: 1.5,
  maxScore: 4,
  correct: 1,
  wrong: 1,
  unattempted: 0,
  accuracy: 50,
  timeSpentSeconds: 95,
  rank: 2,
  percentile: 50,
  totalAttempts: 2,
  papersDiffer: false,
  sections: [
    {
      __typename: "MockTestSectionResult",
      sectionId: "s1",
      name: "Reasoning",
      score: 1.5,
      maxScore: 4,
      correct: 1,
      wrong: 1,
      unattempted: 0,
      timeSpentSeconds: 95,
    },
  ],
  leaderboard: [
    { __typename: "MockTestLeader", rank: 1, name: "Asha", score: 4, isViewer: false },
    { __typename: "MockTestLeader", rank: 2, name: "Ravi", score: 1.5, isViewer: true },
  ],
};

const solution = (questionId: string, text: string, chosenOption: number, outcome: "correct" | "wrong") => ({
  __typename: "MockTestSolution" as const,
  questionId,
  sectionId: "s1",
  position: 1,
  text,
  textHi: null,
  options: ["10", "12", "16", "18"],
  optionsHi: [],
  chosenOption,
  correctOption: 2,
  explanation: "Each term doubles.",
  explanationHi: null,
  image: null,
  imageAlt: null,
  imageAltHi: null,
  outcome,
});

const solutions = {
  request: { query: MockTestSolutionsDocument, variables: { attemptId: "a1" } },
  result: {
    data: {
      mockTestResult: {
        __typename: "MockTestResult",
        solutions: [
          solution("q1", "Which number comes next: 2, 4, 8, ?", 2, "correct"),
          solution("q2", "Which number comes next: 3, 6, 12, ?", 0, "wrong"),
        ],
      },
    },
  },
};

/** The gateway's answer to a read it shed (decision 015): service_unavailable with the seconds to wait. */
const shed = {
  request: solutions.request,
  result: {
    errors: [new GraphQLError("Busy", { extensions: { code: "service_unavailable", retryAfter: 0.2 } })],
  },
};

describe("ResultView", () => {
  it("shows the score first and reads the solutions only when the learner asks", async () => {
    // No mock for the solutions until asked: a read sent earlier would fail this test with "No more mocked responses".
    renderWithProviders(<ResultView result={result} attemptId="a1" />, { mocks: [solutions] });
    expect(screen.getByTestId("result-score")).toHaveTextContent("1.5 / 4");
    expect(screen.getByTestId("result-rank")).toHaveTextContent("2 of 2");
    expect(screen.queryByTestId("result-papers-differ")).toBeNull();
    expect(screen.queryAllByTestId("solution")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Show solutions" }));
    const shown = await screen.findAllByTestId("solution");
    expect(shown.map((row) => row.getAttribute("data-outcome"))).toEqual(["correct", "wrong"]);
    expect(shown[1]).toHaveTextContent("Your answer: A · Correct answer: C");
    expect(shown[0]).toHaveTextContent("Explanation: Each term doubles.");
  });

  it("says that ranks compare different papers when each learner drew their own", () => {
    renderWithProviders(<ResultView result={{ ...result, papersDiffer: true }} attemptId="a1" />);
    expect(screen.getByTestId("result-papers-differ")).toHaveTextContent("your rank compares different papers");
  });

  it("says the solutions are coming while the server is busy and reads them again after its Retry-After", async () => {
    renderWithProviders(<ResultView result={result} attemptId="a1" />, { mocks: [shed, solutions] });
    await userEvent.click(screen.getByRole("button", { name: "Show solutions" }));
    expect(await screen.findByText(/Your result will appear in a moment/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findAllByTestId("solution", {}, { timeout: 3_000 })).toHaveLength(2);
  });
});
