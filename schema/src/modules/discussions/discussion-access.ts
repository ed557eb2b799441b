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

interface AccessRow {
  courseId: string;
  ownerId: string | null;
  published: boolean;
  enrolled: boolean;
}

/**
 * The viewer's access to a lesson's discussion; lesson_not_found, or not_enrolled for everyone else. One statement:
 * Prisma's nested select read the lesson, its course and the enrollment in three, on every discussion read.
 */
export async function discussionAccess(db: Db, viewer: Viewer, lessonId: string): Promise<DiscussionAccess> {
  const [lesson] = await db.$queryRaw<AccessRow[]>`
    SELECT l."courseId", c."ownerId", c."published",
      EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."userId" = ${viewer.userId} AND e."courseId" = l."courseId") AS "enrolled"
    FROM "Lesson" l JOIN "Course" c ON c."id" = l."courseId"
    WHERE l."id" = ${lessonId}`;
  if (!lesson) throw new LessonNotFoundError();
  const staff = canAuthor(viewer, lesson);
  if (!staff && !lesson.published) throw new LessonNotFoundError();
  if (!staff && !lesson.enrolled) throw notEnrolled();
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
