import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MyPurchasesDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { PurchasesTab } from "./purchases-tab.tsx";

const purchase = (id: string, status: string, creditNote: boolean) => ({
  __typename: "Purchase" as const,
  id,
  amountPaise: 10_000_000,
  status,
  paidAt: "2026-11-20T10:00:00.000Z",
  refundedAt: status === "refunded" ? "2026-11-21T10:00:00.000Z" : null,
  course: { __typename: "Course" as const, id: `course-${id}`, title: `Course ${id}` },
  invoice: {
    __typename: "TaxInvoice" as const,
    id: `invoice-${id}`,
    number: `VP/2026-27/00000${id}`,
    downloadPath: `/api/payments/invoices/invoice-${id}.pdf`,
    creditNote: creditNote
      ? {
          __typename: "CreditNote" as const,
          id: `note-${id}`,
          number: `VP/CN/2026-27/00000${id}`,
          downloadPath: `/api/payments/credit-notes/note-${id}.pdf`,
        }
      : null,
  },
});

const mocks = [
  {
    request: { query: MyPurchasesDocument, variables: { limit: 50 } },
    result: { data: { myPurchases: [purchase("1", "paid", false), purchase("2", "refunded", true)] } },
  },
];

describe("PurchasesTab", () => {
  it("lists each purchase with its amount in Indian grouping, status, invoice and a refund's credit note", async () => {
    renderWithProviders(<PurchasesTab />, { mocks });
    expect(await screen.findByText("Course 1")).toBeInTheDocument();
    expect(screen.getAllByText(/₹1,00,000/)).toHaveLength(2);
    expect(screen.getByText("Paid")).toBeInTheDocument();
    expect(screen.getByText("Refunded")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Download the tax invoice/ })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: /Download the credit note/ })).toHaveLength(1);
    expect(screen.getByText(/Invoice VP\/2026-27\/000002/)).toBeInTheDocument();
  });
});
