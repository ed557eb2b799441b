/** Keyboard of the player (docs/video.md): space/k play-pause, j/l 10 s, arrows 5 s, f full screen, c captions. */
export function playerKeyHandler(actions: {
  toggle: () => void;
  seekBy: (seconds: number) => void;
  fullscreen: () => void;
  captions: () => void;
}) {
  return (event: React.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Keys typed into the controls' own widgets (slider arrows, menu letters) stay theirs.
    const target = event.target as HTMLElement;
    if (target.closest('[role="slider"], [role="menu"], input, textarea, select')) return;
    const action: Record<string, () => void> = {
      " ": actions.toggle,
      k: actions.toggle,
      j: () => actions.seekBy(-10),
      l: () => actions.seekBy(10),
      ArrowLeft: () => actions.seekBy(-5),
      ArrowRight: () => actions.seekBy(5),
      f: actions.fullscreen,
      c: actions.captions,
    };
    const run = action[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!run || (event.key === " " && target.tagName === "BUTTON")) return;
    event.preventDefault();
    run();
  };
}
