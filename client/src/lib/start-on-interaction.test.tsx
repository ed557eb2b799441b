import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startOnInteraction } from "./start-on-interaction.ts";

function Page({
  onOpen,
  onSearch,
  onChoose,
}: {
  onOpen: () => void;
  onSearch: (text: string) => void;
  onChoose: () => void;
}) {
  const [text, setText] = useState("");
  return (
    <main>
      <button onClick={onOpen}>Open</button>
      {/* Acts on mousedown, as MUI's Select does. */}
      <div role="combobox" aria-controls="types" aria-expanded={false} tabIndex={0} onMouseDown={onChoose}>
        Type
      </div>
      <input
        aria-label="Search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onSearch(event.target.value);
        }}
      />
    </main>
  );
}

describe("startOnInteraction", () => {
  let root: HTMLElement;
  let hydrated: Root | undefined;
  const handlers = { onOpen: vi.fn(), onSearch: vi.fn(), onChoose: vi.fn() };

  beforeEach(() => {
    root = document.createElement("div");
    root.innerHTML = renderToString(<Page {...handlers} />);
    document.body.append(root);
  });

  afterEach(() => {
    act(() => hydrated?.unmount());
    hydrated = undefined;
    root.remove();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  const settled = async (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

  it("waits for the visitor's first sign of using the page", async () => {
    const started = startOnInteraction(root);
    expect(await settled(started)).toBe(false);
    window.dispatchEvent(new Event("pointermove"));
    expect(await settled(started)).toBe(true);
  });

  it("starts at once when the browser is offline (the offline banner is the app's)", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(await settled(startOnInteraction(root))).toBe(true);
  });

  it("holds a click on a control and the text typed before the app took over, then hands both to the app", async () => {
    const started = startOnInteraction(root);
    const button = root.querySelector("button")!;
    const field = root.querySelector("input")!;
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    const held = await started;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    field.value = "aptitude";
    field.dispatchEvent(new Event("input", { bubbles: true }));

    await act(async () => {
      hydrated = hydrateRoot(root, <Page {...handlers} />);
    });
    expect(handlers.onOpen).not.toHaveBeenCalled();
    act(() => held.release());
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    expect(handlers.onSearch).toHaveBeenCalledWith("aptitude");
    expect(field.value).toBe("aptitude");

    // Released once: later clicks reach the app directly, once.
    act(() => button.click());
    expect(handlers.onOpen).toHaveBeenCalledTimes(2);
    act(() => held.release());
    expect(handlers.onOpen).toHaveBeenCalledTimes(2);
  });

  it("hands over the typed text even when hydration put the server's value back in the field", async () => {
    const started = startOnInteraction(root);
    const field = root.querySelector("input")!;
    field.dispatchEvent(new Event("focusin", { bubbles: true }));
    const held = await started;
    field.value = "C Programming";
    field.dispatchEvent(new Event("input", { bubbles: true }));

    await act(async () => {
      hydrated = hydrateRoot(root, <Page {...handlers} />);
    });
    // What Chromium shows: the controlled field hydrated with its server value, "".
    field.value = "";
    act(() => held.release());
    expect(handlers.onSearch).toHaveBeenCalledWith("C Programming");
    expect(field.value).toBe("C Programming");
  });

  it("presses again a held control that acts on mousedown", async () => {
    const started = startOnInteraction(root);
    const combobox = root.querySelector("[role=combobox]")!;
    combobox.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    combobox.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    combobox.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    const held = await started;
    await act(async () => {
      hydrated = hydrateRoot(root, <Page {...handlers} />);
    });
    expect(handlers.onChoose).not.toHaveBeenCalled();
    act(() => held.release());
    expect(handlers.onChoose).toHaveBeenCalledTimes(1);
    expect(handlers.onOpen).not.toHaveBeenCalled();
  });

  it("leaves alone clicks outside the page's root and clicks with a modifier (a link opened in a new tab)", async () => {
    const outside = document.createElement("button");
    document.body.append(outside);
    void startOnInteraction(root);
    const elsewhere = new MouseEvent("click", { bubbles: true, cancelable: true });
    outside.dispatchEvent(elsewhere);
    const modified = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    root.querySelector("button")!.dispatchEvent(modified);
    expect([elsewhere.defaultPrevented, modified.defaultPrevented]).toEqual([false, false]);
    outside.remove();
  });
});
