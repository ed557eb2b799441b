import { gql } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApolloClient } from "./client.ts";
import { forgetTranslatedTexts } from "./request-language.ts";

const TITLES: Record<string, string> = { hi: "भौतिकी", en: "Physics" };
const VIEWER = gql`
  query ViewerName {
    me {
      id
      name
    }
  }
`;
const COURSE = gql`
  query TranslatedCourse($id: ID!) {
    course(id: $id) {
      id
      title
    }
  }
`;

// Course texts answer in the interface language (docs/languages.md): every request names it, and a switch fetches
// the texts a screen shows again instead of keeping the old language's in the cache.
describe("the request's language", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("goes as Accept-Language, and a switch reads the course's texts again in the new one", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (uri: RequestInfo | URL, init?: RequestInit) => {
        const language = new Headers(init?.headers).get("accept-language") ?? "";
        const data = String(uri).includes("ViewerName")
          ? { me: { __typename: "User", id: "u1", name: "Asha" } }
          : { course: { __typename: "Course", id: "c1", title: TITLES[language] } };
        sent.push(`${"me" in data ? "viewer" : "course"} ${language}`);
        return new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
      }),
    );
    let language = "hi";
    const client = createApolloClient({
      apiUrl: "https://api.example.org",
      getToken: () => null,
      refreshToken: async () => null,
      language: () => language,
    });
    const watched = client.watchQuery({ query: COURSE, variables: { id: "c1" } });
    const titles: string[] = [];
    const subscription = watched.subscribe(({ data }) => {
      const course = (data as { course?: { title: string } } | undefined)?.course;
      if (course) titles.push(course.title);
    });
    // A screen without course texts (the Settings the switch is made on) is not fetched again.
    const viewer = client.watchQuery({ query: VIEWER }).subscribe(() => undefined);
    await vi.waitFor(() => expect(titles).toEqual(["भौतिकी"]));
    await vi.waitFor(() => expect(sent).toContain("viewer hi"));
    language = "en";
    await forgetTranslatedTexts(client);
    await vi.waitFor(() => expect(titles.at(-1)).toBe("Physics"));
    expect([...sent].sort()).toEqual(["course en", "course hi", "viewer hi"]);
    subscription.unsubscribe();
    viewer.unsubscribe();
  });
});
