import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RichTextEditor } from "./rich-text-editor.tsx";

describe("RichTextEditor (console)", () => {
  it("keeps the console's toolbar: spoken names for B and I, headings, lists and a link dialog", async () => {
    render(<RichTextEditor label="Instructions" value="<h2>Loops</h2><p>Write an essay.</p>" onChange={() => {}} />);
    expect(screen.getByRole("textbox", { name: "Instructions" })).toHaveTextContent("LoopsWrite an essay.");
    const toolbar = screen.getByRole("toolbar", { name: "Instructions formatting" });
    const buttons = within(toolbar).getAllByRole("button");
    expect(buttons.map((button) => [button.textContent, button.getAttribute("aria-label")])).toEqual([
      ["B", "Bold"],
      ["I", "Italic"],
      ["Heading", null],
      ["Subheading", null],
      ["Bullets", null],
      ["Numbering", null],
      ["Link", null],
    ]);
    await userEvent.click(within(toolbar).getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Link" });
    expect(within(dialog).getByRole("textbox", { name: "Address" })).toHaveAttribute("type", "url");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
