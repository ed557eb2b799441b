// The staff console's dashboard (docs/staff-console.md). Each part runs only when the query asks for it.
import { builder } from "../../builder.ts";
import type { Context } from "../../context.ts";
import { CourseRef } from "../courses/courses.schema.ts";
import { viewerOf } from "../shared/viewer.ts";
import {
  dailyActivity,
  dashboardTotals,
  topCourses,
  type CourseOwner,
  type DailyActivity,
  type DashboardTotals,
} from "./dashboard.service.ts";

interface DashboardShape {
  platformWide: boolean;
  totals: () => Promise<DashboardTotals>;
  daily: () => Promise<DailyActivity[]>;
  topCourses: () => Promise<CourseStatShape[]>;
}

type CourseRow = NonNullable<Awaited<ReturnType<Context["prisma"]["course"]["findUnique"]>>>;
interface CourseStatShape {
  course: CourseRow;
  enrollments: number;
  completionRate: number;
}

const once = <T>(load: () => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
};

async function courseStats(context: Context, owner: CourseOwner): Promise<CourseStatShape[]> {
  const rows = await topCourses(context.db.sql, owner);
  if (rows.length === 0) return [];
  const courses = await context.prisma.course.findMany({ where: { id: { in: rows.map((row) => row.courseId) } } });
  const byId = new Map(courses.map((course) => [course.id, course]));
  return rows.flatMap((row) => {
    const course = byId.get(row.courseId);
    return course ? [{ course, enrollments: row.enrollments, completionRate: row.completed / row.enrollments }] : [];
  });
}

function dashboardFor(context: Context): DashboardShape {
  const viewer = viewerOf(context);
  const owner: CourseOwner = viewer.role === "admin" ? null : viewer.userId;
  return {
    platformWide: owner === null,
    totals: once(() => dashboardTotals(context.db.sql, owner)),
    daily: once(() => dailyActivity(context.db.sql, owner)),
    topCourses: once(() => courseStats(context, owner)),
  };
}

const DailyActivityRef = builder.objectRef<DailyActivity>("DailyActivity").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "The UTC day, YYYY-MM-DD." }),
    enrollments: t.exposeInt("enrollments"),
    completions: t.exposeInt("completions", { description: "Lessons completed that day." }),
  }),
});

const CourseStatRef = builder.objectRef<CourseStatShape>("CourseStat").implement({
  fields: (t) => ({
    course: t.field({ type: CourseRef, resolve: (stat) => stat.course }),
    enrollments: t.exposeInt("enrollments"),
    completionRate: t.exposeFloat("completionRate", {
      description:
        "0..1: enrolled learners who completed every lesson of the course, divided by the enrolled learners.",
    }),
  }),
});

type PlatformFigure = "learners" | "signupsLast7Days" | "signupsLast30Days" | "examRegistrations";
type CourseFigure = "enrollments" | "lessonCompletions" | "certificatesIssued";

const DashboardRef = builder.objectRef<DashboardShape>("Dashboard").implement({
  description:
    "Admins see the whole platform; instructors the courses they own, and null for the platform-wide figures.",
  fields: (t) => {
    const platform = (name: PlatformFigure, description: string) =>
      t.int({
        nullable: true,
        description,
        resolve: async (dashboard) => (dashboard.platformWide ? (await dashboard.totals())[name] : null),
      });
    const courses = (name: CourseFigure) => t.int({ resolve: async (dashboard) => (await dashboard.totals())[name] });
    return {
      learners: platform("learners", "Accounts with the student role."),
      signupsLast7Days: platform("signupsLast7Days", "Accounts created in the last 7 days."),
      signupsLast30Days: platform("signupsLast30Days", "Accounts created in the last 30 days."),
      examRegistrations: platform("examRegistrations", "Seats taken in all exams."),
      enrollments: courses("enrollments"),
      lessonCompletions: courses("lessonCompletions"),
      certificatesIssued: courses("certificatesIssued"),
      daily: t.field({
        type: [DailyActivityRef],
        description: "The last 30 UTC days, oldest first.",
        resolve: (dashboard) => dashboard.daily(),
      }),
      topCourses: t.field({
        type: [CourseStatRef],
        description: "Up to 5, most enrolled first.",
        resolve: (dashboard) => dashboard.topCourses(),
      }),
    };
  },
});

builder.queryField("dashboard", (t) =>
  t.field({
    type: DashboardRef,
    authScopes: { staff: true },
    resolve: (_root, _args, context) => dashboardFor(context),
  }),
);
