import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { FormDialog } from "./form-dialog.tsx";

// Opened from inside a page's own form (a dialog opened from an inline editor).
function open(onSave: () => Promise<boolean>) {
  const onClose = vi.fn();
  const pageSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithProviders(
    <form onSubmit={pageSubmit}>
      <FormDialog title="New item" onSave={onSave} onClose={onClose}>
        <input aria-label="Title" />
      </FormDialog>
    </form>,
  );
  return { onClose, pageSubmit, dialog: screen.getByRole("dialog", { name: "New item" }) };
}

describe("FormDialog", () => {
  it("holds both buttons while saving, then closes, and the page's form around it never sees the submit", async () => {
    let finish: (saved: boolean) => void = () => {};
    const { onClose, pageSubmit, dialog } = open(() => new Promise((resolve) => (finish = resolve)));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    finish(true);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(pageSubmit).not.toHaveBeenCalled();
  });

  it("stays open with what was typed when the save fails", async () => {
    const { onClose, dialog } = open(async () => false);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Title" }), "Draft");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("button", { name: "Save" })).toBeEnabled();
    expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveValue("Draft");
    expect(onClose).not.toHaveBeenCalled();
  });
});
