import type { Caption } from "./settings-menu.tsx";

/**
 * The captions a lesson video starts with when the learner keeps captions on (docs/accessibility.md): the track in
 * the interface language ("hi" matches "hi" and "hi-IN"), else the lesson's first track; null when it has none.
 */
export function defaultCaption(captions: Caption[], language: string): string | null {
  const base = (tag: string) => tag.toLowerCase().split("-")[0];
  const own = captions.find((caption) => base(caption.language) === base(language));
  return (own ?? captions[0])?.language ?? null;
}
