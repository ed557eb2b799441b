// The assignment editor's input (docs/assignments.md), its limits from src/input-limits.ts (the console reads them).
import { z } from "zod";
import { builder } from "../../builder.ts";
import { assignmentFileKinds, assignmentLimits as limits } from "../../input-limits.ts";
import type { AssignmentData } from "./assignments.service.ts";

export const AssignmentFileKindEnum = builder.enumType("AssignmentFileKind", {
  values: Object.fromEntries(assignmentFileKinds.map((kind) => [kind.toUpperCase(), { value: kind }])) as Record<
    "PDF" | "IMAGE",
    { value: (typeof assignmentFileKinds)[number] }
  >,
});

const score = z.number().int().min(0).max(limits.maxScore.max);

export const AssignmentInput = builder.inputType("AssignmentInput", {
  fields: (t) => ({
    instructions: t.string({
      required: true,
      description: "HTML; sanitised on write.",
      validate: z.string().trim().min(1).max(limits.instructions),
    }),
    dueAt: t.field({ type: "DateTime", description: "None: no due date." }),
    maxScore: t.int({ required: true, validate: z.number().int().min(limits.maxScore.min).max(limits.maxScore.max) }),
    acceptedFileTypes: t.field({
      type: [AssignmentFileKindEnum],
      required: true,
      description: "Empty: text answers only.",
    }),
    maxFileBytes: t.int({
      required: true,
      validate: z.number().int().min(limits.maxFileBytes.min).max(limits.maxFileBytes.max),
    }),
    allowLate: t.boolean({ required: true }),
    requiredForCertificate: t.boolean({ required: true }),
    passingScore: t.int({ description: "Required when requiredForCertificate.", validate: score.nullish() }),
  }),
  validate: z
    .looseObject({
      maxScore: z.number(),
      requiredForCertificate: z.boolean(),
      passingScore: z.number().nullish(),
    })
    .refine((input) => !input.requiredForCertificate || input.passingScore != null, {
      message: "A passing score is required when the assignment is required for the certificate",
      path: ["passingScore"],
    })
    .refine((input) => input.passingScore == null || input.passingScore <= input.maxScore, {
      message: "The passing score is at most the maximum score",
      path: ["passingScore"],
    }),
});

export type AssignmentInputShape = {
  instructions: string;
  dueAt?: Date | null;
  maxScore: number;
  acceptedFileTypes: readonly string[];
  maxFileBytes: number;
  allowLate: boolean;
  requiredForCertificate: boolean;
  passingScore?: number | null;
};

export const assignmentData = (input: AssignmentInputShape): AssignmentData => ({
  ...input,
  dueAt: input.dueAt ?? null,
  acceptedFileTypes: [...input.acceptedFileTypes],
  passingScore: input.passingScore ?? null,
});
