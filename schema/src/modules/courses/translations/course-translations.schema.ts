// Staff write a course's title and description per interface language (docs/languages.md); who may is who may edit
// the course (course-access.ts). Readers get the translations through Course.title and Course.description.
import { z } from "zod";
import { builder } from "../../../builder.ts";
import { courseLimits } from "../../../input-limits.ts";
import { LANGUAGES, type Language } from "../../../languages.ts";
import { staffOnly } from "../../shared/content-cache-marks.ts";
import { optionalText, requiredText } from "../../shared/input-rules.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { CourseRef } from "../courses.schema.ts";
import {
  deleteCourseTranslation,
  listCourseTranslations,
  upsertCourseTranslation,
} from "./course-translations.service.ts";

const staff = { staff: true };
const language = z.enum(LANGUAGES);
const languageDescription = `One of: ${LANGUAGES.join(", ")}.`;

const CourseTranslationRef = builder.prismaObject("CourseTranslation", {
  description: "A course's title and description in one language, written by staff.",
  fields: (t) => ({
    id: t.exposeID("id"),
    language: t.exposeString("language", { description: languageDescription }),
    title: t.exposeString("title"),
    description: t.exposeString("description", { description: "Empty: readers see the course's own description." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const CourseTranslationInput = builder.inputType("CourseTranslationInput", {
  fields: (t) => ({
    language: t.string({ required: true, description: languageDescription, validate: language }),
    title: t.string({ required: true, validate: requiredText(courseLimits.title) }),
    description: t.string({ validate: optionalText(courseLimits.description) }),
  }),
});

builder.prismaObjectFields(CourseRef, (t) => ({
  translations: t.field({
    ...staffOnly,
    type: [CourseTranslationRef],
    description: "Staff who edit the course only (others get forbidden); by language.",
    authScopes: staff,
    resolve: (course, _args, context) => listCourseTranslations(context.prisma, viewerOf(context), course.id),
  }),
}));

builder.mutationFields((t) => ({
  saveCourseTranslation: t.prismaField({
    type: CourseTranslationRef,
    description: "Adds or replaces the course's title and description in one language; owner or admin.",
    authScopes: staff,
    args: {
      courseId: t.arg.id({ required: true }),
      input: t.arg({ type: CourseTranslationInput, required: true }),
    },
    resolve: (_query, _root, { courseId, input }, context) =>
      upsertCourseTranslation(context.prisma, viewerOf(context), String(courseId), {
        ...input,
        language: input.language as Language,
      }),
  }),
  deleteCourseTranslation: t.boolean({
    description: "Removes the course's text in one language (false when it had none); owner or admin.",
    authScopes: staff,
    args: {
      courseId: t.arg.id({ required: true }),
      language: t.arg.string({ required: true, description: languageDescription, validate: language }),
    },
    resolve: (_root, { courseId, language: chosen }, context) =>
      deleteCourseTranslation(context.prisma, viewerOf(context), String(courseId), chosen as Language),
  }),
}));
