// Assignments with grading (docs/assignments.md): the types, the learner's read and submission, staff authoring.
// Resolvers call the services, which hold the rules.
import { SubmissionStatus } from "@app/db";
import { z } from "zod";
import { builder } from "../../builder.ts";
import { assignmentLimits as limits } from "../../input-limits.ts";
import { LessonRef } from "../lessons/lessons.schema.ts";
import { learnerOwnApartFromActivity, publicContent, staffOnly } from "../shared/content-cache-marks.ts";
import { viewerOf } from "../shared/viewer.ts";
import { StaffUserRef } from "../users/staff-user-ref.schema.ts";
import { AssignmentFileKindEnum, AssignmentInput, assignmentData } from "./assignment-input.ts";
import { createAssignment, deleteAssignment, lessonAssignment, updateAssignment } from "./assignments.service.ts";
import { mySubmission, submitAssignment } from "./submissions.service.ts";

const id = z.string().min(1).max(64);

export const SubmissionStatusEnum = builder.enumType(SubmissionStatus, { name: "SubmissionStatus" });

/** Where a submitted file is read: the learner's and the course's staff's only (gateway submission files). */
export const submissionFilePath = (key: string) => `/api/submission-files/${key}`;

// The submission's files and the submission itself are the learner's own rows, announced on learner_changed
// (migration 20261206100000_lesson_assignment_kept), and read by stored columns only: `late` was decided when it
// was submitted, and a file's address is a fixed path its reader's token opens (decision 049). None reads the
// learner's progress or practice: a report leaves them kept (decision 050).
builder.prismaObject("SubmissionFile", {
  ...learnerOwnApartFromActivity,
  fields: (t) => ({
    key: t.exposeString("key"),
    url: t.string({ select: { key: true }, resolve: (file) => submissionFilePath(file.key) }),
    name: t.exposeString("name"),
    contentType: t.exposeString("contentType"),
    size: t.exposeInt("size"),
  }),
});

export const SubmissionRef = builder.prismaObject("AssignmentSubmission", {
  name: "Submission",
  ...learnerOwnApartFromActivity,
  fields: (t) => ({
    id: t.exposeID("id"),
    text: t.exposeString("text"),
    submittedAt: t.expose("submittedAt", { type: "DateTime" }),
    late: t.exposeBoolean("late"),
    status: t.expose("status", { type: SubmissionStatusEnum }),
    score: t.exposeInt("score", { nullable: true }),
    feedback: t.exposeString("feedback", { nullable: true }),
    gradedAt: t.expose("gradedAt", { type: "DateTime", nullable: true }),
    files: t.relation("files", { query: { orderBy: { createdAt: "asc" } } }),
    // The grading queue's: staff read through, and the learner's own page never asks who they are.
    learner: t.relation("user", { type: StaffUserRef, ...staffOnly }),
    assignment: t.relation("assignment"),
  }),
});

// Staff's writes raise the content version (migration 20261206100000_lesson_assignment_kept): the rules are the
// same for every learner who may read them, and only `mySubmission` is the viewer's (decision 049).
export const AssignmentRef = builder.prismaObject("Assignment", {
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    lessonId: t.exposeID("lessonId"),
    lesson: t.relation("lesson", { type: LessonRef }),
    instructions: t.exposeString("instructions", { description: "Sanitised HTML." }),
    dueAt: t.expose("dueAt", { type: "DateTime", nullable: true }),
    maxScore: t.exposeInt("maxScore"),
    acceptedFileTypes: t.field({
      type: [AssignmentFileKindEnum],
      select: { acceptedFileTypes: true },
      resolve: (row) => row.acceptedFileTypes as ("pdf" | "image")[],
    }),
    maxFileBytes: t.exposeInt("maxFileBytes"),
    allowLate: t.exposeBoolean("allowLate"),
    requiredForCertificate: t.exposeBoolean("requiredForCertificate"),
    passingScore: t.exposeInt("passingScore", { nullable: true }),
    mySubmission: t.prismaField({
      ...learnerOwnApartFromActivity,
      type: SubmissionRef,
      nullable: true,
      description: "The viewer's own submission.",
      resolve: (query, row, _args, context) =>
        mySubmission(context.prisma, viewerOf(context), row.id).then((found) =>
          found ? context.prisma.assignmentSubmission.findUnique({ ...query, where: { id: found.id } }) : null,
        ),
    }),
  }),
});

builder.queryField("lessonAssignment", (t) =>
  t.field({
    // Kept per learner (decision 049): who may read it is their own enrollment, announced on learner_changed.
    ...learnerOwnApartFromActivity,
    type: AssignmentRef,
    nullable: true,
    authScopes: { student: true },
    description: "The lesson's assignment, for its course's staff and enrolled learners; null when it has none.",
    args: { lessonId: t.arg.id({ required: true, validate: id }) },
    resolve: (_root, args, context) => lessonAssignment(context.prisma, viewerOf(context), String(args.lessonId)),
  }),
);

builder.mutationField("submitAssignment", (t) =>
  t.field({
    type: SubmissionRef,
    authScopes: { student: true },
    description: "Submits (or replaces, until graded) the viewer's work: text and/or files uploaded beforehand.",
    args: {
      assignmentId: t.arg.id({ required: true, validate: id }),
      text: t.arg.string({ defaultValue: "", validate: z.string().max(limits.submissionText).nullish() }),
      fileKeys: t.arg.stringList({
        defaultValue: [],
        validate: z.array(z.string().min(1).max(512)).max(limits.filesPerSubmission).nullish(),
      }),
    },
    resolve: (_root, args, context) =>
      submitAssignment(context.prisma, viewerOf(context), String(args.assignmentId), {
        text: args.text ?? "",
        fileKeys: args.fileKeys ?? [],
      }),
  }),
);

builder.mutationField("createAssignment", (t) =>
  t.field({
    type: AssignmentRef,
    authScopes: { staff: true },
    args: {
      lessonId: t.arg.id({ required: true, validate: id }),
      input: t.arg({ type: AssignmentInput, required: true }),
    },
    resolve: (_root, args, context) =>
      createAssignment(context.prisma, viewerOf(context), String(args.lessonId), assignmentData(args.input)),
  }),
);

builder.mutationField("updateAssignment", (t) =>
  t.field({
    type: AssignmentRef,
    authScopes: { staff: true },
    args: {
      id: t.arg.id({ required: true, validate: id }),
      input: t.arg({ type: AssignmentInput, required: true }),
    },
    resolve: (_root, args, context) =>
      updateAssignment(context.prisma, viewerOf(context), String(args.id), assignmentData(args.input)),
  }),
);

builder.mutationField("deleteAssignment", (t) =>
  t.id({
    authScopes: { staff: true },
    description: "Deletes the assignment and its submissions.",
    args: { id: t.arg.id({ required: true, validate: id }) },
    resolve: (_root, args, context) => deleteAssignment(context.prisma, viewerOf(context), String(args.id)),
  }),
);
