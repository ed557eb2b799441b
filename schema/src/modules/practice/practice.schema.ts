// Daily practice for learners (docs/practice.md): the public subjects and exams, topic and Revise sets, answers on
// the Indian day, bookmarks, error reports, the goal, the streak and per-topic analytics. A set carries its key and
// explanations (decision 037); the server decides every answer.
import DataLoader from "dataloader";
import { createContextCache } from "@pothos/core";
import { z } from "zod";
import { builder } from "../../builder.ts";
import type { Context } from "../../context.ts";
import { practiceLimits } from "../../input-limits.ts";
import { viewerOf } from "../shared/viewer.ts";
import { learnerOwn, publicContent, viewerDependent } from "../shared/content-cache-marks.ts";
import {
  practiceExams,
  practiceSubjects,
  questionCounts,
  type SubjectView,
  type TopicView,
} from "./bank/catalogue.service.ts";
import { bookmarkedAmong, reportQuestion, setBookmark } from "./bank/learner-actions.service.ts";
import { learnerAnalytics, PERCENTILE_HOLDS_MS, type TopicStats } from "./analytics/learner-analytics.service.ts";
import { answerQuestion, type AnswerResult } from "./sets/answers.service.ts";
import {
  practiceSet,
  reviseDue,
  reviseSet,
  type PracticeSetView,
  type QuestionRow,
} from "./sets/practice-sets.service.ts";
import { heatMap, progressOf, setGoal, type DayView, type ProgressView } from "./streak/progress.service.ts";
import { addDays, dayStartsAt, indianDay } from "./streak/indian-day.ts";
import type { StreakState } from "./streak/streak.ts";

const topicCounts = createContextCache(
  (context: Context) => new DataLoader<string, number>((ids) => questionCounts(context.prisma, ids)),
);
const viewerBookmarks = createContextCache(
  (context: Context) =>
    new DataLoader<string, boolean>((ids) =>
      context.viewer
        ? bookmarkedAmong(context.prisma, context.viewer.userId, ids)
        : Promise.resolve(ids.map(() => false)),
    ),
);

export const PracticeDifficultyEnum = builder.enumType("PracticeDifficulty", {
  values: ["EASY", "MEDIUM", "HARD"] as const,
});

export const PracticeSubjectRef = builder.objectRef<SubjectView>("PracticeSubject");
export const PracticeTopicRef = builder.objectRef<TopicView>("PracticeTopic");

// The bank's subjects and topics read only its tables, whose writes raise the content version (migration
// 20261205100000_mock_tests_and_practice_bank_cached, decision 048).
PracticeSubjectRef.implement({
  ...publicContent,
  fields: (t) => ({
    id: t.id({ resolve: ({ subject }) => subject.id }),
    slug: t.string({ resolve: ({ subject }) => subject.slug }),
    nameEn: t.string({ resolve: ({ subject }) => subject.nameEn }),
    nameHi: t.string({ nullable: true, resolve: ({ subject }) => subject.nameHi }),
    topics: t.field({
      type: [PracticeTopicRef],
      description: "In the bank's order; for practiceSubjects(exam), only the topics with that exam's questions.",
      resolve: async (view, _args, context) => {
        if (view.topics) return view.topics;
        const topics = await context.prisma.practiceTopic.findMany({
          where: { subjectId: view.subject.id },
          orderBy: [{ position: "asc" }, { nameEn: "asc" }],
        });
        return topics.map((topic) => ({ topic, subject: view }));
      },
    }),
  }),
});

PracticeTopicRef.implement({
  ...publicContent,
  fields: (t) => ({
    id: t.id({ resolve: ({ topic }) => topic.id }),
    slug: t.string({ resolve: ({ topic }) => topic.slug }),
    nameEn: t.string({ resolve: ({ topic }) => topic.nameEn }),
    nameHi: t.string({ nullable: true, resolve: ({ topic }) => topic.nameHi }),
    questionCount: t.int({
      description: "Active questions (of the exam, when the list was asked for one).",
      resolve: (view, _args, context) => view.questionCount ?? topicCounts(context).load(view.topic.id),
    }),
    subject: t.field({
      type: PracticeSubjectRef,
      resolve: async (view, _args, context) =>
        view.subject ?? {
          subject: await context.prisma.practiceSubject.findUniqueOrThrow({ where: { id: view.topic.subjectId } }),
        },
    }),
  }),
});

