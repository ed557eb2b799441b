// Questions and answers on a lesson (docs/discussions.md): reading a thread and the learner's own writes. Rules live
// here; the schema's resolvers call these. Moderation is in moderation.service.ts.
import { isUniqueViolation, type Prisma, type PrismaClient } from "@app/db";
import { discussionLimits as limits } from "../../input-limits.ts";
import type { Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { discussionAccess, publicPosts, visiblePosts, type DiscussionAccess } from "./discussion-access.ts";
import { cleanDiscussionBody } from "./discussion-html.ts";
import { announce, type DiscussionEventKind } from "./discussion-events.ts";
import { checkPostingAllowed } from "./posting-limits.ts";
import { notifyAnswerPosted } from "../notifications/discussion-notifications.ts";
import { editWindowOver, notYourPost, postNotFound, threadLocked } from "./discussions.errors.ts";

type Tx = Prisma.TransactionClient;
type PostQuery = Pick<Prisma.DiscussionPostFindManyArgs, "include" | "select">;
type Post = Prisma.DiscussionPostGetPayload<object>;

export type QuestionSort = "NEWEST" | "VOTES" | "UNANSWERED";

export interface QuestionListArgs {
  lessonId: string;
  first: number;
  after?: string | null;
  sort: QuestionSort;
  search?: string | null;
}

const ORDER: Record<QuestionSort, Prisma.DiscussionPostOrderByWithRelationInput[]> = {
  NEWEST: [{ createdAt: "desc" }, { id: "desc" }],
  VOTES: [{ voteCount: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  UNANSWERED: [{ createdAt: "desc" }, { id: "desc" }],
};

/**
 * A lesson's questions for a reader with `access`: their count and one page (the cursor is the last question's id,
 * Prisma's keyset cursor), each read only when asked for, so the lesson page's count reads no posts.
 */
export function listQuestions(prisma: PrismaClient, access: DiscussionAccess, args: QuestionListArgs) {
  const search = args.search?.trim();
  const where: Prisma.DiscussionPostWhereInput = {
    AND: [
      { lessonId: args.lessonId, questionId: null },
      visiblePosts(access),
      args.sort === "UNANSWERED" ? { answers: { none: publicPosts } } : {},
      search
        ? {
            OR: [
              { title: { contains: search, mode: "insensitive" } },
              { body: { contains: search, mode: "insensitive" } },
            ],
          }
        : {},
    ],
  };
  return {
    totalCount: () => prisma.discussionPost.count({ where }),
    page: async (query: PostQuery) => {
      const rows = await prisma.discussionPost.findMany({
        ...query,
        where,
        orderBy: ORDER[args.sort],
        take: args.first + 1,
        ...(args.after ? { cursor: { id: args.after }, skip: 1 } : {}),
      });
      const nodes = rows.slice(0, args.first);
      return {
        nodes,
        hasNextPage: rows.length > args.first,
        endCursor: nodes.length ? nodes[nodes.length - 1].id : null,
      };
    },
  };
}

/** A post the viewer may see, with their access to its lesson; not_found otherwise (also for hidden ones). */
export async function readPost(prisma: PrismaClient | Tx, viewer: Viewer, postId: string) {
  const post = await prisma.discussionPost.findUnique({ where: { id: postId } });
  if (!post) throw postNotFound();
  const access = await discussionAccess(prisma, viewer, post.lessonId);
  const visible = await prisma.discussionPost.count({ where: { AND: [{ id: postId }, visiblePosts(access)] } });
  if (!visible) throw postNotFound();
  return { post, access };
}

export function visibleAnswers(access: DiscussionAccess, questionId: string): Prisma.DiscussionPostWhereInput {
  return { AND: [{ questionId }, visiblePosts(access)] };
}

function cleanBody(body: string) {
  const clean = cleanDiscussionBody(body);
  if (!clean.text) throw new AppError("invalid_input", "Write something", { body: "Write something" });
  if (clean.html.length > limits.body.max)
    throw new AppError("invalid_input", "The text is too long", { body: "The text is too long" });
  return { html: clean.html, held: clean.links > limits.linksBeforeModeration };
}

const announceUnlessHeld = (tx: Tx, post: Post, kind: DiscussionEventKind) =>
  post.held
    ? Promise.resolve()
    : announce(tx, {
        kind,
        lessonId: post.lessonId,
        questionId: post.questionId ?? post.id,
        postId: post.id,
        voteCount: post.voteCount,
      });

/** The author's post sent before with this clientId, if any. */
const sentBefore = (prisma: PrismaClient, authorId: string, clientId: string) =>
  prisma.discussionPost.findUnique({ where: { authorId_clientId: { authorId, clientId } } });

/**
 * Creates a post at most once per (author, clientId): the offline outbox sends again when an answer was lost
 * (docs/offline.md), and the repeat gets the first post, before any rule that could now refuse it (a lock, the
 * posting limits). Two sends racing each other insert once; the loser reads the winner's row.
 */
async function createOnce(
  prisma: PrismaClient,
  viewer: Viewer,
  clientId: string | null | undefined,
  create: (clientId: string | null) => Promise<Post>,
): Promise<Post> {
  const id = clientId?.trim() || null;
  if (!id) return create(null);
  const earlier = await sentBefore(prisma, viewer.userId, id);
  if (earlier) return earlier;
  try {
    return await create(id);
  } catch (error) {
    const winner = isUniqueViolation(error) ? await sentBefore(prisma, viewer.userId, id) : null;
    if (winner) return winner;
    throw error;
  }
}

export interface PostInput {
  body: string;
  /** The device's id for this post (the offline outbox): a repeat returns the first post. */
  clientId?: string | null;
}

export function askQuestion(
  prisma: PrismaClient,
  viewer: Viewer,
  input: PostInput & { lessonId: string; title: string },
) {
  return createOnce(prisma, viewer, input.clientId, (clientId) => createQuestion(prisma, viewer, input, clientId));
}

async function createQuestion(
  prisma: PrismaClient,
  viewer: Viewer,
  input: { lessonId: string; title: string; body: string },
  clientId: string | null,
) {
  const access = await discussionAccess(prisma, viewer, input.lessonId);
  const body = cleanBody(input.body);
  return prisma.$transaction(async (tx) => {
    await checkPostingAllowed(tx, access, "questions");
    const question = await tx.discussionPost.create({
      data: {
        lessonId: access.lessonId,
        courseId: access.courseId,
        authorId: viewer.userId,
        title: input.title.trim(),
        body: body.html,
        held: body.held && !access.staff,
        byInstructor: access.staff,
        clientId,
      },
    });
    await announceUnlessHeld(tx, question, "QUESTION_ASKED");
    return question;
  });
}

export function answerQuestion(prisma: PrismaClient, viewer: Viewer, input: PostInput & { questionId: string }) {
  return createOnce(prisma, viewer, input.clientId, (clientId) => createAnswer(prisma, viewer, input, clientId));
}

async function createAnswer(
  prisma: PrismaClient,
  viewer: Viewer,
  input: { questionId: string; body: string },
  clientId: string | null,
) {
  const { post: question, access } = await readPost(prisma, viewer, input.questionId);
  if (question.questionId) throw postNotFound();
  if (question.lockedAt) throw threadLocked();
  const body = cleanBody(input.body);
  return prisma.$transaction(async (tx) => {
    await checkPostingAllowed(tx, access, "answers");
    const answer = await tx.discussionPost.create({
      data: {
        lessonId: question.lessonId,
        courseId: question.courseId,
        questionId: question.id,
        authorId: viewer.userId,
        body: body.html,
        held: body.held && !access.staff,
        byInstructor: access.staff,
        clientId,
      },
    });
    await announceUnlessHeld(tx, answer, "ANSWER_POSTED");
    await notifyAnswerPosted(tx, question, answer);
    return answer;
  });
}

/** The author's own post, while the edit window is open. */
async function ownRecentPost(tx: Tx, viewer: Viewer, postId: string, now: Date) {
  const { post, access } = await readPost(tx, viewer, postId);
  if (post.authorId !== viewer.userId) throw notYourPost();
  if (now.getTime() - post.createdAt.getTime() > limits.editWindowMinutes * 60_000)
    throw editWindowOver(limits.editWindowMinutes);
  return { post, access };
}

export async function editPost(
  prisma: PrismaClient,
  viewer: Viewer,
  input: { postId: string; title?: string | null; body: string },
  now = new Date(),
) {
  const body = cleanBody(input.body);
  return prisma.$transaction(async (tx) => {
    const { post, access } = await ownRecentPost(tx, viewer, input.postId, now);
    const title = post.questionId === null && input.title ? input.title.trim() : post.title;
    const edited = await tx.discussionPost.update({
      where: { id: post.id },
      data: { title, body: body.html, editedAt: now, held: post.held || (body.held && !access.staff) },
    });
    await announceUnlessHeld(tx, edited, "EDITED");
    return edited;
  });
}

export async function deleteOwnPost(prisma: PrismaClient, viewer: Viewer, postId: string, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const { post } = await ownRecentPost(tx, viewer, postId, now);
    const removed = await tx.discussionPost.update({ where: { id: post.id }, data: { deletedAt: now } });
    await announce(tx, {
      kind: "REMOVED",
      lessonId: removed.lessonId,
      questionId: removed.questionId ?? removed.id,
      postId: removed.id,
      voteCount: removed.voteCount,
    });
    return removed.id;
  });
}
