// What the server renders ahead of the JavaScript (ssr/render-first-screen.tsx) and how the browser picks it up.

/**
 * Public pages whose first screen the gateway renders (gateway/src/client/client-pages.ts reads this list), and
 * "*", the 404 page of a path that is no page. Personal and staff pages are rendered in the browser only.
 */
export const FIRST_SCREEN_PATHS = [
  "/",
  "/courses",
  "/courses/:courseId",
  "/internships",
  "/exams",
  "/tests",
  "/tests/:testId",
  "/practice",
  "/placement",
  "/about",
  "/terms",
  "/privacy",
  "/accessibility",
  "/certificates/verify/:code",
  "*",
];

/** Id of the `<script type="application/json">` holding the Apollo cache the server rendered from. */
export const FIRST_SCREEN_STATE_ID = "first-screen-state";

/** The server's Apollo cache, when this page was rendered on the server; undefined otherwise or when unreadable. */
export function readFirstScreenState(doc: Document): unknown {
  const text = doc.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