// A bank question reads the bank's tables, whose writes raise the content version (decision 048); whether the viewer
// bookmarked it reads their bookmarks, announced as their activity (migration 20261209100000_practice_bookmark_announced).
export const PracticeQuestionRef = builder.objectRef<QuestionRow>("PracticeQuestion").implement({
  description: "A bank question with its key and explanation (decision 037): practice is not an exam.",
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    topic: t.field({
      type: PracticeTopicRef,
      resolve: (question) => ({ topic: question.topic, subject: { subject: question.topic.subject } }),
    }),
    subtopic: t.exposeString("subtopic", { nullable: true }),
    difficulty: t.field({ type: PracticeDifficultyEnum, resolve: (question) => question.difficulty }),
    exams: t.exposeStringList("exams"),
    textEn: t.exposeString("textEn", { nullable: true, description: "Math as TeX between $...$." }),
    textHi: t.exposeString("textHi", { nullable: true }),
    optionsEn: t.exposeStringList("optionsEn", { description: "Empty when the question has no English version." }),
    optionsHi: t.exposeStringList("optionsHi", { description: "Empty when the question has no Hindi version." }),
    correctIndex: t.exposeInt("correctIndex", { description: "0-based, the same in both languages." }),
    explanationEn: t.exposeString("explanationEn", { nullable: true }),
    explanationHi: t.exposeString("explanationHi", { nullable: true }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    imageAlt: t.exposeString("imageAlt", { nullable: true }),
    source: t.exposeString("source", { nullable: true, description: "A previous year's paper, when it is one." }),
    year: t.exposeInt("year", { nullable: true }),
    bookmarked: t.boolean({
      ...viewerDependent,
      description: "Whether the viewer bookmarked it.",
      resolve: (question, _args, context) => viewerBookmarks(context).load(question.id),
    }),
  }),
});

// A Revise set is the learner's own cards and bookmarks (announced as their activity) over the bank, the same all
// day: kept per learner until they answer or bookmark, or the Indian day ends (decision 053). A topic's set is drawn
// afresh at each read (random among equals): its root field is not marked.
const PracticeSetRef = builder.objectRef<PracticeSetView>("PracticeSet").implement({
  ...learnerOwn,
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: '"TOPIC" or "REVISE".' }),
    questions: t.field({ type: [PracticeQuestionRef], resolve: (set) => set.questions }),
  }),
});

// The learner's progress reads their own settings, days and cards, announced on learner_changed (migration
// 20261205110000_learner_changed_practice), and the bank's question statuses (public content); what turns with the
// clock turns with the Indian day, which its root field says (decision 048).
const PracticeDayRef = builder.objectRef<DayView>("PracticeDay").implement({
  ...learnerOwn,
  description: "An Indian day (Asia/Kolkata) by the server's clock.",
  fields: (t) => ({
    date: t.exposeString("date", { description: "YYYY-MM-DD." }),
    answered: t.exposeInt("answered"),
    correct: t.exposeInt("correct"),
    goalMet: t.exposeBoolean("goalMet"),
    frozen: t.exposeBoolean("frozen", { description: "A missed day the week's freeze covered." }),
  }),
});

const PracticeStreakRef = builder.objectRef<StreakState>("PracticeStreak").implement({
  ...learnerOwn,
  fields: (t) => ({
    current: t.exposeInt("current"),
    longest: t.exposeInt("longest"),
    freezesLeft: t.exposeInt("freezesLeft", { description: "This week's (Monday to Sunday IST) unused freeze." }),
  }),
});

