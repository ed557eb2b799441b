import { useApolloClient } from "@apollo/client/react";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LessonDiscussionDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { thread } from "./thread-fixtures.ts";
import { ThreadView } from "./thread-view.tsx";
import { useDiscussionLive } from "./use-discussion-live.ts";

// The thread as this reader reads it, `delay` ms after asking.
const read = (accepted: boolean, delay: number) => ({ ...thread(false, accepted), delay });

// The asker accepts the answer while this reader's last read of the thread is still on its way.
const accepted = {
  request: { query: LessonDiscussionDocument, variables: { lessonId: "l1" } },
  delay: 100,
  result: {
    data: {
      lessonDiscussion: {
        __typename: "DiscussionEvent" as const,
        kind: "ACCEPTED",
        lessonId: "l1",
        questionId: "q1",
        postId: "a1",
        voteCount: null,
      },
    },
  },
};

function LiveThread({ readAgain }: { readAgain: { client?: ReturnType<typeof useApolloClient> } }) {
  readAgain.client = useApolloClient();
  useDiscussionLive("l1");
  return <ThreadView questionId="q1" onBack={() => {}} />;
}

describe("useDiscussionLive", () => {
  it("reads the open thread again after an event, not by joining a read sent before it", async () => {
    const readAgain: { client?: ReturnType<typeof useApolloClient> } = {};
    renderWithProviders(<LiveThread readAgain={readAgain} />, {
      // The first read, a read still on its way with the thread as it was, then the read after the acceptance.
      mocks: [read(false, 0), accepted, read(false, 1_000), read(true, 0)] as never,
    });
    await screen.findByRole("article", { name: "Answer by Bilal" });
    // An earlier event's read of the thread (its answer, say) has not come back when the acceptance is heard.
    void readAgain.client!.refetchQueries({ include: ["DiscussionThread"] });
    expect(await screen.findByText("Accepted")).toBeInTheDocument();
  });
});
