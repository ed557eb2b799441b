import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { AdminCreateNewsItemDocument, AdminNewsDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { NewsSection } from "./news-section.tsx";

// Pasting sets a whole value in one input event; typing it key by key makes these tests slow under jsdom.
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const existing = {
  __typename: "NewsItem" as const,
  id: "n1",
  category: "Exams",
  title: "CUET results announced",
  source: "NTA",
  url: null,
  published: true,
  publishedAt: "2026-11-20T10:00:00.000Z",
};
const listMock = { request: { query: AdminNewsDocument }, result: { data: { staffNews: [existing] } } };
const input = {
  title: "JEE Main dates out",
  category: "Exams",
  source: "NTA",
  url: "https://nta.ac.in/jee",
  published: true,
};

describe("NewsSection form", () => {
  it("shows every field's error inline and sends nothing while the form is invalid", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsSection />, { mocks: [listMock] });
    expect(await screen.findByText("CUET results announced")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "New news item" }));
    const dialog = screen.getByRole("dialog", { name: "New news item" });
    await fill(user, within(dialog).getByRole("textbox", { name: /Link/ }), "nta.ac.in");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(within(dialog).getByText("Title is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Category is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Source is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter a full web address starting with https://.")).toBeInTheDocument();
    // No create mock exists: a request would fail the save and raise an error toast.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's field error when a save fails", async () => {
    const user = userEvent.setup();
    const refused = {
      request: { query: AdminCreateNewsItemDocument, variables: { input } },
      result: {
        errors: [
          new GraphQLError("Too small: expected string to have >=1 characters", {
            extensions: { code: "invalid_input", details: { "input.source": "Source is not a known publisher" } },
          }),
        ],
      },
    };
    renderWithProviders(<NewsSection />, { mocks: [listMock, refused] });
    await screen.findByText("CUET results announced");

    await user.click(screen.getByRole("button", { name: "New news item" }));
    const dialog = screen.getByRole("dialog", { name: "New news item" });
    await fill(user, within(dialog).getByRole("textbox", { name: /Title/ }), input.title);
    await fill(user, within(dialog).getByRole("textbox", { name: /Category/ }), input.category);
    await fill(user, within(dialog).getByRole("textbox", { name: /Source/ }), input.source);
    await fill(user, within(dialog).getByRole("textbox", { name: /Link/ }), input.url);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText("Source is not a known publisher")).toBeInTheDocument();
    expect(await screen.findByText("Too small: expected string to have >=1 characters")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue(input.title);
    expect(within(dialog).getByRole("textbox", { name: /Link/ })).toHaveValue(input.url);
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("disables its button while the save is in flight", async () => {
    const user = userEvent.setup();
    // Answered long after the test ends: the save stays in flight while the form is checked.
    const pending = {
      request: { query: AdminCreateNewsItemDocument, variables: { input } },
      result: { data: { createNewsItem: { ...existing, ...input, id: "n3" } } },
      delay: 600_000,
    };
    renderWithProviders(<NewsSection />, { mocks: [listMock, pending] });
    await screen.findByText("CUET results announced");

    await user.click(screen.getByRole("button", { name: "New news item" }));
    const dialog = screen.getByRole("dialog", { name: "New news item" });
    await fill(user, within(dialog).getByRole("textbox", { name: /Title/ }), input.title);
    await fill(user, within(dialog).getByRole("textbox", { name: /Category/ }), input.category);
    await fill(user, within(dialog).getByRole("textbox", { name: /Source/ }), input.source);
    await fill(user, within(dialog).getByRole("textbox", { name: /Link/ }), input.url);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(within(dialog).getByText("Saving...").closest("button")).toBeDisabled();
    expect(within(dialog).getByText("Cancel").closest("button")).toBeDisabled();
  });

  it("adds a saved item to the table and closes the form", async () => {
    const user = userEvent.setup();
    const created = {
      request: { query: AdminCreateNewsItemDocument, variables: { input } },
      result: {
        data: { createNewsItem: { ...existing, ...input, id: "n2", publishedAt: "2026-11-24T09:00:00.000Z" } },
      },
    };
    renderWithProviders(<NewsSection />, { mocks: [listMock, created] });
    await screen.findByText("CUET results announced");

    await user.click(screen.getByRole("button", { name: "New news item" }));
    const dialog = screen.getByRole("dialog", { name: "New news item" });
    await fill(user, within(dialog).getByRole("textbox", { name: /Title/ }), input.title);
    await fill(user, within(dialog).getByRole("textbox", { name: /Category/ }), input.category);
    await fill(user, within(dialog).getByRole("textbox", { name: /Source/ }), input.source);
    await fill(user, within(dialog).getByRole("textbox", { name: /Link/ }), input.url);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("News item saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("JEE Main dates out")).toBeInTheDocument();
  });
});
