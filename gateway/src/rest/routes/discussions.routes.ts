// Lesson discussions (docs/discussions.md): questions of a lesson, a thread, answers, votes, accepting and reports.
import { z } from "zod";
import { discussionLimits as limits } from "@app/schema/input-limits";
import type {
  RestAcceptAnswerMutation,
  RestAnswerQuestionMutation,
  RestAskQuestionMutation,
  RestLessonQuestionsQuery,
  RestQuestionQuery,
  RestReportPostMutation,
  RestVoteOnPostMutation,
} from "../generated/operations.ts";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import {
  restDiscussionAnswer,
  restDiscussionQuestion,
  restQuestionPage,
  restQuestionThread,
  restVote,
} from "../shapes/discussion.shape.ts";
import { id, optionalText } from "./inputs.ts";

const tag = "Discussions";
const body = z.string().max(limits.body.max).describe("HTML: paragraphs, code blocks, links; sanitised on the server.");
const participants = "Learners enrolled in the course and the course's staff.";
// A client that may send a post again (a lost answer, an offline queue) names it; the repeat answers the first post.
const clientId = z
  .string()
  .trim()
  .min(1)
  .max(limits.clientId)
  .optional()
  .describe(
    "Your own id for this post: sent again with the same client_id, the first post is returned (201), not a second.",
  );

export const discussionRoutes: RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/lessons/:lessonId/questions",
    auth: "bearer",
    tag,
    summary: "A page of a lesson's questions",
    description: `${participants} Pass pageInfo.endCursor as after for the next page.`,
    operation: "RestLessonQuestions",
    params: z.object({ lessonId: id }),
    query: z.object({
      first: z.coerce.number().int().min(1).max(limits.pageSize).optional(),
      after: optionalText(100),
      sort: z.enum(["NEWEST", "VOTES", "UNANSWERED"]).optional(),
      search: optionalText(limits.search),
    }),
    variables: ({ params, query }) => ({ lessonId: params.lessonId, ...query }),
    respond: (data: RestLessonQuestionsQuery) => data.lessonQuestions,
    response: restQuestionPage,
    errors: [401, 403, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/lessons/:lessonId/questions",
    auth: "bearer",
    tag,
    summary: "Ask a question on a lesson",
    description: `${participants} At most 5 questions per 10 minutes (429); more than 3 links hold it for moderation.`,
    operation: "RestAskQuestion",
    params: z.object({ lessonId: id }),
    body: z.object({ title: z.string().min(limits.title.min).max(limits.title.max), body, client_id: clientId }),
    variables: ({ params, body: input }) => ({
      lessonId: params.lessonId,
      title: input.title,
      body: input.body,
      clientId: input.client_id ?? null,
    }),
    respond: (data: RestAskQuestionMutation) => data.askQuestion,
    status: 201,
    response: restDiscussionQuestion,
    errors: [401, 403, 404, 429],
  }),
  defineRoute({
    method: "GET",
    path: "/api/questions/:id",
    auth: "bearer",
    tag,
    summary: "A question with its answers, oldest first",
    operation: "RestQuestion",
    params: z.object({ id }),
    variables: ({ params }) => ({ id: params.id }),
    respond: (data: RestQuestionQuery) => data.question,
    response: restQuestionThread,
    errors: [401, 403, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/questions/:id/answers",
    auth: "bearer",
    tag,
    summary: "Answer a question",
    description: "At most 20 answers per 10 minutes (429); a locked question takes none (403).",
    operation: "RestAnswerQuestion",
    params: z.object({ id }),
    body: z.object({ body, client_id: clientId }),
    variables: ({ params, body: input }) => ({
      questionId: params.id,
      body: input.body,
      clientId: input.client_id ?? null,
    }),
    respond: (data: RestAnswerQuestionMutation) => data.answerQuestion,
    status: 201,
    response: restDiscussionAnswer,
    errors: [401, 403, 404, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/posts/:id/vote",
    auth: "bearer",
    tag,
    summary: "Vote on a question or answer; again takes the vote back",
    operation: "RestVoteOnPost",
    params: z.object({ id }),
    variables: ({ params }) => ({ postId: params.id }),
    respond: (data: RestVoteOnPostMutation) => data.voteOnPost,
    response: restVote,
    errors: [401, 403, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/answers/:id/accept",
    auth: "bearer",
    tag,
    summary: "Accept an answer (the asker or the course's staff); again takes it back",
    operation: "RestAcceptAnswer",
    params: z.object({ id }),
    variables: ({ params }) => ({ answerId: params.id }),
    respond: (data: RestAcceptAnswerMutation) => data.acceptAnswer,
    response: z.object({ id: z.string(), acceptedAnswerId: z.string().nullable() }),
    errors: [401, 403, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/posts/:id/reports",
    auth: "bearer",
    tag,
    summary: "Report a post to the course's staff",
    operation: "RestReportPost",
    params: z.object({ id }),
    body: z.object({ reason: z.string().trim().min(1).max(limits.reportReason) }),
    variables: ({ params, body: input }) => ({ postId: params.id, reason: input.reason }),
    respond: (data: RestReportPostMutation) => ({ reported: data.reportPost }),
    status: 201,
    response: z.object({ reported: z.boolean() }),
    errors: [401, 403, 404],
  }),
];
