import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  ModeratePostDocument,
  ModerationQueueDocument,
  SuspendFromPostingDocument,
  type ModerationAction,
} from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { ModerationPage } from "./moderation-page.tsx";

const question = {
  __typename: "ModeratedPost" as const,
  id: "q1",
  isQuestion: true,
  questionId: null as string | null,
  title: "Free answers here",
  body: "<p>Visit my site</p>",
  authorId: "u-ravi",
  authorName: "Ravi",
  courseTitle: "C Programming",
  lessonTitle: "Pointers",
  createdAt: "2026-11-24T09:30:00.000Z",
  held: false,
  hidden: false,
  locked: false,
  openReports: 2,
  reportReasons: ["Spam", "Advertising"],
};
const answer = {
  ...question,
  id: "a1",
  isQuestion: false,
  questionId: "q0",
  title: "How do pointers work?",
  body: "<p>Rude reply</p>",
  authorId: "u-bilal",
  authorName: "Bilal",
  openReports: 1,
  reportReasons: ["Abusive"],
};
type Post = typeof question;

const queue = (items: Post[]) => ({
  request: { query: ModerationQueueDocument, variables: { filter: "REPORTED", limit: 25, offset: 0 } },
  result: { data: { moderationQueue: { __typename: "ModerationPage" as const, total: items.length, items } } },
});
const moderated = (post: Post, action: ModerationAction, after: Post) => {
  const result = vi.fn(() => ({ data: { moderatePost: after } }));
  return { request: { query: ModeratePostDocument, variables: { postId: post.id, action } }, result };
};

describe("ModerationPage", () => {
  it("hides, locks and deletes through moderatePost, and the list shows each change", async () => {
    const user = userEvent.setup();
    // The queue answers what the server holds at the time it is read: however often the page refetches it, a post
    // leaves the list only once its delete went through.
    let held: Post[] = [question, answer];
    const serverQueue = {
      request: queue([]).request,
      result: () => ({
        data: { moderationQueue: { __typename: "ModerationPage" as const, total: held.length, items: held } },
      }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const applied = (mock: ReturnType<typeof moderated>, change: () => Post[]) => {
      const respond = mock.result.getMockImplementation()!;
      mock.result.mockImplementation(() => ((held = change()), respond()));
      return mock;
    };
    const hidden = { ...question, hidden: true };
    const locked = { ...hidden, locked: true };
    const hide = applied(moderated(question, "HIDE", hidden), () => [hidden, answer]);
    const lock = applied(moderated(hidden, "LOCK", locked), () => [locked, answer]);
    const remove = applied(moderated(answer, "DELETE", answer), () => [locked]);
    renderWithProviders(<ModerationPage />, { path: "/admin/moderation", mocks: [serverQueue, hide, lock, remove] });
    const post = await screen.findByRole("article", { name: "Free answers here" });
    expect(within(post).getByText("2 reports")).toBeInTheDocument();
    expect(within(post).getByText("Advertising")).toBeInTheDocument();

    await user.click(within(post).getByRole("button", { name: "Hide" }));
    expect(await within(post).findByRole("button", { name: "Show again" })).toBeInTheDocument();
    expect(within(post).getByText("Hidden")).toBeInTheDocument();
    expect(hide.result).toHaveBeenCalledTimes(1);

    await user.click(within(post).getByRole("button", { name: "Lock thread" }));
    expect(await within(post).findByRole("button", { name: "Unlock thread" })).toBeInTheDocument();
    expect(within(post).getByText("Locked")).toBeInTheDocument();
    expect(lock.result).toHaveBeenCalledTimes(1);

    const reply = screen.getByRole("article", { name: "How do pointers work?" });
    expect(within(reply).queryByRole("button", { name: "Lock thread" })).not.toBeInTheDocument();
    await user.click(within(reply).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this post?" });
    expect(remove.result).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    // While the dialog is open the page behind it is aria-hidden, so the post counts as gone only once it closed.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.queryByRole("article", { name: "How do pointers work?" })).toBeNull());
    expect(remove.result).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("article", { name: "Free answers here" })).toBeInTheDocument();
  });

  it("suspends a post's author for the days and reason given", async () => {
    const user = userEvent.setup();
    const suspended = vi.fn(() => ({ data: { suspendFromPosting: true } }));
    renderWithProviders(<ModerationPage />, {
      path: "/admin/moderation",
      mocks: [
        queue([answer]),
        {
          request: {
            query: SuspendFromPostingDocument,
            variables: { userId: "u-bilal", days: 3, reason: "Abusive replies" },
          },
          result: suspended,
        },
      ],
    });
    const reply = await screen.findByRole("article", { name: "How do pointers work?" });
    await user.click(within(reply).getByRole("button", { name: "Suspend author" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Bilal from posting" });
    await user.clear(within(dialog).getByRole("spinbutton", { name: "Days" }));
    await user.type(within(dialog).getByRole("spinbutton", { name: "Days" }), "3");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Abusive replies");
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(suspended).toHaveBeenCalledTimes(1);
  });

  it("says why a moderation action failed and keeps the post", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModerationPage />, {
      path: "/admin/moderation",
      mocks: [
        queue([question]),
        {
          request: { query: ModeratePostDocument, variables: { postId: "q1", action: "HIDE" } },
          result: { errors: [{ message: "Only staff of the course moderate", extensions: { code: "forbidden" } }] },
        },
      ],
    });
    const post = await screen.findByRole("article", { name: "Free answers here" });
    await user.click(within(post).getByRole("button", { name: "Hide" }));
    expect(await within(post).findByRole("alert")).toHaveTextContent("Only staff of the course moderate");
    expect(within(post).getByRole("button", { name: "Hide" })).toBeInTheDocument();
  });
});
