import { useState } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RichTextField, formatButton, richTextExtensions } from "./rich-text-field.tsx";

// jsdom has no layout: ProseMirror scrolls the selection into view after a command and asks a Range for its boxes.
// None here; Playwright journeys cover the editor in a real browser.
Range.prototype.getClientRects ??= () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const extensions = richTextExtensions({ heading: false });
const buttons = [formatButton("bold", "B", { name: "Bold", weight: 700 }), formatButton("codeBlock", "Code block")];

function Field({ initial }: { initial: string }) {
  const [html, setHtml] = useState<string | null>(null);
  return (
    <>
      <RichTextField
        label="Answer"
        toolbarLabel="Answer formatting"
        initial={initial}
        onChange={setHtml}
        extensions={extensions}
        buttons={buttons}
        minHeight={96}
      />
      <output aria-label="html">{html ?? "unchanged"}</output>
    </>
  );
}

describe("RichTextField", () => {
  it("names its text box and toolbar, and a one-letter button by its spoken name", () => {
    render(<Field initial="<p>Hello</p>" />);
    expect(screen.getByRole("textbox", { name: "Answer" })).toHaveTextContent("Hello");
    const toolbar = screen.getByRole("toolbar", { name: "Answer formatting" });
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label") ?? button.textContent),
    ).toEqual(["Bold", "Code block"]);
  });

  it("applies a toolbar command, marks its button pressed, and answers the HTML", async () => {
    render(<Field initial="<p>x = 1</p>" />);
    const code = screen.getByRole("button", { name: "Code block" });
    expect(code).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(code);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Code block" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(screen.getByRole("status", { name: "html" })).toHaveTextContent("<pre><code>x = 1</code></pre>");
  });
});
