import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * When a page change removes the control that had the keyboard focus (the link or button just used), the focus
 * would fall back to the document and the next Tab would start from the top of the page. It moves to the page's
 * main region instead, so the next Tab reaches the new page's first control (WCAG 2.4.3, docs/accessibility.md).
 * A control the new page focuses itself (an autofocused field) keeps the focus.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