const PracticeProgressRef = builder.objectRef<ProgressView>("PracticeProgress").implement({
  ...learnerOwn,
  fields: (t) => ({
    dailyGoal: t.exposeInt("dailyGoal"),
    reminderOn: t.exposeBoolean("reminderOn"),
    reminderTime: t.exposeString("reminderTime", { nullable: true, description: "HH:MM, India Standard Time." }),
    today: t.field({ type: PracticeDayRef, resolve: (progress) => progress.today }),
    streak: t.field({ type: PracticeStreakRef, resolve: (progress) => progress.streak }),
    days: t.field({
      type: [PracticeDayRef],
      description: "Whole weeks, Monday to Sunday, the last holding today; oldest first (the heat map).",
      args: {
        weeks: t.arg.int({
          defaultValue: 12,
          validate: z.number().int().min(practiceLimits.heatMapWeeks.min).max(practiceLimits.heatMapWeeks.max),
        }),
      },
      resolve: (progress, { weeks }) => heatMap(progress, weeks ?? 12),
    }),
    reviseDue: t.int({
      description: "Questions due in the Revise set now.",
      resolve: (progress, _args, context) => reviseDue(context.prisma, progress.userId, progress.now),
    }),
  }),
});

const PracticeAnswerResultRef = builder.objectRef<AnswerResult>("PracticeAnswerResult").implement({
  fields: (t) => ({
    questionId: t.id({ resolve: (result) => result.answer.questionId }),
    correct: t.boolean({ description: "The server's verdict.", resolve: (result) => result.answer.correct }),
    correctIndex: t.exposeInt("correctIndex"),
    timeMs: t.int({ resolve: (result) => result.answer.timeMs }),
    duplicate: t.exposeBoolean("duplicate", { description: "A replay of an answer already counted." }),
    today: t.field({ type: PracticeDayRef, resolve: (result) => result.progress.today }),
    streak: t.field({ type: PracticeStreakRef, resolve: (result) => result.progress.streak }),
  }),
});

// A learner's analytics are their own answers over the bank, and a percentile that counts other learners: kept per
// learner until they answer (their day's count is announced as their activity), and never given once the percentile
// is older than PERCENTILE_HOLDS_MS (decision 054).
const PracticeTopicStatsRef = builder.objectRef<TopicStats>("PracticeTopicStats").implement({
  ...learnerOwn,
  fields: (t) => ({
    topic: t.field({
      type: PracticeTopicRef,
      resolve: (stats) => ({ topic: stats.topic, subject: { subject: stats.topic.subject } }),
    }),
    attempts: t.exposeInt("attempts"),
    accuracy: t.exposeFloat("accuracy", { description: "0 to 1." }),
    avgTimeMs: t.exposeInt("avgTimeMs"),
    percentile: t.exposeFloat("percentile", {
      nullable: true,
      description:
        "0 to 100: the share of the other learners of the topic with a lower accuracy, counted at most ten minutes " +
        "ago (decision 054); null when alone.",
    }),
  }),
});

const PracticeAnalyticsRef = builder
  .objectRef<Awaited<ReturnType<typeof learnerAnalytics>>>("PracticeAnalytics")
  .implement({
    ...learnerOwn,
    fields: (t) => ({
      topics: t.field({ type: [PracticeTopicStatsRef], resolve: (analytics) => analytics.topics }),
      weakest: t.field({ type: PracticeTopicStatsRef, nullable: true, resolve: (analytics) => analytics.weakest }),
      strongest: t.field({ type: PracticeTopicStatsRef, nullable: true, resolve: (analytics) => analytics.strongest }),
    }),
  });

const PracticeAnswerInput = builder.inputType("PracticeAnswerInput", {
  fields: (t) => ({
    questionId: t.id({ required: true }),
    choice: t.int({ required: true, description: "0-based option index." }),
    timeMs: t.int({ required: true }),
    clientId: t.string({ required: true, description: "The client's id for this answer: a replay is a no-op." }),
    answeredAt: t.field({
      type: "DateTime",
      required: false,
      description: "The device's clock; kept as its claim only, the server's clock decides the day.",
    }),
  }),
});

const setSize = () => ({
  defaultValue: 10,
  validate: z.number().int().min(practiceLimits.setSize.min).max(practiceLimits.setSize.max),
});

