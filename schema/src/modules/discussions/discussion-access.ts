// Who takes part in a lesson's discussion (docs/discussions.md): learners enrolled in the course and the course's
// staff (its owning instructor and every admin, course-access.ts). What each of them sees of the posts.
import type { Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { canAuthor } from "../courses/course-access.ts";
import { LessonNotFoundError } from "../lessons/lessons.errors.ts";
import { notEnrolled } from "./discussions.errors.ts";

type Db = PrismaClient | Prisma.TransactionClient;

export interface DiscussionAccess {
  viewer: Viewer;
  lessonId: string;
  courseId: string;
  /** Staff of the course: they see hidden and held posts, moderate and accept any answer. */
  staff: boolean;
}

/** The viewer's access to a lesson's discussion; lesson_not_found, or not_enrolled for everyone else. */
export async function discussionAccess(db: Db, viewer: Viewer, lessonId: string): Promise<DiscussionAccess> {
  const lesson = await db.lesson.findUnique({
    where: { id: lessonId },
    select: {
      courseId: true,
      course: { select: { ownerId: true, published: true, enrollments: { where: { userId: viewer.userId } } } },
    },
  });
  if (!lesson) throw new LessonNotFoundError();
  const staff = canAuthor(viewer, lesson.course);
  if (!staff && !lesson.course.published) throw new LessonNotFoundError();
  if (!staff && lesson.course.enrollments.length === 0) throw notEnrolled();
  return { viewer, lessonId, courseId: lesson.courseId, staff };
}

/**
 * The posts a reader sees: never deleted ones; hidden ones only when staff; held ones (awaiting moderation) only
 * when staff or their author.
 */
export function visiblePosts(access: Pick<DiscussionAccess, "viewer" | "staff">): Prisma.DiscussionPostWhereInput {
  if (access.staff) return { deletedAt: null };
  return { deletedAt: null, hiddenAt: null, OR: [{ held: false }, { authorId: access.viewer.userId }] };
}

/** Posts everyone may see: what counts as an answer, and what live events may announce. */
export const publicPosts: Prisma.DiscussionPostWhereInput = { deletedAt: null, hiddenAt: null, held: false };

/** Who may accept an answer to a question (docs/discussions.md): the person who asked it and the course's staff. */
export const mayAccept = (access: Pick<DiscussionAccess, "viewer" | "staff">, question: { authorId: string }) =>
  question.authorId === access.viewer.userId || access.staff;
