// Catalogue and lesson reading (spec section 7): public, content lists with the token when one is stored.
import { z } from "zod";
import { AppError } from "@app/schema";
import { listLimits } from "@app/schema/input-limits";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import { restNewsItem } from "../shapes/listing.shape.ts";
import type {
  RestCourseCategoriesQuery,
  RestCourseQuery,
  RestCourseQueryVariables,
  RestLessonContentsQuery,
  RestLessonContentsQueryVariables,
  RestLessonQuery,
  RestLessonQueryVariables,
  RestPublishedCoursesQuery,
  RestPublishedCoursesQueryVariables,
  RestPublishedNewsQuery,
} from "../generated/operations.ts";
import {
  restContent,
  restCourse,
  restCourseDetail,
  restLesson,
  toRestContent,
  toRestCourse,
  toRestCourseDetail,
  toRestLesson,
} from "../shapes/course.shape.ts";
import { id, optionalText } from "./inputs.ts";

const contentTypes = ["note", "ppt", "question"] as const;

export const courseRoutes: RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/admin/news/published",
    auth: "none",
    tag: "Courses",
    summary: "Published news items, newest first (home page ticker)",
    operation: "RestPublishedNews",
    respond: (data: RestPublishedNewsQuery) => data.news,
    response: z.array(restNewsItem),
    errors: [],
  }),
  defineRoute({
    method: "GET",
    path: "/api/courses/categories",
    auth: "none",
    tag: "Courses",
    summary: "Names of the categories used by published courses",
    operation: "RestCourseCategories",
    respond: (data: RestCourseCategoriesQuery) => data.courseCategories,
    response: z.array(z.string()),
    errors: [],
  }),
  defineRoute({
    method: "GET",
    path: "/api/courses/published",
    auth: "none",
    tag: "Courses",
    summary: "Published courses, optionally filtered",
    description:
      "search matches title, description, categories and tags (case-insensitive); category must match exactly. " +
      "limit and offset page the list, oldest first; all courses without them.",
    operation: "RestPublishedCourses",
    query: z.object({
      search: optionalText(200),
      category: optionalText(100),
      limit: z.coerce.number().int().min(1).max(listLimits.courses).optional(),
      offset: z.coerce.number().int().min(0).optional(),
    }),
    variables: ({ query }): RestPublishedCoursesQueryVariables => ({
      search: query.search ?? null,
      category: query.category ?? null,
      limit: query.limit ?? null,
      offset: query.offset ?? null,
    }),
    respond: (data: RestPublishedCoursesQuery) => data.courses.map(toRestCourse),
    response: z.array(restCourse),
    errors: [400],
  }),
  defineRoute({
    method: "GET",
    path: "/api/courses/:courseId",
    auth: "none",
    tag: "Courses",
    summary: "A published course with its lessons in order",
    operation: "RestCourse",
    params: z.object({ courseId: id }),
    variables: ({ params }): RestCourseQueryVariables => ({ id: params.courseId }),
    respond: (data: RestCourseQuery) => {
      if (!data.course) throw new AppError("course_not_found", "Course not found");
      return toRestCourseDetail(data.course);
    },
    response: restCourseDetail,
    errors: [400, 404],
  }),
  defineRoute({
    method: "GET",
    path: "/api/lessons/:lessonId",
    auth: "none",
    tag: "Courses",
    summary: "A lesson with its contents",
    operation: "RestLesson",
    params: z.object({ lessonId: id }),
    variables: ({ params }): RestLessonQueryVariables => ({ id: params.lessonId }),
    respond: (data: RestLessonQuery) => {
      if (!data.lesson) throw new AppError("lesson_not_found", "Lesson not found");
      return toRestLesson(data.lesson);
    },
    response: restLesson,
    errors: [400, 404],
  }),
  ...contentTypes.map((type) =>
    defineRoute({
      method: "GET",
      path: `/api/lessons/:lessonId/contents/${type}`,
      auth: "optional",
      tag: "Courses",
      summary: `The lesson's ${type} items, oldest first`,
      description: "Sends the bearer token when one is stored; an expired token reads as anonymous.",
      operation: "RestLessonContents",
      params: z.object({ lessonId: id }),
      variables: ({ params }): RestLessonContentsQueryVariables => ({ lessonId: params.lessonId, type }),
      respond: (data: RestLessonContentsQuery) => data.lessonContents.map(toRestContent),
      response: z.array(restContent),
      errors: [400, 403, 404],
    }),
  ),
];
