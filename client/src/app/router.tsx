// Every screen is its own lazily loaded chunk (React.lazy), so the home route's initial JS stays small.
import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "./route-error.tsx";

const screen = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Screen = lazy(load);
  return <Screen />;
};

export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: screen(() => import("./routes/home.route.tsx")) },
      { path: "/login", element: screen(() => import("./routes/login.route.tsx")) },
      { path: "/signup", element: screen(() => import("./routes/signup.route.tsx")) },
      { path: "/auth/callback", element: screen(() => import("./routes/auth-callback.route.tsx")) },
      { path: "/forgot-password", element: screen(() => import("./routes/forgot-password.route.tsx")) },
      { path: "/reset-password", element: screen(() => import("./routes/reset-password.route.tsx")) },
      { path: "/terms", element: screen(() => import("./routes/terms.route.tsx")) },
      { path: "/privacy", element: screen(() => import("./routes/privacy.route.tsx")) },
      { path: "/courses", element: screen(() => import("./routes/catalogue.route.tsx")) },
      { path: "/courses/:courseId", element: screen(() => import("./routes/course.route.tsx")) },
      { path: "/courses/:courseId/content", element: screen(() => import("./routes/content.route.tsx")) },
      { path: "/courses/:courseId/content/:contentId", element: screen(() => import("./routes/content.route.tsx")) },
      { path: "/courses/:courseId/content/class/:lessonId", element: screen(() => import("./routes/content.route.tsx")) },
      { path: "/internships", element: screen(() => import("./routes/internships.route.tsx")) },
      { path: "/exams", element: screen(() => import("./routes/exams.route.tsx")) },
      { path: "/placement", element: screen(() => import("./routes/placement.route.tsx")) },
      { path: "/about", element: screen(() => import("./routes/about.route.tsx")) },
      { path: "/profile", element: screen(() => import("./routes/profile.route.tsx")) },
      { path: "*", element: screen(() => import("./routes/not-found.route.tsx")) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
