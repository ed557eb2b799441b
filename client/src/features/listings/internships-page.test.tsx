import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { InternshipsDocument, TestimonialsDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { InternshipsPage } from "./internships-page.tsx";

const internship = (id: string, title: string, company: string, type: string, location: string) => ({
  __typename: "Internship",
  id,
  title,
  company,
  type,
  location,
  companyLogoUrl: null,
  duration: "3 months",
  stipend: "Rs. 10,000/month",
  certificate: true,
  reference: false,
  deadline: "2026-12-01T00:00:00.000Z",
  postedDate: "2026-11-01T00:00:00.000Z",
  applicationLink: null,
});

const frontend = internship("1", "Frontend Developer Intern", "Razorpay", "Hybrid", "Bengaluru");
const analyst = internship("2", "Data Analyst Intern", "Fractal Analytics", "On-site", "Mumbai");
const writer = internship("3", "Content Writer Intern", "Unacademy", "Remote", "Bengaluru");

// What the server answers for each filter the page sends (the filtering itself is tested in the schema module).
const answer = (variables: object, internships: object[]) => ({
  request: { query: InternshipsDocument, variables },
  result: { data: { internships } },
});
const mocks = (testimonials: object[]) => [
  answer({}, [frontend, analyst, writer]),
  answer({ search: "fractal" }, [analyst]),
  // Only in the filtered answer: the page shows the server's matches, it does not filter a list of its own.
  answer({ type: "Remote" }, [writer, internship("4", "Support Intern", "Zoho", "Remote", "Chennai")]),
  answer({ location: "BENGALURU" }, [frontend, writer]),
  { request: { query: TestimonialsDocument }, result: { data: { testimonials } } },
];

const titles = () =>
  screen.queryAllByTestId("internship-card").map((card) => within(card).getByRole("heading").textContent);

describe("InternshipsPage filters", () => {
  it("asks the server for the chosen search, type and location and shows what it matched", async () => {
    const user = userEvent.setup();
    renderWithProviders(<InternshipsPage />, { mocks: mocks([]) });
    await waitFor(() => expect(titles()).toHaveLength(3));

    await user.type(screen.getByRole("searchbox", { name: "Search internships" }), "fractal");
    await waitFor(() => expect(titles()).toEqual(["Data Analyst Intern"]));
    await user.clear(screen.getByRole("searchbox", { name: "Search internships" }));

    await user.click(screen.getByRole("combobox", { name: /type/i }));
    await user.click(await screen.findByRole("option", { name: "Remote" }));
    await waitFor(() => expect(titles()).toEqual(["Content Writer Intern", "Support Intern"]));

    await user.click(screen.getByRole("combobox", { name: /type/i }));
    await user.click(await screen.findByRole("option", { name: "All Types" }));
    await user.type(screen.getByRole("textbox", { name: "Location" }), "BENGALURU");
    await waitFor(() => expect(titles()).toEqual(["Frontend Developer Intern", "Content Writer Intern"]));
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
