// Asking a question through the outbox (docs/offline.md), in a learner's own language: posted offline it waits in
// the list as 'Waiting to send'; refused for good it stays in the form with the server's reason.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AskQuestionDocument, LessonDiscussionDocument, LessonQuestionsDocument } from "../../gql/graphql.ts";
import { readDraft, saveDraft } from "../../lib/pwa/post-drafts.ts";
import { tokenStore } from "../../lib/session/token-store.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { DiscussionTab } from "./discussion-tab.tsx";

// jsdom has no layout: ProseMirror asks a Range for its boxes (see rich-text-field.test.tsx).
Range.prototype.getClientRects ??= () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const learner = "learner-2";
const list = {
  request: { query: LessonQuestionsDocument, variables: { lessonId: "l1", first: 10, sort: "NEWEST", search: null } },
  result: {
    data: {
      lessonQuestions: {
        __typename: "DiscussionQuestionConnection" as const,
        totalCount: 0,
        pageInfo: { __typename: "DiscussionPageInfo" as const, hasNextPage: false, endCursor: null },
        nodes: [],
      },
    },
  },
  maxUsageCount: 5,
};
const live = {
  request: { query: LessonDiscussionDocument, variables: { lessonId: "l1" } },
  result: {},
  delay: Infinity,
};

let online = true;
vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);

async function askInHindi(mocks: object[]) {
  await i18next.changeLanguage("hi");
  tokenStore.set(`h.${btoa(JSON.stringify({ sub: learner })).replace(/=+$/, "")}.s`);
  // Typed before the connection dropped and kept on the device: the form opens with it.
  saveDraft(learner, "lesson:l1", { title: "", body: "<p>संकेतक क्या होता है?</p>" });
  renderWithProviders(<DiscussionTab lessonId="l1" />, { mocks: [list, live, ...mocks] as never });
  await userEvent.type(await screen.findByRole("textbox", { name: "शीर्षक" }), "संकेतक");
  await userEvent.click(screen.getByRole("button", { name: "प्रश्न भेजें" }));
}

describe("DiscussionTab: asking through the outbox", () => {
  afterEach(async () => {
    localStorage.clear();
    online = true;
    await i18next.changeLanguage("en");
  });

  it("shows a question asked offline at once in the list, waiting to send, and closes the form", async () => {
    online = false;
    await askInHindi([]);
    const waiting = await screen.findByRole("article", { name: "संकेतक" });
    expect(waiting).toHaveTextContent("भेजे जाने की प्रतीक्षा में");
    expect(waiting).toHaveTextContent("संकेतक क्या होता है?");
    expect(screen.queryByRole("textbox", { name: "शीर्षक" })).not.toBeInTheDocument();
    expect(readDraft(learner, "lesson:l1")).toBeNull();
  });

  it("keeps a question the server refused for good in the form, saying why in the learner's language", async () => {
    const refused = {
      request: { query: AskQuestionDocument, variables: () => true },
      result: { errors: [{ message: "You may not post in discussions", extensions: { code: "forbidden" } }] },
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await askInHindi([refused]);
    expect(await screen.findByRole("alert")).toHaveTextContent("आपको यह करने की अनुमति नहीं है");
    expect(screen.getByRole("textbox", { name: "शीर्षक" })).toHaveValue("संकेतक");
    expect(screen.getByRole("textbox", { name: "आपका प्रश्न" })).toHaveTextContent("संकेतक क्या होता है?");
    expect(screen.queryByText("भेजे जाने की प्रतीक्षा में")).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
