// Every screen is its own lazily loaded chunk (React.lazy), so the home route's initial JS stays small. The routes
// are declarative (useRoutes): no screen uses loaders or actions, and the data router would add 15 KB gzip to it.
import { lazy, type ReactNode } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router";
import { useTranslation } from "react-i18next";
import { usePageMeta } from "../lib/page-meta.ts";
import { RootLayout } from "./root-layout.tsx";

type ScreenModule = Promise<{ default: React.ComponentType }>;
const screen = (load: () => ScreenModule) => {
  const Screen = lazy(load);
  return <Screen />;
};

/**
 * The tab title of a page whose screen declares no meta of its own (public screens declare theirs, with data).
 * `title` is a catalogue key.
 */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageMeta({ title: t(title) });
  return children;
}

const content = () => import("./routes/content.route.tsx");
const pages: { path: string; title?: string; load: () => ScreenModule }[] = [
  { path: "/", load: () => import("./routes/home.route.tsx") },
  { path: "/login", title: "common:pageTitles.login", load: () => import("./routes/login.route.tsx") },
  { path: "/signup", title: "common:pageTitles.signup", load: () => import("./routes/signup.route.tsx") },
  {
    path: "/auth/callback",
    title: "common:pageTitles.signingIn",
    load: () => import("./routes/auth-callback.route.tsx"),
  },
  {
    path: "/forgot-password",
    title: "common:pageTitles.forgotPassword",
    load: () => import("./routes/forgot-password.route.tsx"),
  },
  {
    path: "/reset-password",
    title: "common:pageTitles.resetPassword",
    load: () => import("./routes/reset-password.route.tsx"),
  },
  { path: "/terms", load: () => import("./routes/terms.route.tsx") },
  { path: "/privacy", load: () => import("./routes/privacy.route.tsx") },
  { path: "/accessibility", load: () => import("./routes/accessibility.route.tsx") },
  { path: "/courses", load: () => import("./routes/catalogue.route.tsx") },
  { path: "/courses/:courseId", load: () => import("./routes/course.route.tsx") },
  { path: "/courses/:courseId/content", title: "common:pageTitles.courseContent", load: content },
  { path: "/courses/:courseId/content/:contentId", title: "common:pageTitles.courseContent", load: content },
  { path: "/courses/:courseId/content/class/:lessonId", title: "common:pageTitles.courseContent", load: content },
  { path: "/internships", load: () => import("./routes/internships.route.tsx") },
  { path: "/exams", load: () => import("./routes/exams.route.tsx") },
  { path: "/tests", load: () => import("./routes/tests.route.tsx") },
  { path: "/tests/:testId", load: () => import("./routes/test-instructions.route.tsx") },
  { path: "/tests/:testId/attempts/:attemptId", load: () => import("./routes/mock-test-exam.route.tsx") },
  { path: "/tests/:testId/attempts/:attemptId/result", load: () => import("./routes/mock-test-result.route.tsx") },
  { path: "/practice", load: () => import("./routes/practice.route.tsx") },
  { path: "/practice/topics/:topicId", load: () => import("./routes/practice-set.route.tsx") },
  { path: "/practice/revise", load: () => import("./routes/practice-revise.route.tsx") },
  { path: "/placement", load: () => import("./routes/placement.route.tsx") },
  { path: "/about", load: () => import("./routes/about.route.tsx") },
  { path: "/certificates/verify/:code", load: () => import("./routes/certificate-verify.route.tsx") },
  { path: "/profile", title: "common:pageTitles.profile", load: () => import("./routes/profile.route.tsx") },
  { path: "*", load: () => import("./routes/not-found.route.tsx") },
];

