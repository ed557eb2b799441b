// Lesson discussions in GraphQL (docs/discussions.md): read and post for enrolled learners and the course's staff,
// and live events over SSE subscriptions (decision 024).
import { queryFromInfo } from "@pothos/plugin-prisma";
import { z } from "zod";
import { builder } from "../../builder.ts";
import type { Context } from "../../context.ts";
import { discussionLimits as limits } from "../../input-limits.ts";
import { requiredText } from "../shared/input-rules.ts";
import { viewerOf } from "../shared/viewer.ts";
import {
  discussionPosts,
  learnerOwnWithDiscussion,
  learnerOwnWithDiscussionFoundAtRunTime,
} from "../shared/content-cache-marks.ts";
import { DiscussionAnswerRef, DiscussionQuestionRef, accessFor } from "./discussion-types.schema.ts";
import { lessonEvents, type DiscussionEvent } from "./discussion-events.ts";
import { reportPost, toggleAccepted, toggleVote } from "./discussion-reactions.service.ts";
import {
  answerQuestion,
  askQuestion,
  deleteOwnPost,
  editPost,
  listQuestions,
  readPost,
  type QuestionSort,
} from "./discussions.service.ts";

const QuestionSortEnum = builder.enumType("QuestionSort", {
  values: ["NEWEST", "VOTES", "UNANSWERED"] as const satisfies readonly QuestionSort[],
});

type Page = Awaited<ReturnType<ReturnType<typeof listQuestions>["page"]>>;
/** The count and the page of a question list, each read once and only when a field asks for it. */
interface QuestionList {
  totalCount: () => Promise<number>;
  page: () => Promise<Page>;
}
const PageInfoRef = builder.objectRef<Page>("DiscussionPageInfo").implement({
  ...discussionPosts,
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage"),
    endCursor: t.exposeString("endCursor", { nullable: true }),
  }),
});
// The count and the page read the lesson's posts and the viewer's access, so the lesson page's list is kept per
// learner until a post of the lesson is written (decision 051); its authors' names until a change of theirs, and a
// page with the viewer's own post still editable until its edit window closes (decision 052).
const QuestionConnectionRef = builder.objectRef<QuestionList>("DiscussionQuestionConnection").implement({
  description: "A page of questions; pass pageInfo.endCursor as `after` for the next.",
  ...discussionPosts,
  fields: (t) => ({
    totalCount: t.int({ resolve: (list) => list.totalCount() }),
    nodes: t.field({ type: [DiscussionQuestionRef], resolve: async (list) => (await list.page()).nodes }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (list) => list.page() }),
  }),
});

const title = requiredText(limits.title.max).min(limits.title.min);
const body = z.string().max(limits.body.max);
const clientIdArg = {
  description:
    "The device's id for this post (the offline outbox): sent again, the first post is returned, not a second.",
  validate: z.string().trim().min(1).max(limits.clientId).nullish(),
};

builder.queryFields((t) => ({
  lessonQuestions: t.field({
    ...learnerOwnWithDiscussion("lessonId"),
    type: QuestionConnectionRef,
    authScopes: { student: true },
    args: {
      lessonId: t.arg.id({ required: true }),
      first: t.arg.int({ defaultValue: 20, validate: z.number().int().min(1).max(limits.pageSize) }),
      after: t.arg.id({ validate: z.string().max(64).nullish() }),
      sort: t.arg({ type: QuestionSortEnum, defaultValue: "NEWEST" }),
      search: t.arg.string({ validate: z.string().max(limits.search).nullish() }),
    },
    resolve: async (_root, args, context, info) => {
      const lessonId = String(args.lessonId);
      // The access the nodes' own fields (hidden, viewerCanAccept) check too: read once per request.
      const list = listQuestions(context.prisma, await accessFor(context, lessonId), {
        lessonId,
        first: args.first ?? 20,
        after: args.after == null ? null : String(args.after),
        sort: args.sort ?? "NEWEST",
        search: args.search,
      });
      // The nodes with the relations their fields select (author, the viewer's vote), in the page's own read.
      let page: Promise<Page> | undefined;
      const query = queryFromInfo({ context, info, path: ["nodes"] });
      return { totalCount: list.totalCount, page: () => (page ??= list.page(query)) };
    },
  }),
  // A thread is kept per learner as the lesson's list is, dropped with any post of its lesson; the lesson is known
  // once the post is read (decision 055).
  question: t.prismaField({
    ...learnerOwnWithDiscussionFoundAtRunTime,
    type: DiscussionQuestionRef,
    authScopes: { student: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, context) => {
      const { post } = await readPost(context.prisma, viewerOf(context), String(id));
      context.answerReadsDiscussion?.(post.lessonId);
      if (post.questionId)
        return context.prisma.discussionPost.findUniqueOrThrow({ ...query, where: { id: post.questionId } });
      return context.prisma.discussionPost.findUniqueOrThrow({ ...query, where: { id: post.id } });
    },
  }),
}));

