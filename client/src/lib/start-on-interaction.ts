// Decision 023: a visitor's server-rendered page is whole without the app (text, pictures, links), so the app is
// evaluated and hydrated at the visitor's first sign of using the page, not while a cheap phone is still showing it.
// Until the app has taken over, a click on a control and text typed into a field are held and handed to it then,
// so nothing the visitor did before is lost. Part of the entry chunk: no imports.

// A pointer moving or pressed, a touch, a key, focus or the wheel: the visitor is about to use the page.
const INTENT = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"] as const;
const CONTROL = "a[href], button, input, select, textarea, summary, label, [role], [tabindex]";

export interface HeldInput {
  /** Hands the held click and typed text to the app; call once the app has taken the markup over. */
  release(): void;
}

const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Sets a field's value as typing does, so React's change tracking sees the difference and calls onChange. `typed`
 * is what the field held when the visitor last typed: hydrating a controlled field may already have put the
 * server's value back.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  if (typed === field.defaultValue && typed === field.value) return;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  // React tracks a field's value through the element's own property: set something else there, then the typed
  // text underneath it, and the input event reports a change.
  field.value = typed === field.defaultValue ? `${typed} ` : field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The press as the visitor made it, where they made it: some controls act on mousedown (MUI's Select opens then and
 * closes again on a mouseup outside itself), others on click.
 */
function pressAgain(control: Element, clientX: number, clientY: number) {
  for (const type of ["mousedown", "mouseup", "click"])
    control.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX, clientY }));
}

/**
 * Resolves when the visitor starts to use the page, or at once when the browser is offline (the offline banner is
 * the app's); from the call on, clicks on controls inside `root` and typing are held until `release`.
 */
export function startOnInteraction(root: HTMLElement): Promise<HeldInput> {
  let clicked: { control: Element; x: number; y: number } | null = null;
  let submitted: HTMLFormElement | null = null;
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const holdClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control || !root.contains(control) || isModified(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    clicked = { control, x: event.clientX, y: event.clientY };
  };
  const noteTyping = (event: Event) => {
    const field = event.target;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && root.contains(field))
      typed.set(field, field.value);
  };
  // Enter in a field submits its form natively (a page load) before the app's handler exists.
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    submitted = event.target;
  };
  document.addEventListener("click", holdClick, true);
  document.addEventListener("input", noteTyping, true);
  document.addEventListener("submit", holdSubmit, true);
  const held: HeldInput = {
    release() {
      document.removeEventListener("click", holdClick, true);
      document.removeEventListener("input", noteTyping, true);
      document.removeEventListener("submit", holdSubmit, true);
      for (const [field, text] of typed) if (field.isConnected) retype(field, text);
      typed.clear();
      const press = clicked;
      clicked = null;
      if (press?.control.isConnected) pressAgain(press.control, press.x, press.y);
      const form = submitted;
      submitted = null;
      if (form?.isConnected) form.requestSubmit();
    },
  };
  return new Promise((resolve) => {
    const start = () => {
      for (const type of INTENT) window.removeEventListener(type, start, true);
      window.removeEventListener("offline", start);
      resolve(held);
    };
    if (!navigator.onLine) return start();
    for (const type of INTENT) window.addEventListener(type, start, { capture: true, passive: true });
    window.addEventListener("offline", start);
  });
}
