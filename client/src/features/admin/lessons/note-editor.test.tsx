import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { UpdateStaffLessonContentDocument, type StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { NoteEditor } from "./note-editor.tsx";

const note: StaffLessonContentFragment = {
  __typename: "LessonContent",
  id: "c1",
  lessonId: "l1",
  type: "note",
  title: "Normal forms",
  url: null,
  content: "<p>1NF to BCNF</p>",
  position: 0,
  question: null,
};
const request = (title: string) => ({
  query: UpdateStaffLessonContentDocument,
  variables: { id: "c1", input: { type: "note", title, url: null, content: note.content } },
});
// Label queries, not role queries: computing MUI's accessibility tree per query makes these tests crawl.
const title = () => screen.getByLabelText(/^Notes title[\s*]*$/, { selector: "input" });
const save = () => userEvent.click(screen.getByRole("button", { name: "Save notes" }));

describe("NoteEditor", () => {
  it("asks for a title and the PDF before sending anything", async () => {
    const onDone = vi.fn();
    // No mocked answer: a request would fail the save with a different message.
    renderWithProviders(<NoteEditor lessonId="l1" content={null} onDone={onDone} />);
    await save();
    expect(screen.getByText("Notes title is required.")).toBeInTheDocument();
    expect(screen.getByText("Upload the PDF.")).toBeInTheDocument();
    expect(title()).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("saves edited text notes and closes", async () => {
    const onDone = vi.fn();
    renderWithProviders(<NoteEditor lessonId="l1" content={note} onDone={onDone} />, {
      mocks: [{ request: request("Normal forms, revised"), result: { data: { updateLessonContent: note } } }],
    });
    fireEvent.change(title(), { target: { value: "  Normal forms, revised " } });
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await screen.findByText("Notes saved.")).toBeInTheDocument();
  });

  it("shows the server's refusal beside the title and keeps what was typed", async () => {
    const refusal = new GraphQLError("Title is too long", {
      extensions: { code: "invalid_input", details: { "input.title": "Title is too long" } },
    });
    const onDone = vi.fn();
    renderWithProviders(<NoteEditor lessonId="l1" content={note} onDone={onDone} />, {
      mocks: [{ request: request("Normal forms"), result: { errors: [refusal] } }],
    });
    await save();
    expect(await screen.findByText("Title is too long", { selector: "p" })).toBeInTheDocument();
    expect(title()).toHaveAttribute("aria-invalid", "true");
    expect(title()).toHaveValue("Normal forms");
    expect(onDone).not.toHaveBeenCalled();
  });
});
