import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { translateFields, type FormValues } from "../forms/form-spec.ts";
import { QuestionDialog } from "./question-dialog.tsx";
import { choiceFields, questionFields, questionInput, questionValues } from "./question-fields.ts";

// The learner's MathText is handed in by the route; here a stand-in shows what it was given.
const ShownMath = ({ text }: { text: string }) => <span data-testid="math">{text}</span>;

function open(onSave: (values: FormValues) => Promise<unknown>, onClose = vi.fn()) {
  const t = i18next.t.bind(i18next);
  const specsFor = () => [
    ...choiceFields(
      { topic: "Topic", course: "Course", adminsOnly: "No course (admins only)" },
      [{ id: "t1", label: "Quant · Percentages" }],
      [],
    ),
    ...translateFields(
      questionFields(async () => "/api/files/x.jpg"),
      t,
    ),
  ];
  renderWithProviders(
    <QuestionDialog
      title="New practice question"
      specsFor={specsFor}
      initialValues={questionValues(null, { topicId: "t1", courseId: "" })}
      messages={{ success: "Question saved", failure: "The question could not be saved" }}
      MathView={ShownMath}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe("the bank question form", () => {
  it("previews the question as typed, the correct option marked, and saves what was typed", async () => {
    const user = userEvent.setup();
    const saved: FormValues[] = [];
    const onClose = open(async (values) => saved.push(values));
    const dialog = await screen.findByRole("dialog", { name: "New practice question" });
    const fill = (name: string | RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole("textbox", { name }), { target: { value } });
    fill(/^Question \(English/, "Half of $80$?");
    fill("Option A (English)", "20");
    fill("Option B (English)", "40");
    const preview = within(dialog).getByRole("region", { name: "Preview in English" });
    expect(
      within(preview)
        .getAllByTestId("math")
        .map((node) => node.textContent),
    ).toEqual(["Half of $80$?", "20", "40"]);
    expect(
      within(preview)
        .getByText(/\(correct\)/)
        .closest("li")?.textContent,
    ).toContain("20");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(questionInput(saved[0]!)).toMatchObject({
      topicId: "t1",
      courseId: null,
      textEn: "Half of $80$?",
      optionsEn: ["20", "40"],
      correctIndex: 0,
    });
  });

  it("keeps what was typed and shows the field's error when the year is out of range", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    open(onSave);
    const dialog = await screen.findByRole("dialog", { name: "New practice question" });
    fireEvent.change(within(dialog).getByRole("spinbutton", { name: /^Year/ }), { target: { value: "1900" } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/Enter a whole number from 1,?950 to 2,?100/)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("spinbutton", { name: /^Year/ })).toHaveValue(1900);
  });
});
