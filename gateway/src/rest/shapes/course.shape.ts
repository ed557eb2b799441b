// Courses, lessons and lesson contents in the spec's REST field names (section 3: snake_case course fields).
import { z } from "zod";
import type {
  RestContentFieldsFragment,
  RestCourseFieldsFragment,
  RestCourseQuery,
  RestLessonQuery,
} from "../generated/operations.ts";

type CourseDetail = NonNullable<RestCourseQuery["course"]>;
type LessonWithContents = NonNullable<RestLessonQuery["lesson"]>;

const contentType = z.enum(["class", "note", "ppt", "question"]);

export const restContent = z
  .object({
    id: z.string(),
    lesson_id: z.string(),
    type: contentType,
    title: z.string(),
    url: z.string().nullable().describe("May be a comma-separated list; the last entry is used."),
    content: z.string().nullable().describe("HTML for notes and slide decks; JSON text for questions."),
    position: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "LessonContent" });

export const restContentRef = restContent
  .pick({ id: true, lesson_id: true, type: true, title: true })
  .meta({ id: "LessonContentRef" });

/** Lesson.video of the GraphQL schema, as it is (docs/video.md). */
export const restLessonVideo = z
  .object({
    status: z.enum(["QUEUED", "PROCESSING", "READY", "FAILED"]),
    progress: z.number().int().describe("0-100 while PROCESSING."),
    failureReason: z.string().nullable(),
    streamUrl: z.string().nullable().describe("HLS master playlist once READY; until then play videoUrl."),
    posterUrl: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    renditions: z.array(
      z.object({
        height: z.number().int().describe("0 for audio only."),
        bandwidth: z.number().int(),
        bytes: z
          .number()
          .int()
          .describe("Its media playlist and segments: what an offline copy at this quality downloads."),
        url: z.string(),
      }),
    ),
    captions: z.array(z.object({ language: z.string(), label: z.string(), url: z.string().describe("WebVTT.") })),
  })
  .meta({ id: "LessonVideo" });

const lessonFields = z.object({
  id: z.string(),
  course_id: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string().describe("HTML."),
  duration: z.number().int().describe("Minutes."),
  videoUrl: z.string().nullable().describe("Uploaded video, a path relative to the API host."),
  url: z.string().nullable().describe("YouTube or other video address."),
  createdAt: z.string(),
  video: restLessonVideo.nullable().describe("The adaptive version of the uploaded video; null for none or YouTube."),
});

export const restLesson = lessonFields.extend({ contents: z.array(restContent) }).meta({ id: "Lesson" });
export const restLessonOutline = lessonFields
  .extend({ contents: z.array(restContentRef) })
  .meta({ id: "LessonOutline" });

export const restCourse = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    thumbnail: z.string().nullable(),
    level: z.string(),
    duration: z.number().int().describe("Minutes."),
    price: z.number().describe("Rupees (INR); 0 means free."),
    price_paise: z.number().int().describe("The price in paise (decision 030); 0 means free."),
    currency: z.literal("INR"),
    teacher_name: z.string(),
    teacher_description: z.string(),
    learning_objectives: z.string(),
    prerequisites: z.string(),
    target_audience: z.string(),
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    lesson_count: z.number().int(),
    total_minutes: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "Course" });

export const restCourseDetail = restCourse
  .extend({
    lessons: z.array(restLessonOutline),
    contents: z.array(restContentRef).describe("Every lesson's contents, lesson by lesson."),
  })
  .meta({ id: "CourseDetail" });

export function toRestContent(content: RestContentFieldsFragment): z.infer<typeof restContent> {
  const { lessonId, ...rest } = content;
  return { ...rest, lesson_id: lessonId };
}

export function toRestLesson(lesson: LessonWithContents): z.infer<typeof restLesson> {
  const { courseId, contents, ...rest } = lesson;
  return { ...rest, course_id: courseId, contents: contents.map(toRestContent) };
}

function toLessonOutline(lesson: CourseDetail["lessons"][number]): z.infer<typeof restLessonOutline> {
  const { courseId, contents, ...rest } = lesson;
  const refs = contents.map((content) => ({
    id: content.id,
    lesson_id: lesson.id,
    type: content.type,
    title: content.title,
  }));
  return { ...rest, course_id: courseId, contents: refs };
}

export function toRestCourse(course: RestCourseFieldsFragment): z.infer<typeof restCourse> {
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    thumbnail: course.thumbnail,
    level: course.level,
    duration: course.duration,
    price: course.price,
    price_paise: course.pricePaise,
    currency: "INR" as const,
    teacher_name: course.teacherName,
    teacher_description: course.teacherDescription,
    learning_objectives: course.learningObjectives,
    prerequisites: course.prerequisites,
    target_audience: course.targetAudience,
    categories: course.categories,
    tags: course.tags,
    lesson_count: course.lessonCount,
    total_minutes: course.totalMinutes,
    createdAt: course.createdAt,
  };
}

export function toRestCourseDetail(course: CourseDetail): z.infer<typeof restCourseDetail> {
  const lessons = course.lessons.map(toLessonOutline);
  return { ...toRestCourse(course), lessons, contents: lessons.flatMap((lesson) => lesson.contents) };
}
