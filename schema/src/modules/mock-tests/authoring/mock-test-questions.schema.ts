// One question, a section's settings and a course's question bank in the console (mock-test-questions.service.ts).
import { z } from "zod";
import { builder } from "../../../builder.ts";
import { mockTestQuestionLimits as limits } from "../../../input-limits.ts";
import { optionalText, requiredText } from "../../shared/input-rules.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { findStaffMockTest } from "./mock-test-authoring.service.ts";
import {
  bankQuestions,
  createQuestion,
  createSection,
  deleteQuestion,
  updateQuestion,
  updateSection,
} from "./mock-test-questions.service.ts";
import { MAX_QUESTION_IMAGE_BYTES, uploadQuestionImage } from "./mock-test-image-upload.service.ts";
import { QUESTION_IMAGE_BOX } from "./mock-test-images.ts";
import { imageSources } from "../../shared/image-variants.ts";
import { ImageSourcesRef } from "../../shared/image-sources.schema.ts";
import { invalid } from "./mock-test-timing.ts";
import { StaffMockTestRef, StaffQuestionRef } from "./mock-tests-admin.schema.ts";

const staff = { staff: true };
const option = requiredText(limits.option);
const marks = z.number().min(0).max(100);
const drawShare = z.number().int().min(limits.drawCount.min).max(limits.drawCount.max).nullish();

const QuestionInput = builder.inputType("MockTestQuestionInput", {
  fields: (t) => ({
    text: t.string({ required: true, validate: requiredText(limits.text) }),
    options: t.stringList({
      required: true,
      validate: z.array(option).min(limits.options.min).max(limits.options.max),
    }),
    correctOption: t.int({ required: true, description: "0-based.", validate: z.number().int().min(0).max(4) }),
    explanation: t.string({ validate: optionalText(limits.explanation) }),
    textHi: t.string({ validate: optionalText(limits.text) }),
    optionsHi: t.stringList({ description: "Empty, or one per option.", validate: z.array(option).max(5).nullish() }),
    explanationHi: t.string({ validate: optionalText(limits.explanation) }),
    difficulty: t.string({ validate: z.enum(limits.difficulty).nullish() }),
    tags: t.stringList({
      validate: z.array(requiredText(limits.tags.itemMax)).max(limits.tags.maxItems).nullish(),
    }),
    imageUrl: t.string({
      description: "A figure uploaded for this test or bank (uploadMockTestImage's src); empty for none.",
      validate: optionalText(limits.imageUrl),
    }),
    imageAlt: t.string({
      description: "The figure's text alternative; required with a figure.",
      validate: optionalText(limits.imageAlt),
    }),
    imageAltHi: t.string({ validate: optionalText(limits.imageAlt) }),
  }),
});

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

const toQuestion = (input: typeof QuestionInput.$inferInput) => ({
  text: input.text.trim(),
  options: input.options.map((text) => text.trim()),
  correctOption: input.correctOption,
  explanation: input.explanation?.trim() ?? "",
  textHi: blankToNull(input.textHi),
  optionsHi: (input.optionsHi ?? []).map((text) => text.trim()),
  explanationHi: blankToNull(input.explanationHi),
  difficulty: input.difficulty ?? "",
  tags: [...new Set((input.tags ?? []).map((tag) => tag.trim().toLowerCase()))],
  imageUrl: blankToNull(input.imageUrl),
  imageAlt: blankToNull(input.imageAlt),
  imageAltHi: blankToNull(input.imageAltHi),
});

const SectionInput = builder.inputType("MockTestSectionInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: requiredText(limits.sectionName) }),
    marksCorrect: t.float({ description: "Empty: the test's.", validate: marks.positive().nullish() }),
    negativeMarks: t.float({ description: "Empty: the test's.", validate: marks.nullish() }),
    timeLimitMinutes: t.int({
      description: "The section's own time; sections with one run one after another.",
      validate: z.number().int().min(limits.timeLimitMinutes.min).max(limits.timeLimitMinutes.max).nullish(),
    }),
    drawTag: t.string({ validate: optionalText(limits.tags.itemMax) }),
    drawCount: t.int({
      description: "Questions each attempt draws at random from the course's bank with drawTag.",
      validate: z.number().int().min(limits.drawCount.min).max(limits.drawCount.max).nullish(),
    }),
    practiceTopicIds: t.idList({
      description: "A blueprint: each attempt draws drawEasy, drawMedium and drawHard questions of these topics.",
      validate: z.array(z.string()).max(limits.blueprintTopics).nullish(),
    }),
    drawEasy: t.int({ validate: drawShare }),
    drawMedium: t.int({ validate: drawShare }),
    drawHard: t.int({ validate: drawShare }),
  }),
});

