import { useEffect } from "react";
import { useApolloClient } from "@apollo/client/react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AcceptAnswerDocument,
  AnswerQuestionDocument,
  type AnswerQuestionMutationVariables,
} from "../../gql/graphql.ts";
import { readDraft, saveDraft } from "../../lib/pwa/post-drafts.ts";
import { progressOutbox } from "../../lib/pwa/progress-outbox.ts";
import { tokenStore } from "../../lib/session/token-store.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { answerBy, thread, threadWith } from "./thread-fixtures.ts";
import { ThreadView } from "./thread-view.tsx";

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

// jsdom has no layout: ProseMirror asks a Range for its boxes (see rich-text-field.test.tsx).
Range.prototype.getClientRects ??= () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

describe("ThreadView: an answer written offline (the outbox, docs/offline.md)", () => {
  const mine = "<p>Use a pointer to the first element.</p>";
  const learner = "learner-1";
  const place = "question:q1" as const;
  let online = false;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  afterEach(() => localStorage.clear());

  /** What registerPwa does at start: the outbox sends on the app's reconnect signal. */
  function StartOutbox() {
    const apollo = useApolloClient();
    useEffect(() => progressOutbox(apollo).start(), [apollo]);
    return null;
  }

  /** The answer mutation as the server answers it, recording what was sent. */
  function answerMock(result: () => object) {
    const sent: AnswerQuestionMutationVariables[] = [];
    const mock = {
      request: {
        query: AnswerQuestionDocument,
        variables: (variables: Record<string, unknown>) => (sent.push(variables as never), true),
      },
      result,
    };
    return { mock, sent };
  }

  async function postOffline(mocks: object[]) {
    online = false;
    tokenStore.set(`h.${btoa(JSON.stringify({ sub: learner })).replace(/=+$/, "")}.s`);
    // Typed earlier and kept on the device: the form opens with it.
    saveDraft(learner, place, { title: "", body: mine });
    renderWithProviders(
      <>
        <StartOutbox />
        <ThreadView questionId="q1" onBack={() => {}} />
      </>,
      { mocks: mocks as never },
    );
    expect(await screen.findByRole("textbox", { name: "Your answer" })).toHaveTextContent("Use a pointer");
    await userEvent.click(screen.getByRole("button", { name: "Post answer" }));
    const waiting = await screen.findByRole("article", { name: "Your answer, waiting to send" });
    expect(waiting).toHaveTextContent("Waiting to send");
    expect(waiting).toHaveTextContent("Use a pointer to the first element.");
  }

  it("shows the answer as waiting at once, sends it on reconnect, and then shows the server's post once", async () => {
    const serverAnswer = answerBy("a2", "Asha", mine);
    const answered = answerMock(() => ({ data: { answerQuestion: { ...serverAnswer, isMine: true, canEdit: true } } }));
    await postOffline([
      thread(false, false),
      answered.mock,
      threadWith([thread(false, false).result.data.question.answers[0], serverAnswer]),
    ]);
    expect(answered.sent).toEqual([]);
    expect(readDraft(learner, place)).toBeNull();

    online = true;
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByRole("article", { name: "Answer by Asha" })).toHaveTextContent("Use a pointer");
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Your answer, waiting to send" })).not.toBeInTheDocument(),
    );
    expect(answered.sent).toEqual([
      { questionId: "q1", body: mine, clientId: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    expect(screen.getAllByRole("article", { name: /^Answer by/ })).toHaveLength(2);
  });

  it("puts an answer the server refused for good back in the form, with the server's reason", async () => {
    const refused = answerMock(() => ({
      errors: [{ message: "This question is locked: it takes no new answers", extensions: { code: "forbidden" } }],
    }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await postOffline([thread(false, false), refused.mock]);

    online = true;
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByRole("alert")).toHaveTextContent("This question is locked: it takes no new answers");
    expect(screen.getByRole("textbox", { name: "Your answer" })).toHaveTextContent("Use a pointer");
    expect(screen.queryByRole("article", { name: "Your answer, waiting to send" })).not.toBeInTheDocument();
    expect(refused.sent).toHaveLength(1);
    expect(readDraft(learner, place)?.body).toBe(mine);
    warn.mockRestore();
  });
});
