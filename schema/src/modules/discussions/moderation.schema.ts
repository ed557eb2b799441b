// The console's Moderation section (docs/discussions.md): staff of a course moderate its lessons' discussions.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { discussionLimits as limits } from "../../input-limits.ts";
import { requiredText } from "../shared/input-rules.ts";
import { viewerOf } from "../shared/viewer.ts";
import { moderatePost, moderationQueue, suspendFromPosting } from "./moderation.service.ts";

const ModerationFilterEnum = builder.enumType("ModerationFilter", { values: ["REPORTED", "HELD", "RECENT"] as const });
const ModerationActionEnum = builder.enumType("ModerationAction", {
  values: ["HIDE", "UNHIDE", "DELETE", "LOCK", "UNLOCK", "APPROVE", "DISMISS_REPORTS"] as const,
});

const ModeratedPostRef = builder.prismaObject("DiscussionPost", {
  variant: "ModeratedPost",
  fields: (t) => ({
    id: t.exposeID("id"),
    isQuestion: t.boolean({ resolve: (post) => post.questionId === null }),
    questionId: t.exposeID("questionId", { nullable: true }),
    title: t.string({
      description: "The question's title (the question's, for an answer).",
      select: { question: { select: { title: true } } },
      resolve: (post) => post.title ?? post.question?.title ?? "",
    }),
    body: t.exposeString("body"),
    authorId: t.exposeID("authorId"),
    authorName: t.string({
      select: { author: { select: { name: true, email: true } } },
      resolve: (post) => post.author.name || post.author.email,
    }),
    courseTitle: t.string({
      select: { lesson: { select: { title: true, course: { select: { title: true } } } } },
      resolve: (post) => post.lesson.course.title,
    }),
    lessonTitle: t.string({ select: { lesson: { select: { title: true } } }, resolve: (post) => post.lesson.title }),
    lessonId: t.exposeID("lessonId"),
    courseId: t.exposeID("courseId"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    held: t.exposeBoolean("held"),
    hidden: t.boolean({ resolve: (post) => !!post.hiddenAt }),
    locked: t.boolean({ resolve: (post) => !!post.lockedAt }),
    openReports: t.relationCount("reports", { where: { resolvedAt: null } }),
    reportReasons: t.stringList({
      description: "The open reports' reasons, newest first (at most 5).",
      select: {
        reports: { where: { resolvedAt: null }, orderBy: { createdAt: "desc" }, take: 5, select: { reason: true } },
      },
      resolve: (post) => post.reports.map((report) => report.reason),
    }),
  }),
});

type Queue = Awaited<ReturnType<typeof moderationQueue>>;
const ModerationPageRef = builder.objectRef<Queue>("ModerationPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    items: t.field({ type: [ModeratedPostRef], resolve: (page) => page.items }),
  }),
});

builder.queryField("moderationQueue", (t) =>
  t.field({
    type: ModerationPageRef,
    authScopes: { staff: true },
    description: "Posts of the viewer's courses (every course for admins): reported, held for moderation, or recent.",
    args: {
      filter: t.arg({ type: ModerationFilterEnum, defaultValue: "REPORTED" }),
      limit: t.arg.int({ defaultValue: 25, validate: z.number().int().min(1).max(100) }),
      offset: t.arg.int({ defaultValue: 0, validate: z.number().int().min(0).max(1_000_000) }),
    },
    resolve: (_root, args, context) =>
      moderationQueue(context.prisma, viewerOf(context), {
        filter: args.filter ?? "REPORTED",
        limit: args.limit ?? 25,
        offset: args.offset ?? 0,
      }),
  }),
);

builder.mutationFields((t) => ({
  moderatePost: t.prismaField({
    type: ModeratedPostRef,
    authScopes: { staff: true },
    description: "Hide, delete, lock a thread, release a held post or dismiss its reports; audited.",
    args: {
      postId: t.arg.id({ required: true }),
      action: t.arg({ type: ModerationActionEnum, required: true }),
    },
    resolve: async (query, _root, args, context) => {
      const post = await moderatePost(context.prisma, viewerOf(context), {
        postId: String(args.postId),
        action: args.action,
      });
      return context.prisma.discussionPost.findUniqueOrThrow({ ...query, where: { id: post.id } });
    },
  }),
  suspendFromPosting: t.field({
    type: "DateTime",
    authScopes: { staff: true },
    description: "Stops a learner posting in discussions for `days` days; answers when it ends. Audited.",
    args: {
      userId: t.arg.id({ required: true }),
      days: t.arg.int({
        required: true,
        validate: z.number().int().min(limits.suspensionDays.min).max(limits.suspensionDays.max),
      }),
      reason: t.arg.string({ required: true, validate: requiredText(limits.reportReason) }),
    },
    resolve: async (_root, args, context) => {
      const suspension = await suspendFromPosting(context.prisma, viewerOf(context), {
        userId: String(args.userId),
        days: args.days,
        reason: args.reason,
      });
      return suspension.until;
    },
  }),
}));
