// What the server renders ahead of the JavaScript (ssr/render-first-screen.tsx) and how the browser picks it up.

/**
 * Public pages whose first screen the gateway renders. A course page is not one of them: it waits for the
 * session to know whether to send an enrolled learner to the lessons, so its first screen is a loading state.
 */
export const FIRST_SCREEN_PATHS = ["/", "/courses"];

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