const reread = <Q extends object>(query: Q, id: string, context: Context) =>
  context.prisma.discussionPost.findUniqueOrThrow({ ...query, where: { id } });

builder.mutationFields((t) => ({
  askQuestion: t.prismaField({
    type: DiscussionQuestionRef,
    authScopes: { student: true },
    args: {
      lessonId: t.arg.id({ required: true }),
      title: t.arg.string({ required: true, validate: title }),
      body: t.arg.string({ required: true, validate: body }),
      clientId: t.arg.string(clientIdArg),
    },
    resolve: async (query, _root, args, context) => {
      const question = await askQuestion(context.prisma, viewerOf(context), {
        ...args,
        lessonId: String(args.lessonId),
      });
      return reread(query, question.id, context);
    },
  }),
  answerQuestion: t.prismaField({
    type: DiscussionAnswerRef,
    authScopes: { student: true },
    args: {
      questionId: t.arg.id({ required: true }),
      body: t.arg.string({ required: true, validate: body }),
      clientId: t.arg.string(clientIdArg),
    },
    resolve: async (query, _root, args, context) => {
      const answer = await answerQuestion(context.prisma, viewerOf(context), {
        questionId: String(args.questionId),
        body: args.body,
        clientId: args.clientId,
      });
      return reread(query, answer.id, context);
    },
  }),
  editPost: t.boolean({
    authScopes: { student: true },
    description: "The viewer's own question or answer, within 15 minutes; the title applies to questions.",
    args: {
      postId: t.arg.id({ required: true }),
      title: t.arg.string({ validate: title.nullish() }),
      body: t.arg.string({ required: true, validate: body }),
    },
    resolve: async (_root, args, context) => {
      await editPost(context.prisma, viewerOf(context), { ...args, postId: String(args.postId) });
      return true;
    },
  }),
  deletePost: t.id({
    authScopes: { student: true },
    description: "Deletes the viewer's own post within 15 minutes; answers its id.",
    args: { postId: t.arg.id({ required: true }) },
    resolve: (_root, { postId }, context) => deleteOwnPost(context.prisma, viewerOf(context), String(postId)),
  }),
  voteOnPost: t.prismaField({
    type: DiscussionAnswerRef,
    authScopes: { student: true },
    description: "Adds the viewer's vote, or takes it back; answers the post (a question's fields are the same).",
    args: { postId: t.arg.id({ required: true }) },
    resolve: async (query, _root, { postId }, context) => {
      const { post } = await toggleVote(context.prisma, viewerOf(context), String(postId));
      return reread(query, post.id, context);
    },
  }),
  acceptAnswer: t.prismaField({
    type: DiscussionQuestionRef,
    authScopes: { student: true },
    description: "Marks the answer accepted (the asker or the course's staff); again takes it back.",
    args: { answerId: t.arg.id({ required: true }) },
    resolve: async (query, _root, { answerId }, context) => {
      const question = await toggleAccepted(context.prisma, viewerOf(context), String(answerId));
      return reread(query, question.id, context);
    },
  }),
  reportPost: t.boolean({
    authScopes: { student: true },
    args: {
      postId: t.arg.id({ required: true }),
      reason: t.arg.string({ required: true, validate: requiredText(limits.reportReason) }),
    },
    resolve: async (_root, args, context) => {
      await reportPost(context.prisma, viewerOf(context), { postId: String(args.postId), reason: args.reason });
      return true;
    },
  }),
}));

const DiscussionEventKindEnum = builder.enumType("DiscussionEventKind", {
  values: ["QUESTION_ASKED", "ANSWER_POSTED", "VOTED", "ACCEPTED", "EDITED", "REMOVED"] as const,
});

const DiscussionEventRef = builder.objectRef<DiscussionEvent>("DiscussionEvent").implement({
  description: "Something changed in a lesson's discussion: read the post again through `question`.",
  fields: (t) => ({
    kind: t.field({ type: DiscussionEventKindEnum, resolve: (event) => event.kind }),
    lessonId: t.exposeID("lessonId"),
    questionId: t.exposeID("questionId"),
    postId: t.exposeID("postId"),
    voteCount: t.exposeInt("voteCount"),
  }),
});

builder.subscriptionType({});
builder.subscriptionField("lessonDiscussion", (t) =>
  t.field({
    type: DiscussionEventRef,
    authScopes: { student: true },
    description: "New questions, answers, votes and changes on a lesson's discussion, over SSE.",
    args: { lessonId: t.arg.id({ required: true }) },
    subscribe: async (_root, { lessonId }, context) => {
      await accessFor(context, String(lessonId));
      return lessonEvents(context.db, String(lessonId));
    },
    resolve: (event) => event,
  }),
);
