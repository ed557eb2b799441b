// Enrollments, progress and certificates in the spec's REST shapes (section 3).
import { z } from "zod";
import type {
  RestCourseProgressFieldsFragment,
  RestEnrollmentFieldsFragment,
  RestLessonProgressFieldsFragment,
} from "../generated/operations.ts";

export const restCourseProgress = z
  .object({
    course_id: z.string(),
    completedLessons: z.number().int(),
    totalLessons: z.number().int(),
    percent: z.number().int(),
    completedLessonIds: z.array(z.string()),
  })
  .meta({ id: "CourseProgress" });

export const restLessonProgress = z
  .object({
    lesson_id: z.string(),
    course_id: z.string(),
    status: z.enum(["not_started", "in_progress", "completed"]),
    watchTime: z.number().int().describe("Seconds."),
    totalDuration: z.number().int().describe("Seconds."),
    percent: z.number().int(),
    completedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    courseProgress: restCourseProgress,
  })
  .meta({ id: "LessonProgress" });

export const restEnrollment = z
  .object({
    id: z.string(),
    course_id: z.string(),
    course: z.object({ id: z.string(), title: z.string(), description: z.string(), thumbnail: z.string().nullable() }),
    status: z.enum(["active", "completed"]),
    progress: z.number().int().describe("Course progress in percent."),
    enrolledAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: "Enrollment" });

export const restCertificate = z
  .object({
    id: z.string(),
    code: z.string(),
    title: z.string(),
    courseTitle: z.string(),
    issuedDate: z.string(),
    downloadUrl: z.string(),
  })
  .meta({ id: "Certificate" });

export function toRestCourseProgress(progress: RestCourseProgressFieldsFragment): z.infer<typeof restCourseProgress> {
  const { courseId, ...rest } = progress;
  return { course_id: courseId, ...rest };
}

export function toRestLessonProgress(progress: RestLessonProgressFieldsFragment): z.infer<typeof restLessonProgress> {
  const { lessonId, courseId, courseProgress, ...rest } = progress;
  return {
    lesson_id: lessonId,
    course_id: courseId,
    ...rest,
    courseProgress: toRestCourseProgress(courseProgress),
  };
}

export function toRestEnrollment(enrollment: RestEnrollmentFieldsFragment): z.infer<typeof restEnrollment> {
  const { courseId, course, ...rest } = enrollment;
  return { ...rest, course_id: courseId, course };
}