builder.queryFields((t) => ({
  practiceExams: t.stringList({
    ...publicContent,
    description: "The exam tags of the bank's active questions.",
    resolve: (_root, _args, context) => practiceExams(context.prisma),
  }),
  practiceSubjects: t.field({
    ...publicContent,
    type: [PracticeSubjectRef],
    description: "Subjects and their topics; with an exam, only those that have its questions.",
    args: { exam: t.arg.string({ validate: z.string().max(practiceLimits.exams.itemMax).nullish() }) },
    resolve: (_root, { exam }, context) => practiceSubjects(context.prisma, exam),
  }),
  practiceSet: t.field({
    type: PracticeSetRef,
    authScopes: { student: true },
    description: "`size` active questions of a topic, the ones the viewer answered least recently first.",
    args: {
      topicId: t.arg.id({ required: true }),
      exam: t.arg.string({ validate: z.string().max(practiceLimits.exams.itemMax).nullish() }),
      size: t.arg.int(setSize()),
    },
    resolve: async (_root, { topicId, exam, size }, context) => {
      const userId = viewerOf(context).userId;
      const set = await practiceSet(context.db, userId, { topicId: String(topicId), exam, size: size ?? 10 });
      for (const [id, marked] of set.bookmarked) viewerBookmarks(context).prime(id, marked);
      return set;
    },
  }),
  reviseSet: t.field({
    ...learnerOwn,
    type: PracticeSetRef,
    authScopes: { student: true },
    description: "The viewer's wrong and bookmarked questions due for revision (FSRS), longest overdue first.",
    args: { size: t.arg.int(setSize()) },
    resolve: (_root, { size }, context) => {
      const now = new Date();
      // Cards join the set at the start of the Indian day they fall due on (sets/practice-sets.service.ts).
      context.answerHoldsUntil?.(dayStartsAt(addDays(indianDay(now), 1)));
      return reviseSet(context.prisma, viewerOf(context).userId, size ?? 10, now);
    },
  }),
  practiceProgress: t.field({
    ...learnerOwn,
    type: PracticeProgressRef,
    authScopes: { student: true },
    resolve: async (_root, _args, context) => {
      const progress = await progressOf(context.prisma, viewerOf(context).userId);
      // Today, the streak, the heat map and the cards due all count by the Indian day (docs/practice.md, Rules).
      context.answerHoldsUntil?.(dayStartsAt(addDays(progress.todayKey, 1)));
      return progress;
    },
  }),
  practiceAnalytics: t.field({
    ...learnerOwn,
    type: PracticeAnalyticsRef,
    authScopes: { student: true },
    resolve: (_root, _args, context) => {
      context.answerHoldsUntil?.(new Date(Date.now() + PERCENTILE_HOLDS_MS));
      return learnerAnalytics(context.prisma, viewerOf(context).userId);
    },
  }),
}));

builder.mutationFields((t) => ({
  answerPracticeQuestion: t.field({
    type: PracticeAnswerResultRef,
    authScopes: { student: true },
    description: "Idempotent by (viewer, clientId), for the offline outbox's replays.",
    // Two statements with a small answer (sets/answer-statements.ts): a short write of the gate (decision 015).
    extensions: { shortWrite: true },
    args: { input: t.arg({ type: PracticeAnswerInput, required: true }) },
    resolve: (_root, { input }, context) =>
      answerQuestion(context.db, viewerOf(context).userId, { ...input, questionId: String(input.questionId) }),
  }),
  setPracticeBookmark: t.field({
    type: PracticeQuestionRef,
    authScopes: { student: true },
    description: "A bookmarked question also joins the viewer's Revise schedule.",
    args: { questionId: t.arg.id({ required: true }), bookmarked: t.arg.boolean({ required: true }) },
    resolve: async (_root, { questionId, bookmarked }, context) => {
      const question = await setBookmark(context.prisma, viewerOf(context).userId, String(questionId), bookmarked);
      viewerBookmarks(context).clear(question.id).prime(question.id, bookmarked);
      return question;
    },
  }),
  reportPracticeQuestion: t.boolean({
    authScopes: { student: true },
    description: "Reports an error in a question to the staff's review of the bank.",
    args: { questionId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, { questionId, reason }, context) =>
      reportQuestion(context.prisma, viewerOf(context).userId, String(questionId), reason),
  }),
  setPracticeGoal: t.field({
    type: PracticeProgressRef,
    authScopes: { student: true },
    args: {
      dailyGoal: t.arg.int({ required: true }),
      reminderOn: t.arg.boolean({ required: true }),
      reminderTime: t.arg.string(),
    },
    resolve: (_root, args, context) => setGoal(context.prisma, viewerOf(context).userId, args),
  }),
}));
