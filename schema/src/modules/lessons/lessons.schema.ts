import { ContentType } from "@app/db";
import { builder } from "../../builder.ts";
import { listLimits } from "../../input-limits.ts";
import { publicContent } from "../shared/content-cache-marks.ts";
import { limitArg, take } from "../shared/list-limit.ts";
import { findLesson, listLessonContents, contentOrder } from "./lessons.service.ts";
import { parseQuestion, type Question } from "./question.ts";

export const ContentTypeEnum = builder.enumType(ContentType, { name: "ContentType" });

const QuestionRef = builder.objectRef<Question>("Question").implement({
  ...publicContent,
  fields: (t) => ({
    question: t.exposeString("question"),
    description: t.string({ nullable: true, resolve: (question) => question.description ?? null }),
    options: t.exposeStringList("options"),
    correctAnswer: t.exposeInt("correctAnswer", { description: "Index into options." }),
    correctOptionDesc: t.string({ nullable: true, resolve: (question) => question.correctOptionDesc ?? null }),
  }),
});

export const LessonContentRef = builder.prismaObject("LessonContent", {
  ...publicContent,
  // Only the columns a query asks for: a course page lists contents by id, type and title, and the note HTML
  // and quiz JSON of 200 lessons would otherwise be read, decoded and dropped on every request.
  select: { id: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    lessonId: t.exposeID("lessonId"),
    type: t.expose("type", { type: ContentTypeEnum }),
    title: t.exposeString("title"),
    url: t.exposeString("url", {
      nullable: true,
      description: "May be a comma-separated list; the last entry is used.",
    }),
    content: t.exposeString("content", { nullable: true, description: "HTML for note/ppt; JSON text for question." }),
    question: t.field({
      type: QuestionRef,
      nullable: true,
      description: "Parsed content, only for type question (null if unparsable).",
      select: { type: true, content: true },
      resolve: (item) => (item.type === "question" ? parseQuestion(item.content) : null),
    }),
    position: t.exposeInt("position"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const LessonRef = builder.prismaObject("Lesson", {
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    courseId: t.exposeID("courseId"),
    course: t.relation("course"),
    position: t.exposeInt("position"),
    title: t.exposeString("title"),
    description: t.exposeString("description", { description: "HTML, sanitised on write." }),
    duration: t.exposeInt("duration", { description: "Minutes." }),
    videoUrl: t.exposeString("videoUrl", { nullable: true, description: "Uploaded video, a path on the API host." }),
    url: t.exposeString("url", { nullable: true, description: "YouTube or other video URL." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    contents: t.relation("contents", {
      description: "Ordered by position (staff reorder), then createdAt, then id as text.",
      args: { type: t.arg({ type: ContentTypeEnum }), limit: t.arg.int(limitArg(listLimits.contents)) },
      query: ({ type, limit }) => ({ where: type ? { type } : {}, orderBy: contentOrder, take: take(limit) }),
    }),
  }),
});

builder.queryFields((t) => ({
  lesson: t.prismaField({
    ...publicContent,
    type: LessonRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, context) => findLesson(context.prisma, String(id), context.viewer, query),
  }),
  lessonContents: t.prismaField({
    ...publicContent,
    type: [LessonContentRef],
    args: {
      lessonId: t.arg.id({ required: true }),
      type: t.arg({ type: ContentTypeEnum, required: true }),
      limit: t.arg.int(limitArg(listLimits.contents)),
    },
    resolve: (query, _root, { lessonId, type, limit }, context) =>
      listLessonContents(context.prisma, { lessonId: String(lessonId), type, viewer: context.viewer, limit }, query),
  }),
}));
