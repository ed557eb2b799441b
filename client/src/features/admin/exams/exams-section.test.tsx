import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { AdminExamsDocument, AdminUpdateExamDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { examInput, examValues } from "./exam-fields.ts";
import { ExamsSection } from "./exams-section.tsx";

const exam = {
  __typename: "Exam" as const,
  id: "e1",
  title: "GATE Mock Test",
  description: "Full-length mock",
  category: "Engineering",
  mode: "online",
  duration: 180,
  examDate: "2026-12-12T04:30:00.000Z",
  location: "",
  currentParticipants: 12,
  maxParticipants: 50,
  published: true,
};

describe("ExamsSection capacity", () => {
  it("shows the server's capacity_below_registrations error on the seats field and keeps the typed value", async () => {
    const user = userEvent.setup();
    const message = "GATE Mock Test already has 12 registrations; seats cannot go below that";
    const refused = {
      request: {
        query: AdminUpdateExamDocument,
        variables: { id: "e1", input: examInput({ ...examValues(exam), maxParticipants: "5" }) },
      },
      result: { errors: [new GraphQLError(message, { extensions: { code: "capacity_below_registrations" } })] },
    };
    renderWithProviders(<ExamsSection />, {
      mocks: [{ request: { query: AdminExamsDocument }, result: { data: { staffExams: [exam] } } }, refused],
    });

    await user.click(await screen.findByLabelText("Edit GATE Mock Test"));
    const dialog = screen.getByRole("dialog", { name: "Edit exam" });
    const seats = within(dialog).getByRole("spinbutton", { name: /Seats/ });
    await user.clear(seats);
    await user.type(seats, "5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    const field = await within(dialog).findByText(message, { selector: "p" });
    expect(field.id).toBe(seats.getAttribute("aria-describedby"));
    expect(seats).toHaveAttribute("aria-invalid", "true");
    expect(seats).toHaveValue(5);
    expect(screen.getByRole("dialog", { name: "Edit exam" })).toBeInTheDocument();
  });
});
