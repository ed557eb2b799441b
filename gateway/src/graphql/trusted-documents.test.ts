// Decision 020: the client's generated documents are trusted by their SHA-256 id. A GET naming one by id (as the
// client's Apollo Client sends it) is executed without a document text and answered from the content cache; an
// unknown id is refused; in production the app's own pages may send nothing but ids, while third parties and
// development (GraphiQL) keep arbitrary documents.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asApolloSends, clientQueries } from "../../../test/client-documents.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { mayUseArbitraryDocuments } from "./trusted-documents.ts";
import { requestStatements } from "../../test/request-statements.ts";

const production = {
  NODE_ENV: "production",
  MAIL_DELIVERY: "off",
  SUPABASE_JWT_SECRET: "production-test-secret-of-at-least-32-characters",
  BACKEND_JWT_SECRET: "production-backend-secret-of-at-least-32-chars",
  SITE_URL: "https://app.example.org",
};
let development: TestGateway;
let live: TestGateway;

beforeAll(async () => {
  [development, live] = await Promise.all([startTestGateway(), startTestGateway(production)]);
});
afterAll(async () => {
  await development?.close();
  await live?.close();
});

const categories = clientQueries().find((query) => query.name === "CourseCategories")!;
const get = async (gateway: TestGateway, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${gateway.url}${path}`, { headers: { accept: "application/json", ...headers } });
  return { status: response.status, body: await response.json() };
};
const textQuery = `/graphql?${new URLSearchParams({ query: "query Categories { courseCategories }", operationName: "Categories" })}`;

describe("trusted documents", () => {
  it("runs a client document named by its id alone, and answers it again from the content cache", async () => {
    const request = await asApolloSends(categories, {});
    expect(new URL(request.path, "http://x").searchParams.has("query")).toBe(false);
    const first = await get(development, request.path, request.headers);
    expect(first).toMatchObject({ status: 200, body: { data: { courseCategories: expect.any(Array) } } });
    const { statements } = await development.app.services.db.countStatements(async () =>
      expect((await get(development, request.path, request.headers)).body).toEqual(first.body),
    );
    expect(requestStatements(statements)).toEqual([]);
  });

  it("refuses an id it does not know", async () => {
    const unknown = `/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: "sha256:0000" } }))}`;
    const { body } = await get(development, unknown);
    expect(body.errors[0].message).toBe("PersistedQueryNotFound");
  });

  it("in production, takes only ids from the app's own pages, and any document from third parties", async () => {
    const ownPage = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" };
    const refused = await get(live, textQuery, ownPage);
    expect(refused.body.errors[0].message).toBe("PersistedQueryOnly");
    expect((await get(live, textQuery, { origin: "https://app.example.org" })).body.errors[0].message).toBe(
      "PersistedQueryOnly",
    );
    const request = await asApolloSends(categories, {});
    expect((await get(live, request.path, { ...request.headers, ...ownPage })).body.data.courseCategories).toEqual(
      expect.any(Array),
    );
    // A third party (a script, another site's server) keeps arbitrary queries under the usual limits.
    expect((await get(live, textQuery)).body.data.courseCategories).toEqual(expect.any(Array));
    expect(
      (await get(live, textQuery, { origin: "https://partner.example.com", "sec-fetch-site": "cross-site" })).body.data,
    ).toBeDefined();
    // A remembered answer is no way around it: the same text, now cached, is still refused to the app's pages.
    expect((await get(live, textQuery, ownPage)).body.errors[0].message).toBe("PersistedQueryOnly");
  });

  it("lets anything through outside production (GraphiQL sends texts)", () => {
    const header = (values: Record<string, string>) => (name: string) => values[name];
    expect(
      mayUseArbitraryDocuments(false, "https://app.example.org", header({ "sec-fetch-site": "same-origin" })),
    ).toBe(true);
    expect(mayUseArbitraryDocuments(true, "https://app.example.org", header({ "sec-fetch-site": "same-origin" }))).toBe(
      false,
    );
    expect(mayUseArbitraryDocuments(true, "https://app.example.org", header({}))).toBe(true);
  });
});
