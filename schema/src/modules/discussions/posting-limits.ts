// What a learner may post (docs/discussions.md): nothing while suspended, at most 5 questions and 20 answers per
// 10 minutes. Counted in the posting transaction from the posts themselves (deleted ones too, so deleting does not
// buy more), which every replica shares. Staff of the course are not limited.
import type { Prisma } from "@app/db";
import { discussionLimits as limits } from "../../input-limits.ts";
import type { DiscussionAccess } from "./discussion-access.ts";
import { PostingLimitError, suspended } from "./discussions.errors.ts";

export async function checkPostingAllowed(
  tx: Prisma.TransactionClient,
  access: DiscussionAccess,
  what: "questions" | "answers",
  now = new Date(),
): Promise<void> {
  const userId = access.viewer.userId;
  const suspension = await tx.discussionSuspension.findFirst({
    where: { userId, until: { gt: now } },
    orderBy: { until: "desc" },
  });
  if (suspension) throw suspended(suspension.until);
  if (access.staff) return;
  const limit = what === "questions" ? limits.questionsPerWindow : limits.answersPerWindow;
  const windowMs = limits.postingWindowMinutes * 60_000;
  const recent = await tx.discussionPost.findMany({
    where: {
      authorId: userId,
      questionId: what === "questions" ? null : { not: null },
      createdAt: { gt: new Date(now.getTime() - windowMs) },
    },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { createdAt: true },
  });
  if (recent.length < limit) return;
  const oldest = recent[recent.length - 1].createdAt.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1_000));
  throw new PostingLimitError(retryAfter, what, limit, limits.postingWindowMinutes);
}
