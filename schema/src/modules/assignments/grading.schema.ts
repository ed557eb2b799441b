// The console's grading queue and grade (docs/assignments.md): the course's staff only, every grade audited.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { assignmentLimits as limits } from "../../input-limits.ts";
import { viewerOf } from "../shared/viewer.ts";
import { SubmissionRef } from "./assignments.schema.ts";
import { gradeSubmission, gradingQueue, readSubmission } from "./grading.service.ts";

const id = z.string().min(1).max(64);

const GradingQueueFilter = builder.inputType("GradingQueueFilter", {
  fields: (t) => ({
    courseId: t.id({ validate: id.nullish() }),
    ungradedOnly: t.boolean({ defaultValue: false }),
  }),
});

type QueuePage = Awaited<ReturnType<typeof gradingQueue>>;
const GradingQueuePageRef = builder.objectRef<QueuePage>("GradingQueuePage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    hasNextPage: t.exposeBoolean("hasNextPage"),
    endCursor: t.exposeID("endCursor", { nullable: true, description: "Pass as `after` for the next page." }),
    items: t.field({ type: [SubmissionRef], resolve: (page) => page.items }),
  }),
});

builder.queryField("gradingQueue", (t) =>
  t.field({
    type: GradingQueuePageRef,
    authScopes: { staff: true },
    description: "Submissions to the viewer's courses, oldest first.",
    args: {
      filter: t.arg({ type: GradingQueueFilter }),
      first: t.arg.int({ defaultValue: 50, validate: z.number().int().min(1).max(50) }),
      after: t.arg.id({ validate: id.nullish() }),
    },
    resolve: (_root, args, context) =>
      gradingQueue(context.prisma, viewerOf(context), {
        filter: {
          courseId: args.filter?.courseId ? String(args.filter.courseId) : null,
          ungradedOnly: args.filter?.ungradedOnly,
        },
        first: args.first ?? 50,
        after: args.after == null ? null : String(args.after),
      }),
  }),
);

builder.queryField("submission", (t) =>
  t.prismaField({
    type: SubmissionRef,
    authScopes: { student: true },
    description: "A submission, for the learner who made it and the course's staff.",
    args: { id: t.arg.id({ required: true, validate: id }) },
    resolve: (query, _root, args, context) => readSubmission(context.prisma, viewerOf(context), String(args.id), query),
  }),
);

builder.mutationField("gradeSubmission", (t) =>
  t.field({
    type: SubmissionRef,
    authScopes: { staff: true },
    description: "Grades (or regrades) a submission; audited.",
    args: {
      submissionId: t.arg.id({ required: true, validate: id }),
      score: t.arg.int({ required: true, validate: z.number().int().min(0).max(limits.maxScore.max) }),
      feedback: t.arg.string({ validate: z.string().trim().max(limits.feedback).nullish() }),
    },
    resolve: (_root, args, context) =>
      gradeSubmission(context.prisma, viewerOf(context), String(args.submissionId), {
        score: args.score,
        feedback: args.feedback?.trim() || null,
      }),
  }),
);
