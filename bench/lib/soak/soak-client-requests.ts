// The client's own documents as its Apollo Client sends them, for the soak (decision 020). Imported once the
// client's codegen has run (the build before the soak), like client-scenarios.ts.
import { asApolloSends } from "../../../test/client-documents.ts";
import { UpdateLessonProgressDocument } from "../../../client/src/gql/graphql.ts";
import { documentHash } from "../../../client/src/lib/apollo/trusted-documents.ts";
import { sentQueries, sentVariables } from "../client-queries.ts";
import type { SoakRequest } from "./soak-mix.ts";

/** Every query a public page or the viewer sends, anonymous (public ones) or signed in (all but a certificate check). */
export async function clientRequests(
  ids: { courseId: string; lessonId: string },
  token?: string,
): Promise<SoakRequest[]> {
  // The client groups' own choice (client-scenarios.ts): queries that need ids this run does not create are left
  // out (a soak with its own list sent new ones without their variables, and counted the 400s as failures).
  const sent = sentQueries(token !== undefined, ids);
  return Promise.all(sent.map((query) => asApolloSends(query, sentVariables(query, ids), token)));
}

/** The video player's progress report: the UpdateLessonProgress mutation by its trusted id, POST as Apollo sends it. */
export function progressMutation(lessonId: string, token: string): SoakRequest {
  return {
    method: "POST",
    path: "/graphql",
    headers: {
      "content-type": "application/json",
      accept: "application/graphql-response+json,application/json;q=0.9",
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      operationName: "UpdateLessonProgress",
      variables: { lessonId, input: { watchTime: 30, totalDuration: 600 } },
      extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(UpdateLessonProgressDocument) } },
    }),
  };
}
