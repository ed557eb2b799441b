// Which paths are pages of the web client (client/src/app/router.tsx lists the same routes). A page is answered
// with HTML whatever the request's Accept header says (crawlers and link-preview bots send */*), and a path that
// is no page, or a course that does not exist or is not published, gets the 404 page with a real 404 status.
import type { Database } from "@app/db";

export const CLIENT_PAGES = [
  "/",
  "/login",
  "/signup",
  "/auth/callback",
  "/forgot-password",
  "/reset-password",
  "/terms",
  "/privacy",
  "/courses",
  "/courses/:courseId",
  "/courses/:courseId/content",
  "/courses/:courseId/content/:contentId",
  "/courses/:courseId/content/class/:lessonId",
  "/internships",
  "/exams",
  "/placement",
  "/about",
  "/profile",
  "/admin",
  "/admin/*",
];

/** Public pages a search engine may list (the personal and staff pages are left out, and disallowed in robots.txt). */
export const INDEXABLE_PAGES = ["/", "/courses", "/internships", "/exams", "/placement", "/about", "/terms", "/privacy"];

/** Paths that belong to the API, the identity server or files: they answer JSON, never a page. */
export const isApiPath = (url: string) => /^\/(api|graphql|auth\/v1|dev|files|bench)(\/|\?|$)/.test(url);

/** Whether a course page has something to show: the course exists and is published. */
export async function isPublishedCourse(db: Database, courseId: string): Promise<boolean> {
  if (courseId.length > 64 || courseId.includes("\0")) return false;
  const rows = await db.sql<{ id: string }>`SELECT "id" FROM "Course" WHERE "id" = ${courseId} AND "published"`;
  return rows.length > 0;
}
