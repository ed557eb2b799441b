// The learner's browser's own queries (decision 020): each query of the client's generated documents, sent as
// its Apollo Client sends it (GET with query, operationName, variables and extensions; test/client-documents.ts),
// anonymously and signed in, next to the gateway's own /config.json. Imported after the client's codegen ran.
import { asApolloSends, clientQueries } from "../../test/client-documents.ts";
import { sentQueries, sentVariables, type SentIds } from "./client-queries.ts";
import { withCeiling, type Scenario } from "./scenarios.ts";

export const CLIENT_GROUPS = ["client-anonymous", "client-signed-in"];

/**
 * What the browser's network stack adds to every request Apollo builds (Chromium's Accept-Encoding): without it
 * the gateway never compresses, and the group measured a read cheaper than any browser's. The ceiling is sent
 * with it too (its answer is under the compression threshold either way).
 */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

const asBrowserSends = (scenarios: Scenario[]): Scenario[] =>
  scenarios.map((scenario) => ({
    ...scenario,
    next: () => {
      const request = scenario.next();
      return { ...request, headers: { ...request.headers, ...BROWSER_HEADERS } };
    },
  }));

/** The variables the groups can fill: the seeded course and one of its lessons. */
export const FILLED_VARIABLES = ["id", "courseId", "lessonId"];

export async function clientGroups(ids: SentIds, token: string): Promise<Scenario[]> {
  const scenarios = async (group: string, signedIn: boolean) => {
    const members: Scenario[] = [];
    for (const query of sentQueries(signedIn, ids)) {
      const request = await asApolloSends(query, sentVariables(query, ids), signedIn ? token : undefined);
      members.push({ group, kind: "client", label: `GET /graphql ${query.name} (as sent)`, next: () => request });
    }
    return asBrowserSends(withCeiling(members));
  };
  return [...(await scenarios("client-anonymous", false)), ...(await scenarios("client-signed-in", true))];
}

/**
 * The video player's progress report as the browser sends it: the UpdateLessonProgress mutation by its trusted id
 * (POST, no text), rotating over the course's lessons like the group's other members. Its server CPU per request is
 * the progress write's cost on the client's real path (docs/performance.md, Capacity).
 */
export async function clientProgressScenario(group: string, lessonIds: string[], token: string): Promise<Scenario[]> {
  const { progressMutation } = await import("./soak/soak-client-requests.ts");
  const bodies = lessonIds.map((lessonId) => progressMutation(lessonId, token));
  let turn = 0;
  return [
    {
      group,
      kind: "graphql",
      label: "POST /graphql UpdateLessonProgress (client, trusted id)",
      next: () => {
        const { headers, body } = bodies[turn++ % bodies.length];
        return { method: "POST", path: "/graphql", headers, body: body as string };
      },
    },
  ];
}

/**
 * The catalogue as a signed-in learner's browser asks for it: the client's `Courses` query (as sent, trusted id),
 * whose `isEnrolled` is the viewer's own. The content cache answers it from the viewer overlay (decision 026: the
 * anonymous answer kept, only `isEnrolled` loaded per request); with `CONTENT_CACHE_MB=0` in the bench's
 * environment the gateway has no cache and every request executes the catalogue's resolvers, which is the cold
 * path (docs/performance.md, Capacity: the uncached catalogue goal). The label says which of the two was measured.
 */
export async function uncachedCatalogueScenario(group: string, token: string): Promise<Scenario[]> {
  const courses = clientQueries().find((query) => query.name === "Courses");
  if (!courses) throw new Error("the client has no Courses query");
  const request = await asApolloSends(courses, {}, token);
  const cold = Number(process.env.CONTENT_CACHE_MB ?? "64") === 0;
  const path = cold ? "content cache off: executed, the cold path" : "viewer overlay: isEnrolled loaded per request";
  return withCeiling([
    { group, kind: "client", label: `GET /graphql Courses (as sent, signed in; ${path})`, next: () => request },
  ]);
}
