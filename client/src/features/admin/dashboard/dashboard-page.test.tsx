import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StaffDashboardDocument, StaffFailedMailDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { DashboardPage } from "./dashboard-page.tsx";

const daily = Array.from({ length: 30 }, (_, index) => ({
  __typename: "DailyActivity",
  date: `2026-10-${String(index + 1).padStart(2, "0")}`,
  enrollments: index % 3,
  completions: index % 2,
}));
const figures = (platform: boolean) => ({
  __typename: "Dashboard",
  learners: platform ? 1200 : null,
  signupsLast7Days: platform ? 35 : null,
  signupsLast30Days: platform ? 140 : null,
  examRegistrations: platform ? 64 : null,
  enrollments: 410,
  lessonCompletions: 2300,
  certificatesIssued: 57,
  daily,
  topCourses: [
    {
      __typename: "CourseStat",
      enrollments: 120,
      completionRate: 0.25,
      course: { __typename: "Course", id: "c1", title: "Algebra" },
    },
  ],
});
const render = (platform: boolean) =>
  renderWithProviders(<DashboardPage />, {
    mocks: [
      { request: { query: StaffDashboardDocument }, result: { data: { dashboard: figures(platform) } } },
      { request: { query: StaffFailedMailDocument }, result: { data: { failedMail: [] } } },
    ],
  });
const tiles = () =>
  within(screen.getByRole("list", { name: "Key figures" }))
    .getAllByRole("listitem")
    .map((tile) => tile.textContent);

describe("DashboardPage", () => {
  it("shows an admin every figure, the daily table behind the chart and the top courses", async () => {
    render(true);
    await screen.findByRole("list", { name: "Key figures" });
    expect(tiles()).toEqual([
      "1,200Learners",
      "35Sign-ups, last 7 days",
      "140Sign-ups, last 30 days",
      "410Enrollments",
      "2,300Lesson completions",
      "57Certificates issued",
      "64Exam registrations",
    ]);
    expect(
      screen.getByRole("img", { name: /Last 30 days: 30 enrollments and 15 lesson completions/ }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: /per day/ })).getAllByRole("row")).toHaveLength(31);
    const top = screen.getByRole("table", { name: "Most enrolled courses" });
    expect(within(top).getByRole("link", { name: "Algebra" })).toHaveAttribute("href", "/admin/courses/c1");
    expect(within(top).getByText("25%")).toBeInTheDocument();
    expect(await screen.findByText("Every email was sent.")).toBeInTheDocument();
  });

  it("leaves out the platform-wide tiles an instructor gets as null", async () => {
    render(false);
    await screen.findByRole("list", { name: "Key figures" });
    expect(tiles()).toEqual(["410Enrollments", "2,300Lesson completions", "57Certificates issued"]);
    expect(screen.queryByRole("heading", { name: "Emails that could not be sent" })).not.toBeInTheDocument();
  });
});
