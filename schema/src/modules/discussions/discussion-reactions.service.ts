// Votes, accepted answers and reports (docs/discussions.md).
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { mayAccept } from "./discussion-access.ts";
import { announce } from "./discussion-events.ts";
import { readPost } from "./discussions.service.ts";
import { notifyAnswerAccepted } from "../notifications/discussion-notifications.ts";
import { cannotAccept, ownVote, postNotFound } from "./discussions.errors.ts";

/** One vote per reader and post: voting again takes it back. Answers the post's new count and the viewer's vote. */
export async function toggleVote(prisma: PrismaClient, viewer: Viewer, postId: string) {
  return prisma.$transaction(async (tx) => {
    const { post } = await readPost(tx, viewer, postId);
    if (post.authorId === viewer.userId) throw ownVote();
    const removed = await tx.discussionVote.deleteMany({ where: { postId, userId: viewer.userId } });
    // ON CONFLICT DO NOTHING: a parallel first vote of the same reader adds nothing instead of failing.
    const added = removed.count
      ? 0
      : (await tx.discussionVote.createMany({ data: [{ postId, userId: viewer.userId }], skipDuplicates: true })).count;
    const updated = await tx.discussionPost.update({
      where: { id: postId },
      data: { voteCount: { increment: added - removed.count } },
    });
    const voted = removed.count === 0;
    await announce(tx, {
      kind: "VOTED",
      lessonId: updated.lessonId,
      questionId: updated.questionId ?? updated.id,
      postId,
      voteCount: updated.voteCount,
    });
    return { post: updated, voted };
  });
}

/**
 * Marks the answer accepted on its question, replacing any other; accepting the accepted answer again takes it
 * back. Only the asker and the course's staff may.
 */
export async function toggleAccepted(prisma: PrismaClient, viewer: Viewer, answerId: string) {
  return prisma.$transaction(async (tx) => {
    const { post: answer, access } = await readPost(tx, viewer, answerId);
    if (!answer.questionId) throw postNotFound();
    const question = await tx.discussionPost.findUniqueOrThrow({ where: { id: answer.questionId } });
    if (!mayAccept(access, question)) throw cannotAccept();
    const accepted = question.acceptedAnswerId === answer.id ? null : answer.id;
    const updated = await tx.discussionPost.update({
      where: { id: question.id },
      data: { acceptedAnswerId: accepted },
    });
    await announce(tx, {
      kind: "ACCEPTED",
      lessonId: question.lessonId,
      questionId: question.id,
      postId: answer.id,
      voteCount: answer.voteCount,
    });
    if (accepted) await notifyAnswerAccepted(tx, question, answer, viewer.userId);
    return updated;
  });
}

/** A reader reports a post to the course's staff; reporting the same post twice counts once. */
export async function reportPost(prisma: PrismaClient, viewer: Viewer, input: { postId: string; reason: string }) {
  return prisma.$transaction(async (tx) => {
    const { post } = await readPost(tx, viewer, input.postId);
    const created = await tx.discussionReport.createMany({
      data: [{ postId: post.id, reporterId: viewer.userId, reason: input.reason.trim() }],
      skipDuplicates: true,
    });
    if (!created.count) return post;
    return tx.discussionPost.update({ where: { id: post.id }, data: { reportCount: { increment: 1 } } });
  });
}
