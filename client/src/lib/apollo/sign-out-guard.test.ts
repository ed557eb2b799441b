import { gql } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetLearnerOnDevice } from "../device/sign-out.ts";
import { createApolloClient } from "./client.ts";
import { NotThisLearner } from "./auth-links.ts";

const token = (sub: string) => `h.${btoa(JSON.stringify({ sub }))}.s`;

const myCourses = gql`
  query MyCourses {
    myCourses {
      id
      title
    }
  }
`;
const news = gql`
  query News {
    news {
      id
      title
    }
  }
`;
const complete = gql`
  mutation CompleteLesson($lessonId: ID!) {
    completeLesson(lessonId: $lessonId) {
      id
      status
    }
  }
`;

/** The network, answering each read only when the test says so. */
function slowNetwork() {
  const waiting: Array<{ operation: string; answer: () => void; authorization: string | null }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (uri: RequestInfo | URL, init?: RequestInit) => {
      const operation = new URL(String(uri)).searchParams.get("operationName") ?? "mutation";
      const data =
        operation === "MyCourses"
          ? { myCourses: [{ __typename: "Course", id: "c1", title: "Ravi's course" }] }
          : operation === "News"
            ? { news: [{ __typename: "News", id: "n1", title: "Exams soon" }] }
            : { completeLesson: { __typename: "LessonProgress", id: "l1", status: "completed" } };
      await new Promise<void>((answer) =>
        waiting.push({ operation, answer, authorization: new Headers(init?.headers).get("authorization") }),
      );
      return new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
    }),
  );
  return waiting;
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("a sign-out while a read is on its way", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("drops the learner's answer that arrives after it, and lets an anonymous one through", async () => {
    const waiting = slowNetwork();
    let current: string | null = token("learner-1");
    const client = createApolloClient({
      apiUrl: "https://api.example.org",
      getToken: () => current,
      refreshToken: async () => null,
    });
    const personal = client.query({ query: myCourses, fetchPolicy: "network-only" });
    await until(() => waiting.length === 1);
    current = null;
    const anonymous = client.query({ query: news, fetchPolicy: "network-only" });
    await until(() => waiting.length === 2);

    // The sign-out path raises the epoch (session-service.ts clearLocal). Apollo's clearStore also cancels the
    // reads it knows of; this guard holds without it (a read it did not cancel, or one sent just before).
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await forgetLearnerOnDevice();
    for (const request of waiting) request.answer();

    await expect(personal).rejects.toThrow(/answered after its learner signed out/);
    await expect(anonymous).resolves.toMatchObject({ data: { news: [{ title: "Exams soon" }] } });
    expect(JSON.stringify(client.cache.extract())).not.toContain("Ravi's course");
  });

  it("sends work left by one learner only with that learner's token", async () => {
    const waiting = slowNetwork();
    const current = token("learner-2");
    const client = createApolloClient({
      apiUrl: "https://api.example.org",
      getToken: () => current,
      refreshToken: async () => null,
    });
    await expect(
      client.mutate({ mutation: complete, variables: { lessonId: "l1" }, context: { asUser: "learner-1" } }),
    ).rejects.toBeInstanceOf(NotThisLearner);
    expect(waiting).toEqual([]);

    const own = client.mutate({ mutation: complete, variables: { lessonId: "l1" }, context: { asUser: "learner-2" } });
    await until(() => waiting.length === 1);
    expect(waiting[0].authorization).toBe(`Bearer ${current}`);
    waiting[0].answer();
    await expect(own).resolves.toMatchObject({ data: { completeLesson: { status: "completed" } } });
  });
});
