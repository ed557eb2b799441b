// Who may author which course (docs/staff-console.md), in one place: admins every course, instructors the courses they own
// (they own what they create). Other instructors' drafts are invisible to an instructor and writes to any
// course they do not own answer `forbidden`. Lessons and contents follow the course they belong to.
import type { Course, Lesson, LessonContent, Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
import { LessonNotFoundError } from "../lessons/lessons.errors.ts";
import { CourseNotFoundError } from "./courses.errors.ts";

type Db = PrismaClient | Prisma.TransactionClient;
type Owned = { ownerId: string | null };

const forbidden = () => new AppError("forbidden", "You are not allowed to change this course");

export const isStaff = (viewer: Viewer | null): viewer is Viewer =>
  viewer?.role === "admin" || viewer?.role === "instructor";

/** Whether the viewer authors this course: its owner, or any admin. */
export const canAuthor = (viewer: Viewer | null, course: Owned): boolean =>
  viewer?.role === "admin" || (viewer?.role === "instructor" && course.ownerId === viewer.userId);

/** The courses a staff member authors, as a filter: every course for admins, their own for instructors. */
export const authoredCourses = (viewer: Viewer): Prisma.CourseWhereInput =>
  viewer.role === "admin" ? {} : { ownerId: viewer.userId };

/** The course, when the viewer authors it; course_not_found when missing, forbidden when someone else's. */
export async function authorCourse(db: Db, viewer: Viewer, courseId: string): Promise<Course> {
  const course = await db.course.findUnique({ where: { id: courseId } });
  if (!course) throw new CourseNotFoundError();
  if (!canAuthor(viewer, course)) throw forbidden();
  return course;
}

export async function authorLesson(db: Db, viewer: Viewer, lessonId: string): Promise<Lesson> {
  const lesson = await db.lesson.findUnique({
    where: { id: lessonId },
    include: { course: { select: { ownerId: true } } },
  });
  if (!lesson) throw new LessonNotFoundError();
  if (!canAuthor(viewer, lesson.course)) throw forbidden();
  const { course: _course, ...row } = lesson;
  return row;
}

/** The content and the id of its course, when the viewer authors that course. */
export async function authorContent(
  db: Db,
  viewer: Viewer,
  contentId: string,
): Promise<{ content: LessonContent; courseId: string }> {
  const found = await db.lessonContent.findUnique({
    where: { id: contentId },
    include: { lesson: { select: { courseId: true, course: { select: { ownerId: true } } } } },
  });
  if (!found) throw notFound("Lesson content");
  if (!canAuthor(viewer, found.lesson.course)) throw forbidden();
  const { lesson, ...content } = found;
  return { content, courseId: lesson.courseId };
}
