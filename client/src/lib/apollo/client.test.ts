import { gql } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApolloClient } from "./client.ts";

// Queries go as GET so that the gateway's ETag and Cache-Control reach the browser and a CDN (docs/operations.md);
// mutations stay POST (Yoga refuses them over GET).
describe("createApolloClient", () => {
  afterEach(() => vi.unstubAllGlobals());

  function recordFetches() {
    const seen: Array<{ method: string; url: URL; authorization: string | null }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (uri: RequestInfo | URL, init?: RequestInit) => {
        seen.push({
          method: init?.method ?? "GET",
          url: new URL(String(uri)),
          authorization: new Headers(init?.headers).get("authorization"),
        });
        const data =
          init?.method === "POST" ? { visit: true } : { course: { __typename: "Course", id: "c1", title: "Physics" } };
        return new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
      }),
    );
    return seen;
  }

  it("sends queries as GET with the document in the URL, and mutations as POST", async () => {
    const seen = recordFetches();
    const client = createApolloClient({
      apiUrl: "https://api.example.org",
      getToken: () => null,
      refreshToken: async () => null,
    });
    await client.query({
      query: gql`
        query PublicCourse($id: ID!) {
          course(id: $id) {
            id
            title
          }
        }
      `,
      variables: { id: "c1" },
    });
    await client.mutate({
      mutation: gql`
        mutation Visit {
          visit
        }
      `,
    });
    expect(seen.map(({ method }) => method)).toEqual(["GET", "POST"]);
    expect(seen[0]!.url.pathname).toBe("/graphql");
    expect(seen[0]!.url.searchParams.get("operationName")).toBe("PublicCourse");
    expect(JSON.parse(seen[0]!.url.searchParams.get("variables")!)).toEqual({ id: "c1" });
    expect(seen[0]!.authorization).toBeNull();
  });
});
