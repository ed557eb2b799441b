import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsDocument } from "../../gql/graphql.ts";
import { NewsTicker, tickerIntervalMs } from "./news-ticker.tsx";

const news = [
  { __typename: "News", id: "1", category: "Exam", title: "SSC CGL dates announced", source: "SSC" },
  { __typename: "News", id: "2", category: "Result", title: "NEET results out", source: "NTA" },
];
const mocks = [{ request: { query: NewsDocument }, result: { data: { news } } }];

/** The system's reduced-motion preference, as jsdom has no media queries of its own. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const renderTicker = () =>
  render(
    <MockedProvider mocks={mocks}>
      <NewsTicker />
    </MockedProvider>,
  );
const waitOneTurn = () => act(() => vi.advanceTimersByTime(tickerIntervalMs + 100));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("NewsTicker (WCAG 2.2.2)", () => {
  it("rotates until the learner pauses it", async () => {
    prefersReducedMotion(false);
    renderTicker();
    expect(await screen.findByText("SSC CGL dates announced")).toBeInTheDocument();
    await waitOneTurn();
    expect(screen.getByText("NEET results out")).toBeInTheDocument();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole("button", { name: "Pause the news" }));
    expect(screen.getByRole("button", { name: "Play the news" })).toBeInTheDocument();
    await waitOneTurn();
    expect(screen.getByText("NEET results out")).toBeInTheDocument();
  });

  it("does not rotate when the system asks for reduced motion", async () => {
    prefersReducedMotion(true);
    renderTicker();
    expect(await screen.findByText("SSC CGL dates announced")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play the news" })).toBeInTheDocument();
    await waitOneTurn();
    expect(screen.getByText("SSC CGL dates announced")).toBeInTheDocument();
  });
});
