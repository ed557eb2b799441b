// Staff writes for lessons and their contents (docs/staff-console.md); zod validates every field through the validation
// plugin and course-access.ts decides who may write which course's lessons.
import { z } from "zod";
import type { PrismaClient } from "@app/db";
import { builder } from "../../builder.ts";
import type { Context } from "../../context.ts";
import { definedFields } from "../shared/input-fields.ts";
import { viewerOf } from "../shared/viewer.ts";
import { CourseRef } from "../courses/courses.schema.ts";
import { ContentTypeEnum, LessonContentRef, LessonRef } from "./lessons.schema.ts";
import {
  createLesson,
  createLessonContent,
  deleteLesson,
  deleteLessonContent,
  reorderLessonContents,
  reorderLessons,
  updateLesson,
  updateLessonContent,
  type ContentData,
  type LessonData,
} from "./lesson-authoring.service.ts";
import { syncLessonVideo } from "../video/video.service.ts";
import { QuestionInput, questionContent, questionContentRule } from "./question-input.ts";
import { optionalText } from "../shared/input-rules.ts";
import { lessonLimits } from "../../input-limits.ts";

const count = (max: number) => z.number().int().min(0).max(max).nullish();
const ids = z.array(z.string().min(1).max(64)).max(1_000);
const staff = { staff: true };

const LessonInput = builder.inputType("LessonInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: z.string().trim().min(1).max(lessonLimits.title) }),
    description: t.string({
      description: "HTML; sanitised on write.",
      validate: optionalText(lessonLimits.description),
    }),
    duration: t.int({ description: "Minutes.", validate: count(lessonLimits.duration.max) }),
    videoUrl: t.string({
      description: "An uploaded video's url (POST /api/admin/uploads?kind=video).",
      validate: optionalText(2048),
    }),
    url: t.string({ validate: optionalText(2048) }),
    position: t.int({ description: "Defaults to after the last lesson.", validate: count(10_000) }),
  }),
});

const LessonContentInput = builder.inputType("LessonContentInput", {
  fields: (t) => ({
    type: t.field({ type: ContentTypeEnum, required: true }),
    title: t.string({ required: true, validate: z.string().trim().min(1).max(200) }),
    url: t.string({ description: "May be a comma-separated list.", validate: optionalText(4096) }),
    content: t.string({
      description: "HTML for note/ppt (sanitised); Question JSON for question (or use `question`).",
      validate: optionalText(100_000),
    }),
    question: t.field({
      type: QuestionInput,
      description: "For type question: stored as the Question JSON in content.",
    }),
    position: t.int({ description: "Defaults to after the last item of its type.", validate: count(10_000) }),
  }),
  validate: questionContentRule,
});

const lessonData = (input: typeof LessonInput.$inferInput) => definedFields(input, ["videoUrl", "url"]) as LessonData;
const contentData = ({ question, ...input }: typeof LessonContentInput.$inferInput) =>
  definedFields({ ...input, content: question ? questionContent(question) : input.content }, [
    "url",
    "content",
  ]) as ContentData;

type Reread = { prisma: PrismaClient };
const lessonById = (context: Reread, query: object, id: string) =>
  context.prisma.lesson.findUniqueOrThrow({ ...query, where: { id } });
/** A lesson write that changes its uploaded video queues the adaptive version (docs/video.md). */
async function lessonWritten(context: Reread & Pick<Context, "files" | "jobs">, query: object, id: string) {
  await syncLessonVideo(context.prisma, context.files, context.jobs, id);
  return lessonById(context, query, id);
}
const contentById = (context: Reread, query: object, id: string) =>
  context.prisma.lessonContent.findUniqueOrThrow({ ...query, where: { id } });

builder.mutationFields((t) => ({
  createLesson: t.prismaField({
    type: LessonRef,
    authScopes: staff,
    args: { courseId: t.arg.id({ required: true }), input: t.arg({ type: LessonInput, required: true }) },
    resolve: async (query, _root, { courseId, input }, context) =>
      lessonWritten(
        context,
        query,
        await createLesson(context.prisma, viewerOf(context), String(courseId), lessonData(input)),
      ),
  }),
  updateLesson: t.prismaField({
    type: LessonRef,
    authScopes: staff,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LessonInput, required: true }) },
    resolve: async (query, _root, { id, input }, context) =>
      lessonWritten(
        context,
        query,
        await updateLesson(context.prisma, context.files, viewerOf(context), String(id), lessonData(input)),
      ),
  }),
  deleteLesson: t.id({
    description: "Its contents and learners' progress go with it.",
    authScopes: staff,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deleteLesson(context.prisma, context.files, viewerOf(context), String(id)),
  }),
  reorderLessons: t.prismaField({
    type: CourseRef,
    description: "lessonIds: every lesson of the course exactly once, in the new order (positions become 1..n).",
    authScopes: staff,
    args: { courseId: t.arg.id({ required: true }), lessonIds: t.arg.idList({ required: true, validate: ids }) },
    resolve: async (query, _root, { courseId, lessonIds }, context) => {
      const id = await reorderLessons(context.prisma, viewerOf(context), String(courseId), lessonIds.map(String));
      return context.prisma.course.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  createLessonContent: t.prismaField({
    type: LessonContentRef,
    authScopes: staff,
    args: { lessonId: t.arg.id({ required: true }), input: t.arg({ type: LessonContentInput, required: true }) },
    resolve: async (query, _root, { lessonId, input }, context) =>
      contentById(
        context,
        query,
        await createLessonContent(context.prisma, viewerOf(context), String(lessonId), contentData(input)),
      ),
  }),
  updateLessonContent: t.prismaField({
    type: LessonContentRef,
    authScopes: staff,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LessonContentInput, required: true }) },
    resolve: async (query, _root, { id, input }, context) =>
      contentById(
        context,
        query,
        await updateLessonContent(context.prisma, context.files, viewerOf(context), String(id), contentData(input)),
      ),
  }),
  deleteLessonContent: t.id({
    authScopes: staff,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      deleteLessonContent(context.prisma, context.files, viewerOf(context), String(id)),
  }),
  reorderLessonContents: t.prismaField({
    type: LessonRef,
    description: "contentIds: every content of that type in the lesson exactly once, in the new order.",
    authScopes: staff,
    args: {
      lessonId: t.arg.id({ required: true }),
      type: t.arg({ type: ContentTypeEnum, required: true }),
      contentIds: t.arg.idList({ required: true, validate: ids }),
    },
    resolve: async (query, _root, { lessonId, type, contentIds }, context) => {
      const id = await reorderLessonContents(context.prisma, viewerOf(context), {
        lessonId: String(lessonId),
        type,
        contentIds: contentIds.map(String),
      });
      return lessonById(context, query, id);
    },
  }),
}));
