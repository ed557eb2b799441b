import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSession, type TestRole } from "../../../testing/render-with-session.tsx";
import { AdminLayout } from "./admin-layout.tsx";

const Page = ({ name }: { name: string }) => <h1>{name} page</h1>;
const routes = [
  {
    path: "/admin",
    element: <AdminLayout />,
    children: [
      { index: true, element: <Page name="Dashboard" /> },
      { path: "courses", element: <Page name="Courses" /> },
      { path: "users", element: <Page name="Users" /> },
    ],
  },
  { path: "/login", element: <Page name="Login" /> },
];

const open = (role: TestRole | null, path = "/admin") => renderWithSession({ role, routes, path });
const navLinks = () =>
  within(screen.getByRole("navigation", { name: "Admin" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("AdminLayout", () => {
  it("sends an anonymous visitor to the login page with the way back", async () => {
    const { router } = await open(null, "/admin/courses?search=math");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent("/admin/courses?search=math")}`);
  });

  it("refuses a student without requesting any staff data", async () => {
    const { operations } = await open("student");
    expect(await screen.findByText("You do not have access to this page.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Admin" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Dashboard page" })).not.toBeInTheDocument();
    expect(operations.every((name) => name === "Me" || name === "SignInWithProviderToken")).toBe(true);
  });

  it("shows an admin every section", async () => {
    await open("admin");
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(navLinks()).toEqual([
      "Dashboard",
      "Courses",
      "News",
      "Internships",
      "Exams",
      "Mock tests",
      "Practice bank",
      "Moderation",
      "Grading",
      "Placements",
      "About",
      "Payments",
      "Users",
      "Audit log",
      "System",
    ]);
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  it("shows an instructor Dashboard, Courses, Mock tests, Practice bank, Moderation, Grading and Payments only, and refuses the admin sections", async () => {
    await open("instructor", "/admin/users");
    await waitFor(() =>
      expect(navLinks()).toEqual([
        "Dashboard",
        "Courses",
        "Mock tests",
        "Practice bank",
        "Moderation",
        "Grading",
        "Payments",
      ]),
    );
    expect(screen.getByText("You do not have access to this page.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Users page" })).not.toBeInTheDocument();
  });
});
