// Which paths are pages of the web client (client/src/app/router.tsx lists the same routes). A page is answered
// with HTML whatever the request's Accept header says (crawlers and link-preview bots send */*), and a path that
// is no page, or a course that does not exist or is not published, gets the 404 page with a real 404 status.
import { FIRST_SCREEN_PATHS } from "@app/client/first-screen";
import type { Database } from "@app/db";
import { certificateCodeExists, isPublishedCourse as isPublished } from "@app/schema";

export const CLIENT_PAGES = [
  "/",
  "/login",
  "/signup",
  "/auth/callback",
  "/forgot-password",
  "/reset-password",
  "/terms",
  "/privacy",
  "/accessibility",
  "/courses",
  "/courses/:courseId",
  "/courses/:courseId/content",
  "/courses/:courseId/content/:contentId",
  "/courses/:courseId/content/class/:lessonId",
  "/internships",
  "/exams",
  "/tests",
  "/tests/:testId",
  "/tests/:testId/attempts/:attemptId",
  "/tests/:testId/attempts/:attemptId/result",
  "/practice",
  "/practice/topics/:topicId",
  "/practice/revise",
  "/placement",
  "/about",
  "/certificates/verify/:code",
  "/profile",
  "/admin",
  "/admin/*",
];

/**
 * Pages whose first screen is rendered on the server, with their data, metadata and true status: the client's
 * renderer decides (its list also names "*": a path that is no page gets the rendered 404 page too).
 */
export const FIRST_SCREEN_PAGES = FIRST_SCREEN_PATHS.filter((page) => page !== "*");

/** Public pages a search engine may list (the personal and staff pages are left out, and disallowed in robots.txt). */
export const INDEXABLE_PAGES = [
  "/",
  "/courses",
  "/internships",
  "/exams",
  "/tests",
  "/practice",
  "/placement",
  "/about",
  "/terms",
  "/privacy",
  "/accessibility",
];

/** Paths that belong to the API, the identity server or files: they answer JSON, never a page. */
export const isApiPath = (url: string) => /^\/(api|graphql|auth\/v1|dev|files|bench)(\/|\?|$)/.test(url);

/**
 * A page path with trailing slashes, as its canonical address (leading slashes collapsed, so the answer can never
 * be another host's protocol-relative URL); null when the path has none.
 */
export function withoutTrailingSlash(url: string): string | null {
  const [pathname, query] = splitUrl(url);
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  return `/${pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "")}${query}`;
}

const splitUrl = (url: string): [string, string] => {
  const at = url.indexOf("?");
  return at < 0 ? [url, ""] : [url.slice(0, at), url.slice(at)];
};

// What is published and which codes verify are the domain's rules (the courses and certificates modules).
/** Whether a certificate answers this verification code. */
export const isKnownCertificate = (db: Database, code: string) => certificateCodeExists(db.prisma, code);
/** Whether a course page has something to show: the course exists and is published. */
export const isPublishedCourse = (db: Database, courseId: string) => isPublished(db.prisma, courseId);
