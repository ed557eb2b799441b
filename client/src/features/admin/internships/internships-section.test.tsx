import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  AdminDeleteInternshipDocument,
  AdminInternshipsDocument,
  AdminSetInternshipPublishedDocument,
} from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { InternshipsSection } from "./internships-section.tsx";

const internship = (id: string, title: string, published: boolean) => ({
  __typename: "Internship" as const,
  id,
  title,
  company: "Razorpay",
  companyLogoUrl: null,
  type: "Hybrid",
  duration: "3 months",
  stipend: "Rs. 15,000/month",
  location: "Bengaluru",
  certificate: true,
  reference: false,
  deadline: "2026-12-15T00:00:00.000Z",
  applicationLink: null,
  published,
});
const list = {
  request: { query: AdminInternshipsDocument },
  result: {
    data: { staffInternships: [internship("i1", "Frontend Intern", true), internship("i2", "Data Intern", false)] },
  },
};

describe("InternshipsSection rows", () => {
  it("shows the deadline in Indian format and flips a row's publication", async () => {
    const user = userEvent.setup();
    const published = {
      request: { query: AdminSetInternshipPublishedDocument, variables: { id: "i2", published: true } },
      result: { data: { setInternshipPublished: { __typename: "Internship", id: "i2", published: true } } },
    };
    renderWithProviders(<InternshipsSection />, { mocks: [list, published] });

    await user.click(await screen.findByLabelText("Publish Data Intern at Razorpay"));
    expect(await screen.findByText("Internship published")).toBeInTheDocument();
    expect(await screen.findByLabelText("Unpublish Data Intern at Razorpay")).toBeInTheDocument();
    expect(screen.getAllByText("15 Dec 2026")).toHaveLength(2);
  });

  it("deletes only after the confirmation, then drops the row", async () => {
    const user = userEvent.setup();
    const deleted = {
      request: { query: AdminDeleteInternshipDocument, variables: { id: "i1" } },
      result: { data: { deleteInternship: "i1" } },
    };
    renderWithProviders(<InternshipsSection />, { mocks: [list, deleted] });

    await user.click(await screen.findByLabelText("Delete Frontend Intern at Razorpay"));
    const dialog = screen.getByRole("dialog", { name: "Delete this internship?" });
    expect(dialog).toHaveTextContent("unpublish it instead");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Frontend Intern")).toBeInTheDocument();

    await user.click(screen.getByLabelText("Delete Frontend Intern at Razorpay"));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Internship deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Frontend Intern")).not.toBeInTheDocument());
    expect(screen.getByText("Data Intern")).toBeInTheDocument();
  });
});
