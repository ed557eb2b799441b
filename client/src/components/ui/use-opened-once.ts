import { useState } from "react";

/**
 * True from the first time `open` is true. A lazily loaded overlay (menu, drawer) is mounted only once it
 * has been opened, so its chunk stays out of the first screen, and then stays mounted to animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
