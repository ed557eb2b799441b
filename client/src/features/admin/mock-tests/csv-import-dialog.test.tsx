import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AdminImportMockTestQuestionsDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { CsvImportDialog } from "./csv-import-dialog.tsx";

const test = {
  __typename: "StaffMockTest" as const,
  id: "t1",
  title: "RRB NTPC mock",
  description: "",
  instructions: "",
  examCategory: "",
  courseId: null,
  durationMinutes: 30,
  marksCorrect: 1,
  negativeMarks: 0.25,
  attemptsAllowed: 1,
  opensAt: null,
  closesAt: null,
  shuffleQuestions: false,
  shuffleOptions: false,
  published: false,
  attemptCount: 0,
  questionCount: 0,
};

const answer = (csv: string, dryRun: boolean, result: object) => ({
  request: { query: AdminImportMockTestQuestionsDocument, variables: { testId: "t1", csv, dryRun, replace: false } },
  result: {
    data: {
      importMockTestQuestions: { __typename: "MockTestImport", imported: 0, errors: [], questions: [], ...result },
    },
  },
});

const question = (row: number) => ({
  __typename: "MockTestCsvQuestion",
  row,
  section: "Maths",
  text: `Q${row}`,
  correctOption: 1,
  hasHindi: row === 2,
});

describe("CsvImportDialog", () => {
  it("shows every row error and offers no import while any row is invalid", async () => {
    const user = userEvent.setup();
    const errors = [
      { __typename: "MockTestCsvError", row: 14, message: "correct option E does not exist" },
      { __typename: "MockTestCsvError", row: 15, message: "question is empty" },
    ];
    renderWithProviders(<CsvImportDialog test={test} onClose={() => undefined} onImported={() => undefined} />, {
      mocks: [answer("bad", true, { errors })],
    });
    fireEvent.change(screen.getByRole("textbox", { name: "CSV text" }), { target: { value: "bad" } });
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const list = await screen.findByTestId("csv-errors");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Row 14: correct option E does not exist", "Row 15: question is empty"]);
    expect(within(list).getByText("Nothing is imported until every row is valid.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Import/ })).toBeDisabled();
  });

  it("previews the valid rows, then imports them", async () => {
    const user = userEvent.setup();
    const onImported = vi.fn();
    const questions = [question(2), question(3)];
    renderWithProviders(<CsvImportDialog test={test} onClose={() => undefined} onImported={onImported} />, {
      mocks: [answer("good", true, { questions }), answer("good", false, { imported: 2, questions })],
    });
    fireEvent.change(screen.getByRole("textbox", { name: "CSV text" }), { target: { value: "good" } });
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByTestId("csv-preview");
    expect(within(preview).getAllByRole("row")).toHaveLength(3);
    expect(within(preview).getByText("Q2 (हिंदी)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import 2 questions" }));
    expect(await screen.findByText("2 questions imported")).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith(2);
  });
});
