// An exam whose date has passed cannot be registered for; the card says so and the server's refusal (a page left
// open past the date) reaches the learner in the failure alert. A registered learner's card reads 'Registered'.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExamCategoriesDocument, ExamsDocument, RegisterForExamDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { ExamsPage } from "./exams-page.tsx";

const CLOSED = "Registration for this exam has closed";
const dayMs = 86_400_000;

const exam = (id: string, title: string, examDate: Date, currentParticipants = 0, isRegistered = false) => ({
  __typename: "Exam",
  id,
  title,
  description: "Mock test",
  category: "Engineering",
  mode: "online",
  duration: 120,
  examDate: examDate.toISOString(),
  location: "Delhi",
  currentParticipants,
  maxParticipants: 2,
  isFull: currentParticipants >= 2,
  isRegistered,
});

const exams = [
  exam("past", "Last week's mock", new Date(Date.now() - 7 * dayMs)),
  exam("past-full", "Yesterday's full mock", new Date(Date.now() - dayMs), 2),
  exam("next", "Next week's mock", new Date(Date.now() + 7 * dayMs)),
  exam("full", "Full mock", new Date(Date.now() + 7 * dayMs), 2),
];

const mocks = [
  { request: { query: ExamsDocument }, result: { data: { exams } } },
  {
    request: { query: ExamCategoriesDocument },
    result: { data: { examCategories: [{ __typename: "ExamCategory", name: "Engineering", count: 4 }] } },
  },
  {
    request: { query: RegisterForExamDocument, variables: { examId: "next" } },
    result: { errors: [new GraphQLError(CLOSED, { extensions: { code: "registration_closed" } })] },
  },
];

const buttonOf = (title: string) => {
  const card = screen
    .getAllByTestId("exam-card")
    .find((element) => within(element).queryByRole("heading", { name: title }));
  return within(card!).getByRole("button");
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("ExamsPage registration", () => {
  it("disables the button of an exam whose date has passed, reading 'Registration closed', even when full", async () => {
    renderWithProviders(<ExamsPage />, { mocks });
    await waitFor(() => expect(screen.getAllByTestId("exam-card")).toHaveLength(4));
    for (const title of ["Last week's mock", "Yesterday's full mock"]) {
      expect(buttonOf(title)).toHaveTextContent("Registration closed");
      expect(buttonOf(title)).toBeDisabled();
    }
    expect(buttonOf("Full mock")).toHaveTextContent("Full");
    expect(buttonOf("Full mock")).toBeDisabled();
    expect(buttonOf("Next week's mock")).toHaveTextContent("Register Now");
    expect(buttonOf("Next week's mock")).toBeEnabled();
    // The exam reminder's link, /exams#exam-<id>, lands on its card.
    expect(document.getElementById("exam-next")).toContainElement(buttonOf("Next week's mock"));
  });

  it("shows the server's message when it refuses the registration as closed", async () => {
    localStorage.setItem("token", "backend-1");
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<ExamsPage />, { mocks });
    await waitFor(() => expect(screen.getAllByTestId("exam-card")).toHaveLength(4));
    await user.click(buttonOf("Next week's mock"));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(CLOSED));
  });

  it("reads 'Registered', disabled, for an exam the learner registered for, after registering and on a reload", async () => {
    localStorage.setItem("token", "backend-1");
    vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const later = new Date(Date.now() + 7 * dayMs);
    const listed = [exam("next", "Next week's mock", later), exam("mine", "My mock", later, 1, true)];
    const registered = {
      __typename: "Exam",
      id: "next",
      currentParticipants: 1,
      maxParticipants: 2,
      isFull: false,
      isRegistered: true,
    };
    const registering = [
      { request: { query: ExamsDocument }, result: { data: { exams: listed } } },
      mocks[1],
      {
        request: { query: RegisterForExamDocument, variables: { examId: "next" } },
        result: { data: { registerForExam: registered } },
      },
    ];
    renderWithProviders(<ExamsPage />, { mocks: registering });
    await waitFor(() => expect(screen.getAllByTestId("exam-card")).toHaveLength(2));
    expect(buttonOf("My mock")).toHaveTextContent("Registered");
    expect(buttonOf("My mock")).toBeDisabled();
    await userEvent.setup().click(buttonOf("Next week's mock"));
    await waitFor(() => expect(buttonOf("Next week's mock")).toHaveTextContent("Registered"));
    expect(buttonOf("Next week's mock")).toBeDisabled();
  });
});
