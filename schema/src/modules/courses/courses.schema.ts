import { z } from "zod";
import { builder } from "../../builder.ts";
import { findCourse, listCourseCategories, listPublishedCourses } from "./courses.service.ts";
import { lessonTotals } from "./lesson-totals.loader.ts";

const lessonOrder = { orderBy: [{ position: "asc" as const }, { id: "asc" as const }] };

export const CourseRef = builder.prismaObject("Course", {
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    thumbnail: t.exposeString("thumbnail", { nullable: true }),
    level: t.exposeString("level"),
    duration: t.exposeInt("duration", { description: "Minutes." }),
    price: t.float({ description: "0 means free.", resolve: (course) => course.price.toNumber() }),
    teacherName: t.exposeString("teacherName"),
    teacherDescription: t.exposeString("teacherDescription"),
    learningObjectives: t.exposeString("learningObjectives"),
    prerequisites: t.exposeString("prerequisites"),
    targetAudience: t.exposeString("targetAudience"),
    categories: t.stringList({
      select: { categories: { select: { name: true }, orderBy: [{ sortOrder: "asc" }, { name: "asc" }] } },
      resolve: (course) => course.categories.map((category) => category.name),
    }),
    tags: t.exposeStringList("tags"),
    published: t.exposeBoolean("published"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lessons: t.relation("lessons", { description: "Ordered by position.", query: lessonOrder }),
    lessonCount: t.int({ resolve: async (course, _args, context) => (await lessonTotals(context, course)).count }),
    totalMinutes: t.int({
      description: "Sum of lesson durations.",
      resolve: async (course, _args, context) => (await lessonTotals(context, course)).minutes,
    }),
  }),
});

const filterText = (max: number) => z.string().max(max).nullish();

builder.queryFields((t) => ({
  courses: t.prismaField({
    type: [CourseRef],
    description: "Published courses; search matches title, description, categories and tags (case-insensitive).",
    args: {
      search: t.arg.string({ validate: filterText(200) }),
      category: t.arg.string({ validate: filterText(60) }),
    },
    resolve: (query, _root, args, context) => listPublishedCourses(context.prisma, args, query),
  }),
  courseCategories: t.stringList({
    description: "Categories of published courses in their display order; the spec's fallback list when none.",
    resolve: (_root, _args, context) => listCourseCategories(context.prisma),
  }),
  course: t.prismaField({
    type: CourseRef,
    nullable: true,
    description: "Null when missing or unpublished.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, context) => findCourse(context.prisma, String(id), context.viewer, query),
  }),
}));
