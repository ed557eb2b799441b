import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AdminUsersDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { UsersPage } from "./users-page.tsx";

const row = (id: string, name: string, role: "student" | "instructor" | "admin") => ({
  __typename: "User" as const,
  id,
  name,
  email: `${id}@example.com`,
  role,
  disabled: false,
  createdAt: "2026-08-15T06:00:00.000Z",
});
const page = (variables: Record<string, unknown>, items: ReturnType<typeof row>[]) => ({
  request: { query: AdminUsersDocument, variables: { search: null, role: null, limit: 25, offset: 0, ...variables } },
  result: { data: { users: { __typename: "UserPage", total: items.length, items } } },
});

describe("UsersPage", () => {
  it("searches by name or email and filters by role on the server", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />, {
      mocks: [
        page({}, [row("u1", "Ravi Kumar", "student"), row("u2", "Meera Iyer", "instructor")]),
        page({ search: "meera" }, [row("u2", "Meera Iyer", "instructor")]),
        page({ search: "meera", role: "admin" }, []),
      ],
    });
    expect(await screen.findByRole("link", { name: "Ravi Kumar" })).toHaveAttribute("href", "/admin/users/u1");

    await user.type(screen.getByRole("searchbox", { name: "Search by name or email" }), "meera");
    await screen.findByText("1–1 of 1", undefined, { timeout: 5_000 });
    expect(screen.queryByRole("link", { name: "Ravi Kumar" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Admin" }));
    expect(await screen.findByText("No rows", undefined, { timeout: 5_000 })).toBeInTheDocument();
  });
});
