// Lesson discussions answered as GraphQL selects them (docs/discussions.md).
import { z } from "zod";

const when = z.string().describe("ISO 8601");

const post = {
  id: z.string(),
  body: z.string().describe("Sanitised HTML."),
  authorName: z.string(),
  byInstructor: z.boolean().describe("Posted by staff of the course."),
  createdAt: when,
  editedAt: when.nullable(),
  voteCount: z.number().int(),
  viewerHasVoted: z.boolean(),
  awaitingModeration: z.boolean().describe("Held (more than 3 links): seen by its author and staff only."),
};

export const restDiscussionAnswer = z.object({ ...post, questionId: z.string(), accepted: z.boolean() });

export const restDiscussionQuestion = z.object({
  ...post,
  lessonId: z.string(),
  title: z.string(),
  locked: z.boolean(),
  acceptedAnswerId: z.string().nullable(),
  answerCount: z.number().int(),
});

export const restQuestionPage = z.object({
  totalCount: z.number().int(),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
  nodes: z.array(restDiscussionQuestion),
});

export const restQuestionThread = restDiscussionQuestion.extend({ answers: z.array(restDiscussionAnswer) });

export const restVote = z.object({ id: z.string(), voteCount: z.number().int(), viewerHasVoted: z.boolean() });
