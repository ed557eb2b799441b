// The scenarios: each REST route under test, its GraphQL equivalent (the very document the REST route executes,
// sent over POST /graphql, so both ask for the same fields; reads also over GET, as the client sends its queries)
// and the raw-SQL baseline serving the same data.
// Groups of cached reads also carry the gateway's own `/config.json` (docs/operations.md): a ceiling, not a floor, that
// tells how close a cached read comes to the cheapest answer this gateway can give.
import { print } from "graphql";
import type { AppServices } from "../../gateway/src/services.ts";
import { BASELINE_PREFIX } from "../baseline/baseline.routes.ts";
import { loadOperations } from "../../gateway/src/rest/operations.ts";
import { restRoutes } from "../../gateway/src/rest/routes.ts";
import type { Request } from "./load.ts";

/** "client": a query of the browser's own documents as it sends it (client-scenarios.ts), compared with the ceiling only. */
export type Kind = "baseline" | "rest" | "graphql" | "ceiling" | "client";

export interface Scenario {
  /** Scenarios of one group serve the same data; the baseline of the group is their floor. */
  group: string;
  kind: Kind;
  label: string;
  next: () => Request;
}

interface RestInput {
  params?: Record<string, string>;
  body?: Record<string, unknown>;
}

const operations = loadOperations();

interface GraphqlRequest {
  query: string;
  variables: unknown;
  operationName: string;
}

/** The GraphQL request equivalent to one REST call: the route's own document and variables. */
function graphqlRequest(method: string, path: string, input: RestInput): GraphqlRequest {
  const route = restRoutes.find((entry) => entry.method === method && entry.path === path);
  const document = route?.operation ? operations.get(route.operation) : undefined;
  if (!route?.operation || !document) throw new Error(`no REST route with an operation for ${method} ${path}`);
  const variables = route.variables?.({
    params: route.params?.parse(input.params ?? {}),
    query: route.query?.parse({}),
    body: route.body?.parse(input.body ?? {}),
    viewer: null,
    services: undefined as unknown as AppServices,
  });
  return { query: print(document), variables: variables ?? {}, operationName: route.operation };
}

/** The same request as the client's Apollo link sends a query (useGETForQueries): its fields in the query string. */
const graphqlQueryPath = ({ query, variables, operationName }: GraphqlRequest) =>
  `/graphql?${new URLSearchParams({ query, operationName, variables: JSON.stringify(variables) })}`;

const get = (path: string) => (): Request => ({ method: "GET", path });

function readGroup(
  group: string,
  restPath: string,
  routePath: string,
  params: Record<string, string> = {},
): Scenario[] {
  const graphql = graphqlRequest("GET", routePath, { params });
  const body = JSON.stringify(graphql);
  const baselinePath = `${BASELINE_PREFIX}${restPath.slice("/api".length)}`;
  // Labels name the route, not the generated ids, so runs can be compared with each other.
  const shown = routePath.replace(/:\w+/g, "{id}");
  return [
    { group, kind: "baseline", label: `GET ${BASELINE_PREFIX}${shown.slice("/api".length)}`, next: get(baselinePath) },
    { group, kind: "rest", label: `GET ${shown}`, next: get(restPath) },
    {
      group,
      kind: "graphql",
      label: `POST /graphql ${graphql.operationName}`,
      next: () => ({ method: "POST", path: "/graphql", body }),
    },
    { group, kind: "graphql", label: `GET /graphql ${graphql.operationName}`, next: get(graphqlQueryPath(graphql)) },
  ];
}

export const CEILING_PATH = "/config.json";

/** `/config.json` measured among a group's reads: a static answer from memory, with no database and no GraphQL. */
export const withCeiling = (scenarios: Scenario[]): Scenario[] => [
  ...scenarios,
  { group: scenarios[0].group, kind: "ceiling", label: `GET ${CEILING_PATH}`, next: get(CEILING_PATH) },
];

export const catalogueGroup = (group: string) => readGroup(group, "/api/courses/published", "/api/courses/published");

export const courseGroup = (group: string, courseId: string) =>
  readGroup(group, `/api/courses/${courseId}`, "/api/courses/:courseId", { courseId });

/** Progress reports rotate over the course's lessons, as a class of learners would, instead of one hot row. */
export function progressGroup(group: string, lessonIds: string[], token: string): Scenario[] {
  const body = { watchTime: 30, totalDuration: 600 };
  const headers = { authorization: `Bearer ${token}` };
  const rotate = (request: (lessonId: string) => Request) => {
    let turn = 0;
    return () => request(lessonIds[turn++ % lessonIds.length]);
  };
  const post = (prefix: string) =>
    rotate((id) => ({
      method: "POST",
      path: `${prefix}/progress/lesson/${id}/update`,
      headers,
      body: JSON.stringify(body),
    }));
  const graphql = new Map(
    lessonIds.map((id) => [
      id,
      JSON.stringify(
        graphqlRequest("POST", "/api/progress/lesson/:lessonId/update", { params: { lessonId: id }, body }),
      ),
    ]),
  );
  return [
    {
      group,
      kind: "baseline",
      label: `POST ${BASELINE_PREFIX}/progress/lesson/{id}/update`,
      next: post(BASELINE_PREFIX),
    },
    { group, kind: "rest", label: "POST /api/progress/lesson/{id}/update", next: post("/api") },
    {
      group,
      kind: "graphql",
      label: "POST /graphql RestUpdateLessonProgress",
      next: rotate((id) => ({ method: "POST", path: "/graphql", headers, body: graphql.get(id)! })),
    },
  ];
}
