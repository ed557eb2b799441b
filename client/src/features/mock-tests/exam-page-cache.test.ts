// The exam screen shows the paper a start answered with, from the cache (docs/mock-tests.md, "What a start, a paper
// read, a save and a submission cost"); any other arrival asks the server, whose clock a resume needs.
import { describe, expect, it } from "vitest";
import {
  MockTestAttemptDocument,
  StartMockTestAttemptDocument,
  type StartMockTestAttemptMutation,
} from "../../gql/graphql.ts";
import { createCache } from "../../lib/apollo/cache.ts";
import { examFetchPolicy } from "./exam-page.tsx";

const started: StartMockTestAttemptMutation = {
  startMockTestAttempt: {
    __typename: "MockTestAttempt",
    id: "a1",
    testId: "t1",
    startedAt: "2026-11-26T10:00:00.000Z",
    endsAt: "2026-11-26T10:20:00.000Z",
    serverNow: "2026-11-26T10:00:00.000Z",
    submittedAt: null,
    test: { __typename: "MockTest", id: "t1", title: "SSC CGL mock" },
    sections: [
      {
        __typename: "MockTestPaperSection",
        id: "s1",
        name: "Reasoning",
        position: 1,
        opensAt: "2026-11-26T10:00:00.000Z",
        closesAt: "2026-11-26T10:20:00.000Z",
        questions: [
          {
            __typename: "MockTestQuestion",
            id: "q1",
            position: 1,
            text: "2, 4, 8, ?",
            textHi: null,
            options: ["10", "12", "16", "18"],
            optionsHi: [],
            image: null,
            imageAlt: null,
            imageAltHi: null,
          },
        ],
      },
    ],
    answers: [],
  },
};

describe("the exam screen after a start", () => {
  it("reads the paper the start answered with from the cache, without asking the server", () => {
    const cache = createCache();
    // What Apollo writes when the start mutation answers.
    cache.writeQuery({ query: StartMockTestAttemptDocument, variables: { testId: "t1" }, data: started });
    const read = cache.readQuery({ query: MockTestAttemptDocument, variables: { id: "a1" } });
    expect(read?.mockTestAttempt).toEqual(started.startMockTestAttempt);
    expect(cache.readQuery({ query: MockTestAttemptDocument, variables: { id: "another" } })).toBeNull();
  });

  it("uses the cache only right after a start; a reload or a resume asks the server", () => {
    expect(examFetchPolicy({ justStarted: true })).toBe("cache-first");
    expect(examFetchPolicy(null)).toBe("network-only");
    expect(examFetchPolicy({ justStarted: "yes" })).toBe("network-only");
  });
});
