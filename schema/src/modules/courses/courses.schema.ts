import { z } from "zod";
import type { Course, Lesson } from "@app/db";
import { builder } from "../../builder.ts";
import { publicContent, readsLanguage } from "../shared/content-cache-marks.ts";
import type { Context } from "../../context.ts";
import { listLimits } from "../../input-limits.ts";
import { limitArg, take } from "../shared/list-limit.ts";
import { LessonRef } from "../lessons/lessons.schema.ts";
import { ImageSourcesRef } from "../shared/image-sources.schema.ts";
import { imageSources } from "../shared/image-variants.ts";
import { canSeeCourseContent } from "./course-visibility.ts";
import { listCatalogue } from "./catalogue.service.ts";
import { findCourse, listCourseCategories } from "./courses.service.ts";
import { lessonTotals, type LessonTotals } from "./lesson-totals.loader.ts";
import { translatedTexts } from "./translations/course-translations.service.ts";

const lessonOrder = { orderBy: [{ position: "asc" as const }, { id: "asc" as const }] };

/**
 * A field of the course's content (course-visibility.ts): its value where the viewer may see the content,
 * otherwise `hidden`. Id, title, state and dates stay readable so a certificate of a draft still verifies.
 */
const content =
  <Parent extends Course, T>(read: (course: Parent, context: Context) => T | Promise<T>, hidden: T) =>
  (course: Parent, _args: object, context: Context): T | Promise<T> =>
    canSeeCourseContent(context.viewer, course) ? read(course, context) : hidden;

/** Without a promise when the course page loaded the lessons already (a catalogue has a thousand courses). */
const totals = (pick: (sums: LessonTotals) => number) =>
  content((course, context) => {
    const sums = lessonTotals(context, course);
    return sums instanceof Promise ? sums.then(pick) : pick(sums);
  }, 0);

const textIn = (context: Context, course: Course, field: "title" | "description") => {
  const texts = translatedTexts(context, course);
  return texts instanceof Promise ? texts.then((read) => read[field]) : texts[field];
};

export const CourseRef = builder.prismaObject("Course", {
  ...publicContent,
  description:
    "A draft (unpublished) course reached through a certificate or an enrollment shows only id, title, published and " +
    "createdAt outside the admin scope: its other fields are empty, its lessons none, its viewerProgress null.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.string({
      ...readsLanguage,
      description: "In the request's language where staff translated it (docs/languages.md), else the course's own.",
      resolve: (course, _args, context) => textIn(context, course, "title"),
    }),
    description: t.string({
      ...readsLanguage,
      description: "In the request's language where staff translated it, else the course's own.",
      resolve: content((course, context) => textIn(context, course, "description"), ""),
    }),
    thumbnail: t.string({ nullable: true, resolve: content((course) => course.thumbnail, null) }),
    thumbnailSources: t.field({
      type: ImageSourcesRef,
      nullable: true,
      resolve: content((course) => imageSources(course.thumbnail), null),
    }),
    level: t.string({ resolve: content((course) => course.level, "") }),
    duration: t.int({ description: "Minutes.", resolve: content((course) => course.duration, 0) }),
    price: t.float({
      description: "Rupees (INR, decision 030); 0 means free.",
      resolve: content((course) => course.pricePaise / 100, 0),
    }),
    pricePaise: t.int({
      description: "The price in paise; 0 means free.",
      resolve: content((course) => course.pricePaise, 0),
    }),
    currency: t.string({ description: "Always INR.", resolve: content(() => "INR", "INR") }),
    teacherName: t.string({ resolve: content((course) => course.teacherName, "") }),
    teacherDescription: t.string({ resolve: content((course) => course.teacherDescription, "") }),
    learningObjectives: t.string({ resolve: content((course) => course.learningObjectives, "") }),
    prerequisites: t.string({ resolve: content((course) => course.prerequisites, "") }),
    targetAudience: t.string({ resolve: content((course) => course.targetAudience, "") }),
    categories: t.stringList({
      select: { categories: { select: { name: true }, orderBy: [{ sortOrder: "asc" }, { name: "asc" }] } },
      resolve: content((course) => course.categories.map((category) => category.name), []),
    }),
    tags: t.stringList({ resolve: content((course) => course.tags, []) }),
    published: t.exposeBoolean("published"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lessons: t.field({
      type: [LessonRef],
      description: "Ordered by position.",
      args: { limit: t.arg.int(limitArg(listLimits.lessons)) },
      select: (_args, _context, nestedSelection) => ({ lessons: nestedSelection(lessonOrder) }),
      // Every lesson is loaded and the answer cut: lessonCount and totalMinutes count the loaded lessons
      // (lesson-totals.loader.ts), and a course has tens of them.
      resolve: (course: Course & { lessons: Lesson[] }, { limit }, context) =>
        canSeeCourseContent(context.viewer, course) ? course.lessons.slice(0, take(limit)) : [],
    }),
    lessonCount: t.int({ resolve: totals((sums) => sums.count) }),
    totalMinutes: t.int({ description: "Sum of lesson durations.", resolve: totals((sums) => sums.minutes) }),
  }),
});

const filterText = (max: number) => z.string().max(max).nullish();

builder.queryFields((t) => ({
  courses: t.prismaField({
    ...publicContent,
    type: [CourseRef],
    description: "Published courses; search matches title, description, categories and tags (case-insensitive).",
    args: {
      search: t.arg.string({ validate: filterText(200) }),
      category: t.arg.string({ validate: filterText(60) }),
      limit: t.arg.int(limitArg(listLimits.courses)),
      offset: t.arg.int({
        description: "Courses to skip, in the catalogue's order (oldest first): with `limit`, one page after another.",
        validate: z.number().int().min(0).nullish(),
      }),
    },
    resolve: (query, _root, { limit, offset, ...filter }, context) =>
      listCatalogue(context.db, filter, query, { limit, offset }),
  }),
  courseCategories: t.stringList({
    ...publicContent,
    description: "Categories of published courses in their display order; the spec's fallback list when none.",
    resolve: (_root, _args, context) => listCourseCategories(context.prisma),
  }),
  course: t.prismaField({
    ...publicContent,
    type: CourseRef,
    nullable: true,
    description: "Null when missing or unpublished.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, context) => findCourse(context.prisma, String(id), context.viewer, query),
  }),
}));
