// Per-question statistics and review flags for staff (docs/practice.md, analytics/question-stats.ts).
import { z } from "zod";
import { builder } from "../../../builder.ts";
import { practiceLimits } from "../../../input-limits.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { StaffQuestionRef } from "../bank/staff-bank.schema.ts";
import { openReports, resolveReports } from "../bank/reports.service.ts";
import { questionStats } from "./staff-analytics.service.ts";

type Page = Awaited<ReturnType<typeof questionStats>>;

const FlagEnum = builder.enumType("PracticeQuestionFlag", {
  values: {
    RARELY_RIGHT: { description: "Answered right by almost nobody (below 20% over at least 10 answers)." },
    WEAK_BEAT_STRONG: { description: "Weaker learners answer it right more often than stronger ones." },
    REPORTED: { description: "Learners reported an error that nobody has resolved." },
  } as const,
});

const StatsRef = builder.objectRef<Page["items"][number]>("PracticeQuestionStats").implement({
  fields: (t) => ({
    question: t.field({ type: StaffQuestionRef, resolve: (stats) => stats.question }),
    attempts: t.exposeInt("attempts"),
    rightRate: t.exposeFloat("rightRate", { description: "0 to 1." }),
    avgTimeMs: t.exposeInt("avgTimeMs"),
    discrimination: t.exposeFloat("discrimination", {
      nullable: true,
      description: "Upper 27% minus lower 27% right rate (-1 to 1); null under 10 learners.",
    }),
    openReports: t.exposeInt("openReports"),
    flags: t.field({ type: [FlagEnum], resolve: (stats) => stats.flags }),
  }),
});

type Report = Awaited<ReturnType<typeof openReports>>[number];
const ReportRef = builder.objectRef<Report>("PracticeReport").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    reason: t.exposeString("reason"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const PageRef = builder.objectRef<Page>("PracticeQuestionStatsPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    items: t.field({ type: [StatsRef], resolve: (page) => page.items }),
  }),
});

builder.queryFields((t) => ({
  practiceQuestionStats: t.field({
    type: PageRef,
    authScopes: { staff: true },
    description: "A topic's questions with how they perform; instructors see their courses' questions.",
    args: {
      topicId: t.arg.id({ required: true }),
      limit: t.arg.int({ defaultValue: 50, validate: z.number().int().min(1).max(practiceLimits.pageSize) }),
      offset: t.arg.int({ defaultValue: 0, validate: z.number().int().min(0).max(1_000_000) }),
    },
    resolve: (_root, args, context) =>
      questionStats(context.prisma, viewerOf(context), {
        topicId: String(args.topicId),
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      }),
  }),
}));

builder.queryFields((t) => ({
  practiceQuestionReports: t.field({
    type: [ReportRef],
    authScopes: { staff: true },
    description: "A question's open error reports, oldest first (the reporters are not named).",
    args: { questionId: t.arg.id({ required: true }) },
    resolve: (_root, { questionId }, context) => openReports(context.prisma, viewerOf(context), String(questionId)),
  }),
}));

builder.mutationFields((t) => ({
  resolvePracticeReports: t.int({
    authScopes: { staff: true },
    description: "Resolves a question's open reports (fixed, or found right); answers how many.",
    args: { questionId: t.arg.id({ required: true }) },
    resolve: (_root, { questionId }, context) => resolveReports(context.prisma, viewerOf(context), String(questionId)),
  }),
}));
