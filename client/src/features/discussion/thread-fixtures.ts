// A question "q1" of lesson "l1" with its answers, as the server answers DiscussionThread: the mocks the thread's
// tests share.
import { DiscussionThreadDocument } from "../../gql/graphql.ts";

const post = {
  authorName: "Bilal",
  byInstructor: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  editedAt: null,
  voteCount: 0,
  viewerHasVoted: false,
  isMine: false,
  canEdit: false,
  awaitingModeration: false,
  hidden: false,
};

export const answerBy = (id: string, authorName: string, body: string, accepted = false) => ({
  __typename: "DiscussionAnswer" as const,
  ...post,
  id,
  questionId: "q1",
  authorName,
  body,
  accepted,
});

export const threadWith = (answers: ReturnType<typeof answerBy>[], viewerCanAccept = false) => ({
  request: { query: DiscussionThreadDocument, variables: { id: "q1" } },
  result: {
    data: {
      question: {
        __typename: "DiscussionQuestion" as const,
        ...post,
        id: "q1",
        lessonId: "l1",
        title: "How do pointers work?",
        body: "<p>I am stuck.</p>",
        authorName: "Asha",
        locked: false,
        acceptedAnswerId: answers.find((answer) => answer.accepted)?.id ?? null,
        viewerCanAccept,
        answerCount: answers.length,
        answers,
      },
    },
  },
});

export const thread = (viewerCanAccept: boolean, accepted: boolean) =>
  threadWith([answerBy("a1", "Bilal", "<p>They hold addresses.</p>", accepted)], viewerCanAccept);
