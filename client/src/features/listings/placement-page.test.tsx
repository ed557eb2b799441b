import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PlacementsDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { PlacementPage } from "./placement-page.tsx";

const job = (id: string, title: string, company: string, category: string) => ({
  __typename: "Placement",
  id,
  title,
  company,
  category,
  companyLogoUrl: null,
  type: "Full-time",
  experience: "Fresher",
  location: "Bengaluru",
  salary: "6-10 LPA",
  postedDate: "2026-11-01T00:00:00.000Z",
  applicationsCount: 3,
  skills: [],
  benefits: [],
  description: "",
  applicationLink: null,
});

const answer = (variables: object, placements: object[]) => ({
  request: { query: PlacementsDocument, variables },
  result: { data: { placements } },
});
const everything = [
  job("a", "Software Engineer", "Flipkart", "E-commerce"),
  job("b", "Probationary Officer", "HDFC Bank", "Banking"),
];

describe("PlacementPage", () => {
  it("lists what the server matched for the chosen category while the counts stay those of every opening", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlacementPage />, {
      mocks: [
        answer({}, everything),
        answer({ category: "Banking" }, [everything[1], job("c", "Relationship Manager", "ICICI Bank", "Banking")]),
      ],
    });
    const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await waitFor(() => expect(titles()).toContain("Software Engineer"));

    await user.click(screen.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Banking" }));
    await waitFor(() => expect(titles()).toContain("Relationship Manager"));
    expect(titles()).not.toContain("Software Engineer");
    const banking = screen.getAllByRole("heading", { name: "Banking", level: 3 })[0].closest("div")!;
    expect(within(banking.parentElement!).getByText("1 open positions")).toBeInTheDocument();
  });
});
