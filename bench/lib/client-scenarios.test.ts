// The client groups send every query of the client they can fill: a new query whose variables name something the
// bench does not create must be listed as needing other ids, or the whole run stops at its first probe.
import { describe, expect, it } from "vitest";
import { sentQueries, sentVariables } from "./client-queries.ts";
import { FILLED_VARIABLES } from "./client-scenarios.ts";

describe("the client groups' queries", () => {
  it.each([false, true])("require only variables the bench fills (signed in: %s)", (signedIn) => {
    const unfilled = sentQueries(signedIn).flatMap((query) =>
      query.required.filter((name) => !FILLED_VARIABLES.includes(name)).map((name) => `${query.name}: $${name}`),
    );
    expect(unfilled).toEqual([]);
  });

  it("send a question's thread only when the run asked one, by that question's id", () => {
    const ids = { courseId: "c1", lessonId: "l1" };
    const names = (sent: { name: string }[]) => sent.map((query) => query.name);
    expect(names(sentQueries(true, ids))).not.toContain("DiscussionThread");
    const asked = sentQueries(true, { ...ids, questionId: "q1" });
    const thread = asked.find((query) => query.name === "DiscussionThread")!;
    expect(sentVariables(thread, { ...ids, questionId: "q1" })).toEqual({ id: "q1" });
    expect(names(sentQueries(false, { ...ids, questionId: "q1" }))).not.toContain("DiscussionThread");
    const course = asked.find((query) => query.name === "CourseDetail")!;
    expect(sentVariables(course, { ...ids, questionId: "q1" })).toMatchObject({ id: "c1" });
  });
});
