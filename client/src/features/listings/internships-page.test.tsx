import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { InternshipsDocument, TestimonialsDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { InternshipsPage } from "./internships-page.tsx";

const internship = (id: string, title: string, company: string, type: string, location: string) => ({
  __typename: "Internship", id, title, company, type, location, companyLogoUrl: null, duration: "3 months", stipend: "Rs. 10,000/month",
  certificate: true, reference: false, deadline: "2026-12-01T00:00:00.000Z", postedDate: "2026-11-01T00:00:00.000Z", applicationLink: null,
});

const mocks = (testimonials: object[]) => [
  {
    request: { query: InternshipsDocument },
    result: { data: { internships: [
      internship("1", "Frontend Developer Intern", "Razorpay", "Hybrid", "Bengaluru"),
      internship("2", "Data Analyst Intern", "Fractal Analytics", "On-site", "Mumbai"),
      internship("3", "Content Writer Intern", "Unacademy", "Remote", "Bengaluru"),
    ] } },
  },
  { request: { query: TestimonialsDocument }, result: { data: { testimonials } } },
];

const titles = () => screen.queryAllByTestId("internship-card").map((card) => within(card).getByRole("heading").textContent);

describe("InternshipsPage filters", () => {
  it("narrows cards by search, type and location", async () => {
    const user = userEvent.setup();
    renderWithProviders(<InternshipsPage />, { mocks: mocks([]) });
    await waitFor(() => expect(titles()).toHaveLength(3));

    await user.type(screen.getByRole("searchbox", { name: "Search internships" }), "fractal");
    expect(titles()).toEqual(["Data Analyst Intern"]);
    await user.clear(screen.getByRole("searchbox", { name: "Search internships" }));

    await user.click(screen.getByRole("combobox", { name: /type/i }));
    await user.click(await screen.findByRole("option", { name: "Remote" }));
    expect(titles()).toEqual(["Content Writer Intern"]);

    await user.click(screen.getByRole("combobox", { name: /type/i }));
    await user.click(await screen.findByRole("option", { name: "All Types" }));
    await user.type(screen.getByRole("textbox", { name: "Location" }), "BENGALURU");
    expect(titles()).toEqual(["Frontend Developer Intern", "Content Writer Intern"]);
    expect(screen.queryByText("Success Stories")).not.toBeInTheDocument();
  });

  it("shows success stories only when testimonials exist", async () => {
    renderWithProviders(<InternshipsPage />, {
      mocks: mocks([{ __typename: "Testimonial", id: "t1", text: "Got a PPO!", name: "Ravi", company: "Razorpay" }]),
    });
    expect(await screen.findByText("Success Stories")).toBeInTheDocument();
    expect(screen.getByText(/Got a PPO!/)).toBeInTheDocument();
  });
});
