// The GraphQL types of lesson discussions (docs/discussions.md): a question and its answers are both rows of
// DiscussionPost, exposed as two types. Fields a reader's role or identity decides (awaitingModeration, hidden,
// viewerHasVoted, canEdit) are per viewer; none of these types is public content (decision 020). Under a lesson's
// question list they are kept per learner (`discussionPosts`, decisions 051 and 052).
import { createContextCache } from "@pothos/core";
import { builder } from "../../builder.ts";
import type { Context } from "../../context.ts";
import { discussionLimits, listLimits } from "../../input-limits.ts";
import { limitArg, take } from "../shared/list-limit.ts";
import { discussionPosts } from "../shared/content-cache-marks.ts";
import { viewerOf } from "../shared/viewer.ts";
import { discussionAccess, mayAccept, publicPosts, visiblePosts, type DiscussionAccess } from "./discussion-access.ts";

/** One access check per lesson and request, however many posts of it are answered. */
const accessCache = createContextCache(() => new Map<string, Promise<DiscussionAccess>>());
export function accessFor(context: Context, lessonId: string): Promise<DiscussionAccess> {
  const cache = accessCache(context);
  let access = cache.get(lessonId);
  if (!access) {
    access = discussionAccess(context.prisma, viewerOf(context), lessonId);
    cache.set(lessonId, access);
  }
  return access;
}

type PostFields = {
  id: string;
  authorId: string;
  createdAt: Date;
  held: boolean;
  hiddenAt: Date | null;
};

/** The viewer's own post within its edit window; a kept answer saying so holds until the window closes. */
const canEdit = (post: PostFields, context: Context) => {
  if (post.authorId !== context.viewer?.userId) return false;
  const closes = post.createdAt.getTime() + discussionLimits.editWindowMinutes * 60_000;
  if (Date.now() > closes) return false;
  context.answerHoldsUntil?.(new Date(closes + 1));
  return true;
};

/** The author's name, shown: a kept answer with it is dropped with any change of the author's (decision 052). */
const authorName = (post: { authorId: string; author: { name: string } }, context: Context) => {
  context.answerShowsUser?.(post.authorId);
  return post.author.name;
};

export const DiscussionQuestionRef = builder.prismaObject("DiscussionPost", {
  name: "DiscussionQuestion",
  ...discussionPosts,
  fields: (t) => ({
    id: t.exposeID("id"),
    lessonId: t.exposeID("lessonId"),
    title: t.string({ resolve: (post) => post.title ?? "" }),
    body: t.exposeString("body", { description: "Sanitised HTML." }),
    authorName: t.string({
      select: { author: { select: { name: true } } },
      resolve: (post, _args, context) => authorName(post, context),
    }),
    byInstructor: t.exposeBoolean("byInstructor", { description: "Posted by staff of the course." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    editedAt: t.expose("editedAt", { type: "DateTime", nullable: true }),
    voteCount: t.exposeInt("voteCount"),
    viewerHasVoted: t.boolean({
      select: (_args, context) => ({ votes: { where: { userId: viewerOf(context).userId }, take: 1 } }),
      resolve: (post) => post.votes.length > 0,
    }),
    isMine: t.boolean({ resolve: (post, _args, context) => post.authorId === context.viewer?.userId }),
    canEdit: t.boolean({
      description: "The viewer's own post, within 15 minutes of posting.",
      resolve: (post, _args, context) => canEdit(post, context),
    }),
    awaitingModeration: t.exposeBoolean("held", {
      description: "Held for moderation (more than 3 links): shown to its author and the course's staff only.",
    }),
    hidden: t.boolean({ description: "Hidden by staff; only staff see it.", resolve: (post) => !!post.hiddenAt }),
    locked: t.boolean({ resolve: (post) => !!post.lockedAt }),
    acceptedAnswerId: t.exposeID("acceptedAnswerId", { nullable: true }),
    viewerCanAccept: t.boolean({
      description:
        "Whether the viewer may accept an answer here: the asker or the course's staff (as acceptAnswer checks).",
      resolve: async (post, _args, context) => mayAccept(await accessFor(context, post.lessonId), post),
    }),
    answerCount: t.relationCount("answers", { where: publicPosts }),
    answers: t.prismaField({
      type: [DiscussionAnswerRef],
      description: "Oldest first; the accepted answer is marked, not moved.",
      args: { limit: t.arg.int(limitArg(listLimits.answers)) },
      resolve: async (query, post, { limit }, context) => {
        const access = await accessFor(context, post.lessonId);
        return context.prisma.discussionPost.findMany({
          ...query,
          where: { AND: [{ questionId: post.id }, visiblePosts(access)] },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take: take(limit),
        });
      },
    }),
  }),
});

export const DiscussionAnswerRef = builder.prismaObject("DiscussionPost", {
  variant: "DiscussionAnswer",
  ...discussionPosts,
  fields: (t) => ({
    id: t.exposeID("id"),
    questionId: t.id({ resolve: (post) => post.questionId ?? "" }),
    body: t.exposeString("body", { description: "Sanitised HTML." }),
    authorName: t.string({
      select: { author: { select: { name: true } } },
      resolve: (post, _args, context) => authorName(post, context),
    }),
    byInstructor: t.exposeBoolean("byInstructor", {
      description: "Posted by staff of the course: an 'Instructor' badge.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    editedAt: t.expose("editedAt", { type: "DateTime", nullable: true }),
    voteCount: t.exposeInt("voteCount"),
    viewerHasVoted: t.boolean({
      select: (_args, context) => ({ votes: { where: { userId: viewerOf(context).userId }, take: 1 } }),
      resolve: (post) => post.votes.length > 0,
    }),
    isMine: t.boolean({ resolve: (post, _args, context) => post.authorId === context.viewer?.userId }),
    canEdit: t.boolean({ resolve: (post, _args, context) => canEdit(post, context) }),
    awaitingModeration: t.exposeBoolean("held"),
    hidden: t.boolean({ resolve: (post) => !!post.hiddenAt }),
    accepted: t.boolean({ select: { acceptedFor: { select: { id: true } } }, resolve: (post) => !!post.acceptedFor }),
  }),
});
