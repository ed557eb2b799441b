// Every screen is its own lazily loaded chunk (React.lazy), so the home route's initial JS stays small.
import { lazy } from "react";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "./route-error.tsx";

type ScreenModule = Promise<{ default: React.ComponentType }>;
const screen = (load: () => ScreenModule) => {
  const Screen = lazy(load);
  return <Screen />;
};

const content = () => import("./routes/content.route.tsx");
const pages: { path: string; load: () => ScreenModule }[] = [
  { path: "/", load: () => import("./routes/home.route.tsx") },
  { path: "/login", load: () => import("./routes/login.route.tsx") },
  { path: "/signup", load: () => import("./routes/signup.route.tsx") },
  { path: "/auth/callback", load: () => import("./routes/auth-callback.route.tsx") },
  { path: "/forgot-password", load: () => import("./routes/forgot-password.route.tsx") },
  { path: "/reset-password", load: () => import("./routes/reset-password.route.tsx") },
  { path: "/terms", load: () => import("./routes/terms.route.tsx") },
  { path: "/privacy", load: () => import("./routes/privacy.route.tsx") },
  { path: "/courses", load: () => import("./routes/catalogue.route.tsx") },
  { path: "/courses/:courseId", load: () => import("./routes/course.route.tsx") },
  { path: "/courses/:courseId/content", load: content },
  { path: "/courses/:courseId/content/:contentId", load: content },
  { path: "/courses/:courseId/content/class/:lessonId", load: content },
  { path: "/internships", load: () => import("./routes/internships.route.tsx") },
  { path: "/exams", load: () => import("./routes/exams.route.tsx") },
  { path: "/placement", load: () => import("./routes/placement.route.tsx") },
  { path: "/about", load: () => import("./routes/about.route.tsx") },
  { path: "/profile", load: () => import("./routes/profile.route.tsx") },
  { path: "*", load: () => import("./routes/not-found.route.tsx") },
];

export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: pages.map(({ path, load }) => ({ path, element: screen(load) })),
  },
];

/**
 * Starts downloading the screen for the page being opened while the configuration loads, instead of after the
 * first render (React.lazy then gets the already fetched module). A failure shows when the screen renders.
 */
export function preloadScreen(pathname: string) {
  const match = matchRoutes(pages, pathname)?.[0];
  match?.route.load().catch(() => undefined);
}

export function createRouter() {
  return createBrowserRouter(routes);
}