const toSection = (input: typeof SectionInput.$inferInput) => {
  const drawTag = blankToNull(input.drawTag)?.toLowerCase() ?? null;
  return {
    name: input.name.trim(),
    marksCorrect: input.marksCorrect ?? null,
    negativeMarks: input.negativeMarks ?? null,
    timeLimitMinutes: input.timeLimitMinutes ?? null,
    drawTag,
    drawCount: drawTag ? (input.drawCount ?? 0) : 0,
    // Left out, the blueprint stays as it is (a form that does not show it must not clear it).
    ...(input.practiceTopicIds ? { practiceTopicIds: [...new Set(input.practiceTopicIds.map(String))] } : {}),
    ...(typeof input.drawEasy === "number" ? { drawEasy: input.drawEasy } : {}),
    ...(typeof input.drawMedium === "number" ? { drawMedium: input.drawMedium } : {}),
    ...(typeof input.drawHard === "number" ? { drawHard: input.drawHard } : {}),
  };
};

builder.queryFields((t) => ({
  mockTestBank: t.field({
    type: [StaffQuestionRef],
    authScopes: staff,
    description: "A course's question bank (with the key), for its authors; tag narrows it.",
    args: { courseId: t.arg.id({ required: true }), tag: t.arg.string() },
    resolve: (_root, args, context) =>
      bankQuestions(context.prisma, viewerOf(context), String(args.courseId), args.tag ?? null),
  }),
}));

builder.mutationFields((t) => ({
  createMockTestSection: t.field({
    type: StaffMockTestRef,
    authScopes: staff,
    description: "Adds a section after the last; mock_test_has_attempts once attempted.",
    args: { testId: t.arg.id({ required: true }), input: t.arg({ type: SectionInput, required: true }) },
    resolve: async (_root, { testId, input }, context) => {
      const viewer = viewerOf(context);
      return findStaffMockTest(
        context.prisma,
        viewer,
        await createSection(context.prisma, viewer, String(testId), toSection(input)),
      );
    },
  }),
  updateMockTestSection: t.field({
    type: StaffMockTestRef,
    authScopes: staff,
    description:
      "A section's name, marks, own time and draw from the bank. Timed sections: all but the last, within the duration.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SectionInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const viewer = viewerOf(context);
      return findStaffMockTest(
        context.prisma,
        viewer,
        await updateSection(context.prisma, viewer, String(id), toSection(input)),
      );
    },
  }),
  createMockTestQuestion: t.field({
    type: StaffQuestionRef,
    authScopes: staff,
    description: "Adds one question to a section (sectionId) or to a course's bank (bankCourseId).",
    args: {
      sectionId: t.arg.id(),
      bankCourseId: t.arg.id(),
      input: t.arg({ type: QuestionInput, required: true }),
    },
    resolve: (_root, args, context) => {
      if (!args.sectionId === !args.bankCourseId) throw invalid("sectionId", "Give a section or a bank course");
      return createQuestion(
        context.prisma,
        viewerOf(context),
        args.sectionId ? { sectionId: String(args.sectionId) } : { bankCourseId: String(args.bankCourseId) },
        toQuestion(args.input),
      );
    },
  }),
  updateMockTestQuestion: t.field({
    type: StaffQuestionRef,
    authScopes: staff,
    description: "Edits one question; mock_test_has_attempts once a learner answered it.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: QuestionInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updateQuestion(context.prisma, context.files, viewerOf(context), String(id), toQuestion(input)),
  }),
  uploadMockTestImage: t.field({
    type: ImageSourcesRef,
    authScopes: staff,
    description: `A question's figure for a test (its authors) or a course's bank: PNG, JPEG, WebP or GIF by content, at most ${MAX_QUESTION_IMAGE_BYTES / 1024 / 1024} MB and 40 megapixels, fitted inside ${QUESTION_IMAGE_BOX.maxWidth}x${QUESTION_IMAGE_BOX.maxHeight} (never cropped or enlarged). Name its src as MockTestQuestionInput.imageUrl.`,
    args: { testId: t.arg.id(), bankCourseId: t.arg.id(), file: t.arg({ type: "File", required: true }) },
    resolve: async (_root, args, context) => {
      const address = await uploadQuestionImage(
        context.prisma,
        context.files,
        viewerOf(context),
        {
          testId: args.testId ? String(args.testId) : null,
          bankCourseId: args.bankCourseId ? String(args.bankCourseId) : null,
        },
        args.file,
      );
      return imageSources(address)!;
    },
  }),
  deleteMockTestQuestion: t.id({
    authScopes: staff,
    description: "mock_test_has_attempts once a learner answered it.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deleteQuestion(context.prisma, context.files, viewerOf(context), String(id)),
  }),
}));
