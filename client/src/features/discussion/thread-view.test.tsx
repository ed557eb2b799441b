import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AcceptAnswerDocument, DiscussionThreadDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { ThreadView } from "./thread-view.tsx";

const post = {
  authorName: "Bilal",
  byInstructor: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  editedAt: null,
  voteCount: 0,
  viewerHasVoted: false,
  isMine: false,
  canEdit: false,
  awaitingModeration: false,
  hidden: false,
};

const thread = (viewerCanAccept: boolean, accepted: boolean) => ({
  request: { query: DiscussionThreadDocument, variables: { id: "q1" } },
  result: {
    data: {
      question: {
        __typename: "DiscussionQuestion" as const,
        ...post,
        id: "q1",
        lessonId: "l1",
        title: "How do pointers work?",
        body: "<p>I am stuck.</p>",
        authorName: "Asha",
        locked: false,
        acceptedAnswerId: accepted ? "a1" : null,
        viewerCanAccept,
        answerCount: 1,
        answers: [
          {
            __typename: "DiscussionAnswer" as const,
            ...post,
            id: "a1",
            questionId: "q1",
            body: "<p>They hold addresses.</p>",
            accepted,
          },
        ],
      },
    },
  },
});

const acceptMock = () => {
  const result = vi.fn(() => ({
    data: { acceptAnswer: { __typename: "DiscussionQuestion" as const, id: "q1", acceptedAnswerId: "a1" } },
  }));
  return { mock: { request: { query: AcceptAnswerDocument, variables: { answerId: "a1" } }, result }, result };
};

describe("ThreadView: accepting an answer", () => {
  it("offers Accept to whom the server lets accept (staff who did not ask) and shows the answer accepted", async () => {
    const accept = acceptMock();
    renderWithProviders(<ThreadView questionId="q1" onBack={() => {}} />, {
      mocks: [thread(true, false), accept.mock, thread(true, true)],
    });
    const answer = await screen.findByRole("article", { name: "Answer by Bilal" });
    await userEvent.click(within(answer).getByRole("button", { name: "Accept answer" }));
    expect(await screen.findByText("Accepted")).toBeInTheDocument();
    expect(accept.result).toHaveBeenCalledTimes(1);
    expect(within(answer).getByRole("button", { name: "Remove acceptance" })).toBeInTheDocument();
  });

  it("offers no Accept to a reader the server would refuse", async () => {
    renderWithProviders(<ThreadView questionId="q1" onBack={() => {}} />, { mocks: [thread(false, false)] });
    const answer = await screen.findByRole("article", { name: "Answer by Bilal" });
    expect(within(answer).getByRole("button", { name: /vote/i })).toBeInTheDocument();
    expect(within(answer).queryByRole("button", { name: "Accept answer" })).not.toBeInTheDocument();
  });
});
