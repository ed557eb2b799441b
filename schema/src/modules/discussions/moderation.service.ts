// Moderation of lesson discussions by the course's staff (docs/discussions.md): the reported, held and recent
// posts of the courses they author; hide, delete, lock, release held posts, dismiss reports, suspend a learner
// from posting. Every action is written to the audit log in the same transaction as the change.
import type { Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { auditedCreate, auditedUpdate } from "../audit/audited-write.ts";
import { authoredCourses, canAuthor } from "../courses/course-access.ts";
import { announce } from "./discussion-events.ts";
import { postNotFound } from "./discussions.errors.ts";
import { notifyAnswerPosted } from "../notifications/discussion-notifications.ts";

type Tx = Prisma.TransactionClient;
type PostQuery = Pick<Prisma.DiscussionPostFindManyArgs, "include" | "select">;

export type ModerationFilter = "REPORTED" | "HELD" | "RECENT";
export type ModerationAction = "HIDE" | "UNHIDE" | "DELETE" | "LOCK" | "UNLOCK" | "APPROVE" | "DISMISS_REPORTS";

const FILTERS: Record<ModerationFilter, Prisma.DiscussionPostWhereInput> = {
  REPORTED: { reports: { some: { resolvedAt: null } } },
  HELD: { held: true },
  RECENT: {},
};

export async function moderationQueue(
  prisma: PrismaClient,
  viewer: Viewer,
  args: { filter: ModerationFilter; limit: number; offset: number },
  query: PostQuery = {},
) {
  const where: Prisma.DiscussionPostWhereInput = {
    AND: [{ deletedAt: null }, { lesson: { course: authoredCourses(viewer) } }, FILTERS[args.filter]],
  };
  const [total, items] = await Promise.all([
    prisma.discussionPost.count({ where }),
    prisma.discussionPost.findMany({
      ...query,
      where,
      orderBy: args.filter === "REPORTED" ? [{ reportCount: "desc" }, { createdAt: "desc" }] : [{ createdAt: "desc" }],
      take: args.limit,
      skip: args.offset,
    }),
  ]);
  return { total, items };
}

const changes: Record<ModerationAction, (now: Date) => Prisma.DiscussionPostUpdateInput> = {
  HIDE: (now) => ({ hiddenAt: now }),
  UNHIDE: () => ({ hiddenAt: null }),
  DELETE: (now) => ({ deletedAt: now }),
  LOCK: (now) => ({ lockedAt: now }),
  UNLOCK: () => ({ lockedAt: null }),
  APPROVE: () => ({ held: false }),
  DISMISS_REPORTS: () => ({}),
};

async function moderatedPost(tx: Tx, viewer: Viewer, postId: string) {
  const post = await tx.discussionPost.findFirst({
    where: { id: postId, deletedAt: null },
    include: { lesson: { select: { course: { select: { ownerId: true } } } } },
  });
  if (!post || !canAuthor(viewer, post.lesson.course)) return null;
  const { lesson: _lesson, ...row } = post;
  return row;
}

export async function moderatePost(
  prisma: PrismaClient,
  viewer: Viewer,
  input: { postId: string; action: ModerationAction },
  now = new Date(),
) {
  const target = { entity: "DiscussionPost" as const, label: "Post" };
  return auditedUpdate(prisma, viewer, target, {
    action: `discussion.${input.action.toLowerCase()}`,
    id: input.postId,
    read: (tx) => moderatedPost(tx, viewer, input.postId),
    write: async (tx, before) => {
      if ((input.action === "LOCK" || input.action === "UNLOCK") && before.questionId)
        throw new AppError("invalid_input", "Only a question's thread can be locked");
      // Acting on a post settles the reports about it.
      await tx.discussionReport.updateMany({
        where: { postId: before.id, resolvedAt: null },
        data: { resolvedAt: now },
      });
      const after = await tx.discussionPost.update({ where: { id: before.id }, data: changes[input.action](now) });
      await announce(tx, {
        kind: input.action === "HIDE" || input.action === "DELETE" ? "REMOVED" : "EDITED",
        lessonId: after.lessonId,
        questionId: after.questionId ?? after.id,
        postId: after.id,
        voteCount: after.voteCount,
      });
      // A held answer released by a moderator reaches the asker as any other answer does.
      if (input.action === "APPROVE" && before.held && after.questionId) {
        const question = await tx.discussionPost.findUniqueOrThrow({ where: { id: after.questionId } });
        await notifyAnswerPosted(tx, question, after);
      }
      return after;
    },
  });
}

/** Suspends a learner who posted in one of the viewer's courses (any learner, for admins) from posting. */
export async function suspendFromPosting(
  prisma: PrismaClient,
  viewer: Viewer,
  input: { userId: string; days: number; reason: string },
  now = new Date(),
) {
  const posted = await prisma.discussionPost.count({
    where: { authorId: input.userId, lesson: { course: authoredCourses(viewer) } },
  });
  if (!posted && viewer.role !== "admin") throw postNotFound();
  if (input.userId === viewer.userId) throw new AppError("cannot_change_own_account", "You cannot suspend yourself");
  const target = { entity: "DiscussionSuspension" as const, label: "Suspension" };
  return auditedCreate(prisma, viewer, target, (tx) =>
    tx.discussionSuspension.create({
      data: {
        userId: input.userId,
        until: new Date(now.getTime() + input.days * 86_400_000),
        reason: input.reason.trim(),
        createdById: viewer.userId,
      },
    }),
  );
}
