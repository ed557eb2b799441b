// The course a staff upload is for (decision 016): its lessons and contents alone may then name the file, so
// the uploader must be allowed to author it (course-access.ts).
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { authorCourse, authorLesson } from "../courses/course-access.ts";

export interface UploadFor {
  courseId?: string | null;
  lessonId?: string | null;
}

/** The course id the upload belongs to, after checking the viewer may author it; null when none was named. */
export async function uploadCourse(prisma: PrismaClient, viewer: Viewer, target: UploadFor): Promise<string | null> {
  if (target.courseId && target.lessonId) throw new AppError("invalid_input", "Name course_id or lesson_id, not both");
  if (target.lessonId) return (await authorLesson(prisma, viewer, target.lessonId)).courseId;
  if (target.courseId) return (await authorCourse(prisma, viewer, target.courseId)).id;
  return null;
}
