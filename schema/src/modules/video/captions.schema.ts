// Staff's caption files per lesson and language (docs/video.md); learners read them through LessonVideo.captions.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { LessonRef } from "../lessons/lessons.schema.ts";
import { viewerOf } from "../shared/viewer.ts";
import { deleteLessonCaption, setLessonCaption } from "./captions.service.ts";

/** A BCP-47 tag such as en, hi or pa-Guru. */
const language = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "must be a language tag such as en or hi");
const staff = { staff: true };

builder.mutationFields((t) => ({
  setLessonCaption: t.prismaField({
    type: LessonRef,
    description: "Adds or replaces the lesson's captions in one language: WebVTT, or SRT (converted), at most 1 MB.",
    authScopes: staff,
    args: {
      lessonId: t.arg.id({ required: true }),
      language: t.arg.string({ required: true, validate: language }),
      label: t.arg.string({
        required: true,
        description: "What the subtitles menu shows.",
        validate: z.string().trim().min(1).max(50),
      }),
      file: t.arg({ type: "File", required: true }),
    },
    resolve: async (query, _root, { lessonId, language, label, file }, context) => {
      const id = await setLessonCaption(context.prisma, context.files, viewerOf(context), String(lessonId), {
        language,
        label,
        file,
      });
      return context.prisma.lesson.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteLessonCaption: t.prismaField({
    type: LessonRef,
    authScopes: staff,
    args: { lessonId: t.arg.id({ required: true }), language: t.arg.string({ required: true, validate: language }) },
    resolve: async (query, _root, { lessonId, language }, context) => {
      const id = await deleteLessonCaption(
        context.prisma,
        context.files,
        viewerOf(context),
        String(lessonId),
        language,
      );
      return context.prisma.lesson.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
