// Staff writes for courses (the staff console's API). Every field is validated by zod through the
// validation plugin; left-out fields keep their value on update. Who may write which course: course-access.ts.
import { z } from "zod";
import type { PrismaClient } from "@app/db";
import { builder } from "../../builder.ts";
import { definedFields } from "../shared/input-fields.ts";
import { viewerOf } from "../shared/viewer.ts";
import {
  createCourse,
  deleteCourse,
  setCourseArchived,
  setCoursePublished,
  updateCourse,
} from "./course-authoring.service.ts";
import { MAX_THUMBNAIL_BYTES, uploadCourseThumbnail } from "./course-thumbnail.service.ts";
import { CourseRef } from "./courses.schema.ts";
import type { CourseData } from "./courses.service.ts";
import { courseLimits } from "../../input-limits.ts";
import { optionalText, requiredText } from "../shared/input-rules.ts";

const { categories, tags, duration, price } = courseLimits;
const staff = { staff: true };

const CourseInput = builder.inputType("CourseInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: requiredText(courseLimits.title) }),
    description: t.string({ validate: optionalText(courseLimits.description) }),
    thumbnail: t.string({ validate: optionalText(courseLimits.thumbnail) }),
    level: t.string({ validate: optionalText(courseLimits.level) }),
    duration: t.int({
      description: "Minutes.",
      validate: z.number().int().min(duration.min).max(duration.max).nullish(),
    }),
    price: t.float({
      description: "Rupees (INR); 0 means free.",
      validate: z.number().min(price.min).max(price.max).nullish(),
    }),
    teacherName: t.string({ validate: optionalText(courseLimits.teacherName) }),
    teacherDescription: t.string({ validate: optionalText(courseLimits.teacherDescription) }),
    learningObjectives: t.string({ validate: optionalText(courseLimits.learningObjectives) }),
    prerequisites: t.string({ validate: optionalText(courseLimits.prerequisites) }),
    targetAudience: t.string({ validate: optionalText(courseLimits.targetAudience) }),
    categories: t.stringList({
      description: "Category names; unknown names are created.",
      validate: z.array(requiredText(categories.itemMax)).max(categories.maxItems).nullish(),
    }),
    tags: t.stringList({ validate: z.array(requiredText(tags.itemMax)).max(tags.maxItems).nullish() }),
    published: t.boolean({ description: "An archived course cannot be published (code course_archived)." }),
  }),
});

// Staff type rupees; the course keeps paise (decision 030), rounded to the paisa.
const toData = (input: typeof CourseInput.$inferInput): CourseData => {
  const { price: rupees, ...fields } = definedFields(input, ["thumbnail"]);
  return { ...fields, ...(rupees == null ? {} : { pricePaise: Math.round(rupees * 100) }) } as CourseData;
};

// Writes answer the course re-read with the query's selection, after the audited transaction committed.
const reread = (context: { prisma: PrismaClient }, query: object, id: string) =>
  context.prisma.course.findUniqueOrThrow({ ...query, where: { id } });

builder.mutationFields((t) => ({
  createCourse: t.prismaField({
    type: CourseRef,
    description: "The creator becomes the course's owner.",
    authScopes: staff,
    args: { input: t.arg({ type: CourseInput, required: true }) },
    resolve: async (query, _root, { input }, context) =>
      reread(context, query, await createCourse(context.prisma, viewerOf(context), toData(input))),
  }),
  updateCourse: t.prismaField({
    type: CourseRef,
    description: "Owner or admin.",
    authScopes: staff,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CourseInput, required: true }) },
    resolve: async (query, _root, { id, input }, context) =>
      reread(context, query, await updateCourse(context.prisma, viewerOf(context), String(id), toData(input))),
  }),
  setCoursePublished: t.prismaField({
    type: CourseRef,
    description: "Owner or admin; an archived course cannot be published (code course_archived): unarchive it first.",
    authScopes: staff,
    args: { id: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
    resolve: async (query, _root, { id, published }, context) =>
      reread(context, query, await setCoursePublished(context.prisma, viewerOf(context), String(id), published)),
  }),
  setCourseArchived: t.prismaField({
    type: CourseRef,
    description: "Owner or admin; archiving also unpublishes, unarchiving leaves the course a draft.",
    authScopes: staff,
    args: { id: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) },
    resolve: async (query, _root, { id, archived }, context) =>
      reread(context, query, await setCourseArchived(context.prisma, viewerOf(context), String(id), archived)),
  }),
  deleteCourse: t.id({
    description:
      "Owner or admin; refused with code course_has_enrollments while anyone is enrolled. Its stored files go too.",
    authScopes: staff,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deleteCourse(context.prisma, context.files, viewerOf(context), String(id)),
  }),
  uploadCourseThumbnail: t.prismaField({
    type: CourseRef,
    description: `PNG, JPEG, WebP or GIF by content, at most ${MAX_THUMBNAIL_BYTES / 1024 / 1024} MB and 40 megapixels; cover-cropped to 400x192 WebP (and 800x384 as <name>@2x.webp).`,
    authScopes: staff,
    args: { courseId: t.arg.id({ required: true }), file: t.arg({ type: "File", required: true }) },
    resolve: async (query, _root, { courseId, file }, context) =>
      reread(
        context,
        query,
        await uploadCourseThumbnail(context.prisma, context.files, viewerOf(context), String(courseId), file),
      ),
  }),
}));
