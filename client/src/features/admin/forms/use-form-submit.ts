import { useState, type FormEvent } from "react";

/**
 * A form element's submit over a save that says whether it saved: `saving` while it runs, `onDone` after a
 * successful save (a dialog closes, an inline editor folds away); a failed save leaves the form as typed.
 */
export function useFormSubmit(onSave: () => Promise<boolean>, onDone: () => void) {
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A dialog is portalled out of the page's DOM but not out of React's tree: a form around its opener must not
    // see this submit.
    event.stopPropagation();
    setSaving(true);
    const saved = await onSave().finally(() => setSaving(false));
    if (saved) onDone();
  };
  return { saving, onSubmit: (event: FormEvent) => void submit(event) };
}
