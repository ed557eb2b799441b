import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { CreateStaffLessonContentDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { QuizEditor } from "./quiz-editor.tsx";

const question = {
  question: "What is 7 × 8?",
  description: null,
  options: ["54", "56", "58", "64"],
  correctAnswer: 1,
  explanation: "7 × 8 = 56.",
};
const request = {
  query: CreateStaffLessonContentDocument,
  variables: { lessonId: "l1", input: { type: "question", title: question.question, question } },
};
const created = {
  __typename: "LessonContent",
  id: "c9",
  lessonId: "l1",
  type: "question",
  title: question.question,
  url: null,
  content: null,
  position: 0,
  question: {
    __typename: "Question",
    question: question.question,
    description: null,
    options: question.options,
    correctAnswer: 1,
    correctOptionDesc: question.explanation,
  },
};

// Label queries, not role queries: computing MUI's accessibility tree per query makes these tests crawl.
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}[\\s*]*$`), {
    selector: "input[type=text], textarea",
  });
const radio = (label: string) => screen.getByLabelText(label, { selector: "input[type=radio]" }) as HTMLInputElement;

// Typing is simulated per field (change events): the checks under test run on submit, not per keystroke.
function fill({ skip }: { skip?: number } = {}) {
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  type("Question", question.question);
  question.options.forEach((option, index) => index !== skip && type(`Option ${index + 1}`, option));
  type("Explanation (optional)", question.explanation);
}

describe("QuizEditor", () => {
  it("requires every option and exactly one correct answer before saving", async () => {
    const onDone = vi.fn();
    renderWithProviders(<QuizEditor lessonId="l1" content={null} onDone={onDone} />);
    fill({ skip: 2 });
    await userEvent.click(screen.getByRole("button", { name: "Save question" }));
    expect(screen.getByText("Enter this option.")).toBeInTheDocument();
    expect(screen.getByText("Mark the one correct option.")).toBeInTheDocument();
    expect(field("Option 3")).toHaveAttribute("aria-invalid", "true");
    expect(field("Option 1")).toHaveAttribute("aria-invalid", "false");

    // Radio buttons make a second correct answer impossible: picking another moves the mark.
    await userEvent.click(radio("Option 1 is correct"));
    await userEvent.click(radio("Option 2 is correct"));
    expect(radio("Option 1 is correct")).not.toBeChecked();
    expect([1, 2, 3, 4].filter((n) => radio(`Option ${n} is correct`).checked)).toEqual([2]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("saves a complete question as QuestionInput", async () => {
    const onDone = vi.fn();
    renderWithProviders(<QuizEditor lessonId="l1" content={null} onDone={onDone} />, {
      mocks: [{ request, result: { data: { createLessonContent: created } } }],
    });
    fill();
    await userEvent.click(radio("Option 2 is correct"));
    await userEvent.click(screen.getByRole("button", { name: "Save question" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await screen.findByText("Question added.")).toBeInTheDocument();
  });

  it("shows the server's refusal beside the option and keeps the question", async () => {
    const refusal = new GraphQLError("Option 4 is blank", {
      extensions: { code: "invalid_input", details: { "input.question.options.3": "Option 4 is blank" } },
    });
    renderWithProviders(<QuizEditor lessonId="l1" content={null} onDone={() => undefined} />, {
      mocks: [{ request, result: { errors: [refusal] } }],
    });
    fill();
    await userEvent.click(radio("Option 2 is correct"));
    await userEvent.click(screen.getByRole("button", { name: "Save question" }));
    expect(await screen.findByText("Option 4 is blank", { selector: "p" })).toBeInTheDocument();
    expect(field("Option 4")).toHaveAttribute("aria-invalid", "true");
    expect(field("Question")).toHaveValue(question.question);
    expect(radio("Option 2 is correct")).toBeChecked();
  });
});
