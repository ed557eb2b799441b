import { useApolloClient, useSubscription } from "@apollo/client/react";
import { LessonDiscussionDocument } from "../../gql/graphql.ts";

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
