import { useApolloClient, useSubscription } from "@apollo/client/react";
import { LessonDiscussionDocument } from "../../gql/graphql.ts";

/**
 * The context of the reads an event refreshes. Apollo joins a read to an identical one still on its way; after an
 * event that read may have left before the change, and joining it would show the thread as it was (an acceptance
 * never seen until the next event). Each read an event starts goes out on its own.
 */
export const liveReadContext = { queryDeduplication: false } as const;

/**
 * While the Discussion tab is open, every change to the lesson's discussion (decision 024) reads the list, the
 * open thread and the count again, through the viewer's own access: the event itself carries ids only.
 */
export function useDiscussionLive(lessonId: string) {
  const client = useApolloClient();
  useSubscription(LessonDiscussionDocument, {
    variables: { lessonId },
    onData: () => void client.refetchQueries({ include: ["LessonQuestions", "DiscussionThread", "DiscussionCount"] }),
  });
}
