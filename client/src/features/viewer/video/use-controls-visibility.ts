import { useCallback, useEffect, useRef, useState } from "react";

export const controlsHideDelayMs = 3000;

/** Controls stay visible while the pointer is over the player and hide 3 s after it leaves (spec section 9). */
export function useControlsVisibility() {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = useCallback(() => {
    clear();
    setVisible(true);
  }, []);
  const scheduleHide = useCallback(() => {
    clear();
    timer.current = setTimeout(() => setVisible(false), controlsHideDelayMs);
  }, []);
  useEffect(() => clear, []);
  return { visible, show, scheduleHide };
}
