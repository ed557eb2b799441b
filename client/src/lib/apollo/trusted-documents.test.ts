// Decision 020: the generated documents go by their SHA-256 id alone (GET for queries, also for uploads'
// multipart operations); documents without an id (inline in tests) go as text.
import { gql } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CourseCategoriesDocument, UploadProfilePictureDocument } from "../../gql/graphql.ts";
import { createApolloClient } from "./client.ts";
import { buildMultipartBody } from "./upload-link.ts";
import { documentHash } from "./trusted-documents.ts";

describe("trusted documents", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a generated query as a GET with its id and no text", async () => {
    const urls: URL[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (uri: RequestInfo | URL) => {
        urls.push(new URL(String(uri)));
        return new Response(JSON.stringify({ data: { __typename: "Query", courseCategories: ["IT"] } }), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const client = createApolloClient({
      apiUrl: "https://api.example.org",
      getToken: () => null,
      refreshToken: async () => null,
    });
    await client.query({ query: CourseCategoriesDocument });
    await client.query({
      query: gql`
        query Inline {
          apiVersion
        }
      `,
    });
    const [byId, inline] = urls;
    expect(byId.searchParams.has("query")).toBe(false);
    expect(byId.searchParams.get("operationName")).toBe("CourseCategories");
    expect(JSON.parse(byId.searchParams.get("extensions")!).persistedQuery).toEqual({
      version: 1,
      sha256Hash: documentHash(CourseCategoriesDocument),
    });
    expect(documentHash(CourseCategoriesDocument)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(inline.searchParams.get("query")).toContain("Inline");
  });

  it("names a trusted upload by its id in the multipart operations", () => {
    const form = buildMultipartBody(
      {
        query: UploadProfilePictureDocument,
        variables: { file: new Blob(["x"]) },
        operationName: "UploadProfilePicture",
      } as never,
      [["file", new Blob(["x"])]],
    );
    const operations = JSON.parse(String(form.get("operations")));
    expect(operations.query).toBeUndefined();
    expect(operations.extensions.persistedQuery.sha256Hash).toBe(documentHash(UploadProfilePictureDocument));
  });
});
