// Course titles answer in the reader's language where staff translated them (docs/languages.md), so every answer
// cache keeps them per language: the content cache (POST and REST), a remembered answer, an anonymous GET by its
// URL and shared HTTP caches (Vary). One language's answer is never handed to another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asApolloSends, clientQueries } from "../../../../test/client-documents.ts";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { call, createCourse } from "../../rest/rest-test-helpers.ts";

const detail = clientQueries().find((query) => query.name === "CourseDetail")!;
let gateway: TestGateway;
let courseId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  courseId = (await createCourse(gateway, { title: "Data Structures", description: "Lists and trees." })).id;
  await gateway.app.services.db.prisma.courseTranslation.create({
    data: { courseId, language: "hi", title: "डेटा संरचनाएँ", description: "सूचियाँ और वृक्ष।" },
  });
});
afterAll(() => gateway?.close());

const titleOf = (json: { data: { course: { title: string } } }) => json.data.course.title;

/** The same read in each language in turn, three rounds: the later rounds come from the caches. */
async function rounds(read: (language: string) => Promise<string>) {
  const titles: string[] = [];
  for (let round = 0; round < 3; round++) for (const language of ["hi", "en", "ta"]) titles.push(await read(language));
  return titles;
}

const expected = Array(3).fill(["डेटा संरचनाएँ", "Data Structures", "Data Structures"]).flat();

describe("translated course answers, kept per language", () => {
  it("POST /graphql: the content cache and remembered answers", async () => {
    const query = `query Translated($id: ID!) { course(id: $id) { id title description } }`;
    const titles = await rounds(async (language) => {
      const answer = await call(gateway, "POST", "/graphql", {
        body: { query, variables: { id: courseId } },
        headers: { "accept-language": `${language}-IN,${language};q=0.9,en;q=0.5` },
      });
      return titleOf(answer.json);
    });
    expect(titles).toEqual(expected);
  });

  it("GET /graphql of a trusted id, answered by its URL, and Vary for shared caches", async () => {
    const request = await asApolloSends(detail, { id: courseId });
    const titles = await rounds(async (language) => {
      const response = await fetch(`${gateway.url}${request.path}`, {
        headers: { ...request.headers, "accept-language": language },
      });
      expect(response.headers.get("vary")).toMatch(/accept-language/);
      return titleOf(await response.json());
    });
    expect(titles).toEqual(expected);
  });

  it("REST: ?lang= or Accept-Language, in the documented shape", async () => {
    const titles = await rounds(async (language) => {
      const byQuery = await call(gateway, "GET", `/api/courses/${courseId}?lang=${language}`);
      const byHeader = await call(gateway, "GET", `/api/courses/${courseId}`, {
        headers: { "accept-language": language },
      });
      expect(byHeader.json.title).toBe(byQuery.json.title);
      return byQuery.json.title as string;
    });
    expect(titles).toEqual(expected);
    const published = await call(gateway, "GET", "/api/courses/published?lang=hi");
    expect(published.json.find((course: { id: string }) => course.id === courseId).description).toBe("सूचियाँ और वृक्ष।");
  });

  it("without a language asked, the course's own text", async () => {
    const answer = await call(gateway, "GET", `/api/courses/${courseId}`);
    expect(answer.json.title).toBe("Data Structures");
  });
});
