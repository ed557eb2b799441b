import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A page opened by a link or a redirect starts at its top. Back and forward (POP) are left to the browser, which
 * restores the position it kept for that history entry (history.scrollRestoration "auto").
 */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
