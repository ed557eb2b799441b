// A test's blueprint in the console and a sample draw of it (mock-test-blueprint.service.ts,
// mock-test-draw-preview.service.ts; decision 038).
import { z } from "zod";
import { builder } from "../../../builder.ts";
import { mockTestQuestionLimits as limits } from "../../../input-limits.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { PracticeDifficultyEnum } from "../../practice/practice.schema.ts";
import { saveMockTestBlueprint } from "./mock-test-blueprint.service.ts";
import { previewMockTestDraw, type DrawPreview } from "./mock-test-draw-preview.service.ts";
import { StaffMockTestRef } from "./mock-tests-admin.schema.ts";

const staff = { staff: true };
const share = z.number().int().min(0).max(limits.drawCount.max);

const ModeEnum = builder.enumType("MockTestPaperSource", {
  values: {
    FIXED_LIST: { description: "The sections' own questions (and any draw by tag from the course's bank)." },
    BLUEPRINT: { description: "Each paper is drawn from the practice bank by the sections' blueprint rows." },
  } as const,
});

const RowInput = builder.inputType("MockTestBlueprintSectionInput", {
  fields: (t) => ({
    sectionId: t.id({ required: true }),
    practiceTopicIds: t.idList({ required: true, validate: z.array(z.string()).max(limits.blueprintTopics) }),
    count: t.int({ required: true, description: "Questions per paper: easy + medium + hard.", validate: share }),
    easy: t.int({ required: true, validate: share }),
    medium: t.int({ required: true, validate: share }),
    hard: t.int({ required: true, validate: share }),
  }),
});

const BlueprintInput = builder.inputType("MockTestBlueprintInput", {
  fields: (t) => ({
    mode: t.field({ type: ModeEnum, required: true }),
    samePaperForSitting: t.boolean({
      required: true,
      description: "One paper for everyone in a sitting (ranks comparable); otherwise a paper per learner.",
    }),
    sections: t.field({
      type: [RowInput],
      required: true,
      description: "BLUEPRINT: a row per section that draws; sections left out draw nothing. Ignored for FIXED_LIST.",
    }),
  }),
});

const PreviewQuestionRef = builder
  .objectRef<DrawPreview[number]["questions"][number]>("MockTestDrawPreviewQuestion")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id", { description: "The practice question's id." }),
      textEn: t.exposeString("textEn", { nullable: true }),
      textHi: t.exposeString("textHi", { nullable: true }),
      difficulty: t.field({ type: PracticeDifficultyEnum, resolve: (question) => question.difficulty }),
      topicName: t.string({ resolve: (question) => question.topic.nameEn }),
      topicNameHi: t.string({ nullable: true, resolve: (question) => question.topic.nameHi }),
    }),
  });

const PreviewSectionRef = builder.objectRef<DrawPreview[number]>("MockTestDrawPreviewSection").implement({
  fields: (t) => ({
    sectionId: t.exposeID("sectionId"),
    name: t.exposeString("name"),
    questions: t.field({ type: [PreviewQuestionRef], resolve: (section) => section.questions }),
  }),
});

builder.queryFields((t) => ({
  staffMockTestDrawPreview: t.field({
    type: [PreviewSectionRef],
    authScopes: staff,
    description:
      "A sample paper of the test's saved blueprint, drawn as attempts are; the same seed gives the same paper. " +
      "mock_test_bank_short when the bank cannot fill it.",
    args: {
      testId: t.arg.id({ required: true }),
      seed: t.arg.string({ required: true, validate: z.string().trim().min(1).max(100) }),
    },
    resolve: (_root, args, context) =>
      previewMockTestDraw(context.prisma, viewerOf(context), String(args.testId), args.seed.trim()),
  }),
}));

builder.mutationFields((t) => ({
  saveMockTestBlueprint: t.field({
    type: StaffMockTestRef,
    authScopes: staff,
    description:
      "Whether the test is a fixed list or drawn from the practice bank, each drawing section's topics, count and " +
      "mix (invalid_input on its field), and one paper per sitting or per learner. mock_test_bank_short when the " +
      "bank lacks questions for a row; mock_test_has_attempts once attempted.",
    args: { testId: t.arg.id({ required: true }), input: t.arg({ type: BlueprintInput, required: true }) },
    resolve: (_root, { testId, input }, context) =>
      saveMockTestBlueprint(context.prisma, viewerOf(context), String(testId), {
        mode: input.mode,
        samePaperForSitting: input.samePaperForSitting,
        sections: input.sections.map((row) => ({
          sectionId: String(row.sectionId),
          topicIds: row.practiceTopicIds.map(String),
          count: row.count,
          mix: { EASY: row.easy, MEDIUM: row.medium, HARD: row.hard },
        })),
      }),
  }),
}));