// The staff console (docs/staff-console.md): its own lazy chunks, nested under one guarded layout, so none of it reaches
// the learner's initial JS. Paths are relative to /admin.
const adminPages: { path?: string; index?: true; load: () => ScreenModule }[] = [
  { index: true, load: () => import("./routes/admin/dashboard.route.tsx") },
  { path: "courses", load: () => import("./routes/admin/courses.route.tsx") },
  { path: "courses/new", load: () => import("./routes/admin/course-new.route.tsx") },
  { path: "courses/:id", load: () => import("./routes/admin/course-edit.route.tsx") },
  { path: "courses/:id/preview", load: () => import("./routes/admin/course-preview.route.tsx") },
  { path: "courses/:id/lessons/:lessonId", load: () => import("./routes/admin/lesson-edit.route.tsx") },
  { path: "news", load: () => import("./routes/admin/news.route.tsx") },
  { path: "internships", load: () => import("./routes/admin/internships.route.tsx") },
  { path: "exams", load: () => import("./routes/admin/exams.route.tsx") },
  { path: "mock-tests", load: () => import("./routes/admin/mock-tests.route.tsx") },
  { path: "practice", load: () => import("./routes/admin/practice.route.tsx") },
  { path: "placements", load: () => import("./routes/admin/placements.route.tsx") },
  { path: "about", load: () => import("./routes/admin/about.route.tsx") },
  { path: "payments", load: () => import("./routes/admin/payments.route.tsx") },
  { path: "users", load: () => import("./routes/admin/users.route.tsx") },
  { path: "users/:id", load: () => import("./routes/admin/user-detail.route.tsx") },
  { path: "audit", load: () => import("./routes/admin/audit.route.tsx") },
  { path: "system", load: () => import("./routes/admin/system.route.tsx") },
  { path: "moderation", load: () => import("./routes/admin/moderation.route.tsx") },
  { path: "grading", load: () => import("./routes/admin/grading.route.tsx") },
  { path: "grading/:id", load: () => import("./routes/admin/grading-submission.route.tsx") },
  { path: "*", load: () => import("./routes/not-found.route.tsx") },
];

const adminRoute = {
  path: "/admin",
  element: (
    <Titled title="common:pageTitles.staffConsole">
      {screen(() => import("./routes/admin/admin-layout.route.tsx"))}
    </Titled>
  ),
  children: adminPages.map(({ path, index, load }) =>
    index ? { index, element: screen(load) } : { path, element: screen(load) },
  ),
};

/** The screen of the page being opened, loaded before the first render. */
export interface InitialScreen {
  path: string;
  Component: React.ComponentType;
}

/**
 * The route tree; with `initial`, that screen is a plain element instead of a lazy one. Built once per page: each
 * build makes new lazy components, which would remount their screens.
 */
export function buildRoutes(initial: InitialScreen | null): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        adminRoute,
        ...pages.map(({ path, title, load }) => {
          const element = initial?.path === path ? <initial.Component /> : screen(load);
          return { path, element: title ? <Titled title={title}>{element}</Titled> : element };
        }),
      ],
    },
  ];
}

export const routes = buildRoutes(null);

/**
 * Starts downloading the screen for the page being opened while the configuration loads, instead of after the
 * first render. Null when it fails to load: the lazy route then shows the failure when it renders.
 */
export async function loadInitialScreen(pathname: string): Promise<InitialScreen | null> {
  // The console is never server-rendered; its layout loads with the rest of its chunks (not the catch-all's).
  if (matchRoutes([{ path: "/admin/*" }], pathname)) return null;
  const match = matchRoutes(pages, pathname)?.[0];
  if (!match) return null;
  try {
    return { path: match.route.path, Component: (await match.route.load()).default };
  } catch {
    return null;
  }
}

/** The route pattern a path opens: "*" when it is no page, "/admin/*" for the staff console. */
export function routePattern(pathname: string): string {
  if (matchRoutes([{ path: "/admin/*" }], pathname)) return "/admin/*";
  return matchRoutes(pages, pathname)?.[0]?.route.path ?? "*";
}

/** Renders the screen of the current location, inside a BrowserRouter (browser) or StaticRouter (server). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
