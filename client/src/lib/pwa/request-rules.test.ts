/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import {
  graphqlRead,
  graphqlReadFromUrl,
  isAppNavigation,
  isCompleteAnswer,
  isViewerIndependent,
  viewerScope,
} from "./request-rules.ts";

const token = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.s`;

describe("service worker request rules", () => {
  it("keeps single queries only, never mutations, batches or bodies it cannot read", () => {
    const query = "query PublishedCourses($category: String) { publishedCourses(category: $category) { id } }";
    expect(
      graphqlRead({ query, operationName: "PublishedCourses", variables: { category: "IT" } })?.operationName,
    ).toBe("PublishedCourses");
    expect(
      graphqlRead({
        query: "mutation CompleteLesson($id: ID!) { completeLesson(lessonId: $id) { id } }",
        operationName: "CompleteLesson",
      }),
    ).toBeNull();
    expect(graphqlRead([{ query, operationName: "PublishedCourses" }])).toBeNull();
    expect(graphqlRead({ query })).toBeNull();
    expect(graphqlRead("query")).toBeNull();
    // The named operation decides, not the first keyword in the text.
    expect(graphqlRead({ query: `${query} mutation Enroll { enroll { id } }`, operationName: "Enroll" })).toBeNull();
  });

  it("tells answers apart by document and variables, for POST bodies and GET parameters alike", () => {
    const query = "query Course($id: ID!) { course(id: $id) { id } }";
    const post = graphqlRead({ query, operationName: "Course", variables: { id: "1" } });
    const url = new URL("http://x/graphql");
    url.searchParams.set("query", query);
    url.searchParams.set("operationName", "Course");
    url.searchParams.set("variables", JSON.stringify({ id: "1" }));
    expect(graphqlReadFromUrl(url)).toEqual(post);
    expect(graphqlRead({ query, operationName: "Course", variables: { id: "2" } })?.identity).not.toBe(post?.identity);
    url.searchParams.set("variables", "{not json");
    expect(graphqlReadFromUrl(url)).toBeNull();
  });

  // Decision 020: the client names its documents by id; the id and the variables tell answers apart.
  it("keys a GET that names a trusted document by its id and variables", () => {
    const byId = (hash: string, variables: object) => {
      const url = new URL("http://x/graphql");
      url.searchParams.set("operationName", "CourseDetail");
      url.searchParams.set("variables", JSON.stringify(variables));
      url.searchParams.set(
        "extensions",
        JSON.stringify({ clientLibrary: { name: "@apollo/client" }, persistedQuery: { version: 1, sha256Hash: hash } }),
      );
      return url;
    };
    const read = graphqlReadFromUrl(byId("sha256:aa", { id: "1" }));
    expect(read?.operationName).toBe("CourseDetail");
    expect(graphqlReadFromUrl(byId("sha256:aa", { id: "1" }))).toEqual(read);
    expect(graphqlReadFromUrl(byId("sha256:aa", { id: "2" }))?.identity).not.toBe(read?.identity);
    expect(graphqlReadFromUrl(byId("sha256:bb", { id: "1" }))?.identity).not.toBe(read?.identity);
    const unnamed = byId("sha256:aa", {});
    unnamed.searchParams.delete("operationName");
    expect(graphqlReadFromUrl(unnamed)).toBeNull();
  });

  it("partitions answers by the token's subject: anonymous without one, none for an unreadable one", () => {
    expect(viewerScope(null)).toBe("anonymous");
    expect(viewerScope(`Bearer ${token({ sub: "user-a1" })}`)).toBe("user-user-a1");
    expect(viewerScope(`Bearer ${token({ sub: "user-b2" })}`)).not.toBe(
      viewerScope(`Bearer ${token({ sub: "user-a1" })}`),
    );
    expect(viewerScope("Bearer not-a-jwt")).toBeNull();
    expect(viewerScope(`Bearer ${token({ sub: "../../x" })}`)).toBeNull();
    expect(viewerScope(`Bearer ${token({})}`)).toBeNull();
  });

  it("keeps only complete answers", () => {
    expect(isCompleteAnswer('{"data":{"course":{"id":"1"}}}')).toBe(true);
    expect(isCompleteAnswer('{"data":null,"errors":[{"message":"rate limited"}]}')).toBe(false);
    expect(isCompleteAnswer("<html>")).toBe(false);
  });

  it("answers the app's pages offline, never the API, identity or file paths", () => {
    expect(["/", "/courses", "/courses/abc/content", "/profile"].every(isAppNavigation)).toBe(true);
    expect(["/api/docs", "/auth/v1/verify", "/graphql", "/dev/mailbox", "/files/x"].some(isAppNavigation)).toBe(false);
  });

  it("lets a learner offline see the visitors' copy only of reads that select nothing of the viewer's", () => {
    const documents = import.meta.glob<string>(["../../features/**/*.graphql", "!../../features/admin/**"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const operations = Object.values(documents).flatMap((text) => text.split(/\n(?=query |mutation |fragment )/));
    const independent = operations.filter(
      (text) => /^query (\w+)/.test(text) && isViewerIndependent(/^query (\w+)/.exec(text)![1]),
    );
    expect(independent.map((text) => /^query (\w+)/.exec(text)![1]).sort()).toEqual([
      "About",
      "CourseCategories",
      "Internships",
      "News",
      "Placements",
      "Testimonials",
    ]);
    for (const text of independent) expect(text).not.toMatch(/isEnrolled|isRegistered|viewer\w*|\bme\b|\bmy[A-Z]\w*/);
    expect(isViewerIndependent("Courses")).toBe(false);
    expect(isViewerIndependent("MyEnrollments")).toBe(false);
  });
});
