import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StaffFailedMailDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { FailedMail } from "./failed-mail.tsx";

const render = (failedMail: object[]) =>
  renderWithProviders(<FailedMail />, {
    mocks: [{ request: { query: StaffFailedMailDocument }, result: { data: { failedMail } } }],
  });

describe("FailedMail", () => {
  it("lists each email that failed every attempt with its address, kind and last error", async () => {
    render([
      {
        __typename: "FailedMail",
        id: "job-1",
        kind: "confirmation",
        to: "asha@example.com",
        error: "connect ECONNREFUSED 127.0.0.1:25",
        attempts: 5,
        failedAt: "2026-11-28T09:00:00.000Z",
      },
    ]);
    const table = await screen.findByRole("table", { name: "Emails that could not be sent" });
    const [, row] = within(table).getAllByRole("row");
    expect(within(row).getByText("asha@example.com")).toBeInTheDocument();
    expect(within(row).getByText("confirmation")).toBeInTheDocument();
    expect(within(row).getByText("connect ECONNREFUSED 127.0.0.1:25")).toBeInTheDocument();
  });

  it("says so when every email was sent", async () => {
    render([]);
    expect(await screen.findByText("Every email was sent.")).toBeInTheDocument();
  });
});
