// Admin writes for lessons and their contents; zod validates every field through the validation plugin.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { ContentTypeEnum, LessonContentRef, LessonRef } from "./lessons.schema.ts";
import {
  createLesson,
  createLessonContent,
  updateLesson,
  updateLessonContent,
  type ContentData,
  type LessonData,
} from "./lessons.service.ts";
import { questionSchema } from "./question.ts";
import { definedFields } from "../shared/input-fields.ts";

const text = (max: number) => z.string().trim().max(max).nullish();
const count = (max: number) => z.number().int().min(0).max(max).nullish();

const LessonInput = builder.inputType("LessonInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: z.string().trim().min(1).max(200) }),
    description: t.string({ description: "HTML; sanitised on write.", validate: text(50_000) }),
    duration: t.int({ description: "Minutes.", validate: count(10_000) }),
    videoUrl: t.string({ validate: text(2048) }),
    url: t.string({ validate: text(2048) }),
    position: t.int({ description: "Defaults to after the last lesson.", validate: count(10_000) }),
  }),
});

const questionJson = z.string().transform((content, ctx) => {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: "content must be JSON text" });
    return z.NEVER;
  }
}).pipe(questionSchema);

const LessonContentInput = builder.inputType("LessonContentInput", {
  fields: (t) => ({
    type: t.field({ type: ContentTypeEnum, required: true }),
    title: t.string({ required: true, validate: z.string().trim().min(1).max(200) }),
    url: t.string({ description: "May be a comma-separated list.", validate: text(4096) }),
    content: t.string({ description: "HTML for note/ppt (sanitised); Question JSON for question.", validate: text(100_000) }),
    position: t.int({ validate: count(10_000) }),
  }),
  // A question's content must be JSON of the Question shape (spec section 3).
  validate: z.looseObject({ type: z.string(), content: z.string().nullish() }).superRefine((input, ctx) => {
    if (input.type !== "question") return;
    const parsed = questionJson.safeParse(input.content ?? "");
    for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ ...issue, path: ["content", ...issue.path] });
  }),
});

const lessonData = (input: typeof LessonInput.$inferInput) =>
  definedFields(input, ["videoUrl", "url"]) as LessonData;
const contentData = (input: typeof LessonContentInput.$inferInput) =>
  definedFields(input, ["url", "content"]) as ContentData;

builder.mutationFields((t) => ({
  createLesson: t.prismaField({
    type: LessonRef,
    authScopes: { admin: true },
    args: { courseId: t.arg.id({ required: true }), input: t.arg({ type: LessonInput, required: true }) },
    resolve: (query, _root, { courseId, input }, context) =>
      createLesson(context.prisma, String(courseId), lessonData(input), query),
  }),
  updateLesson: t.prismaField({
    type: LessonRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LessonInput, required: true }) },
    resolve: (query, _root, { id, input }, context) => updateLesson(context.prisma, String(id), lessonData(input), query),
  }),
  createLessonContent: t.prismaField({
    type: LessonContentRef,
    authScopes: { admin: true },
    args: { lessonId: t.arg.id({ required: true }), input: t.arg({ type: LessonContentInput, required: true }) },
    resolve: (query, _root, { lessonId, input }, context) =>
      createLessonContent(context.prisma, String(lessonId), contentData(input), query),
  }),
  updateLessonContent: t.prismaField({
    type: LessonContentRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LessonContentInput, required: true }) },
    resolve: (query, _root, { id, input }, context) =>
      updateLessonContent(context.prisma, String(id), contentData(input), query),
  }),
}));
