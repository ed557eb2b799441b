// The queries the learner's browser sends, taken from the client's own generated documents, and each request
// exactly as its Apollo Client builds it (the client's cache's document transforms, HttpLink with GET for
// queries: the trusted document's id, operationName, variables and extensions in the URL, its Accept header). Used by the gateway's
// cache-coverage test and the bench (decision 020), so neither keeps a copy of a client document.
import { ApolloClient, HttpLink } from "@apollo/client";
import { getOperationAST, Kind, type DocumentNode } from "graphql";
import * as generated from "../client/src/gql/graphql.ts";
import { createCache } from "../client/src/lib/apollo/cache.ts";
import { createTrustedDocumentsLink } from "../client/src/lib/apollo/trusted-documents.ts";

export interface ClientQuery {
  name: string;
  document: DocumentNode;
  /** Names of the variables it declares. */
  variables: string[];
  /** Those it cannot be sent without (non-null, no default). */
  required: string[];
}

/**
 * Queries that are not public content, and why: never shared from the content cache. Every other query of the
 * client must be (the cache-coverage test fails otherwise). Those of the viewer's own rows are kept per signed-in
 * learner instead (decision 047; gateway/src/graphql/answer-cache/learner-answers.test.ts).
 */
export const personalQueries: Record<string, string> = {
  Me: "the signed-in user's own account",
  MyEnrollments: "the viewer's enrollments",
  MyCertificates: "the viewer's certificates",
  EnrollmentStatus: "whether the viewer is enrolled",
  CourseProgress: "the viewer's progress in a course",
  VerifyCertificate: "a certificate holder's name, read from certificates and users, outside the content version",
  MockTestAttempt: "the viewer's own attempt and answers",
  MockTestResult: "the viewer's own result, with their rank among every learner's attempts",
  MockTestSolutions: "the viewer's own answers beside the key, after submission (kept per learner, decision 048)",
  // Lesson discussions (docs/discussions.md): only the course's learners and staff read them, and what each sees
  // depends on who they are (held and hidden posts, their own votes).
  LessonQuestions: "a lesson's questions as the viewer sees them (kept per learner, decisions 051 and 052)",
  DiscussionCount: "the number of questions the viewer sees on a lesson (kept per learner, decision 051)",
  DiscussionThread: "a question and its answers as the viewer sees them (kept per learner, decision 055)",
  LessonAssignment: "the viewer's own submission to a lesson's assignment (kept per learner, decision 049)",
  UnreadNotificationCount: "the viewer's own notifications",
  NotificationList: "the viewer's own notifications",
  NotificationOptIns: "the viewer's own SMS and WhatsApp opt-ins",
  PlacesOfSupply: "configuration, not content (India's states and their GST codes)",
  QuoteCoursePrice: "a price with the viewer's coupon, whose uses are the viewer's own",
  MyPurchases: "the viewer's own purchases",
  // Daily practice (docs/practice.md): the viewer's own. The bank's subjects and topics are public content (decision 048).
  PracticeSet: "a set drawn for the viewer",
  PracticeReviseSet: "the viewer's own revision, the same all day (kept per learner, decision 053)",
  PracticeProgress: "the viewer's own goal, days and streak (kept per learner within the Indian day, decision 048)",
  PracticeAnalytics:
    "the viewer's own analytics; its percentile among other learners' rows counted at most ten minutes ago (kept per learner, decision 054)",
};

export function clientQueries(): ClientQuery[] {
  return Object.entries(generated as Record<string, unknown>)
    .filter(([name]) => name.endsWith("Document"))
    .map(([, document]) => document as DocumentNode)
    .flatMap((document) => {
      const operation = getOperationAST(document);
      if (operation?.operation !== "query" || !operation.name) return [];
      return [
        {
          name: operation.name.value,
          document,
          variables: (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
          required: (operation.variableDefinitions ?? [])
            .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue)
            .map((definition) => definition.variable.name.value),
        },
      ];
    });
}

/** The client's generated document of the operation `name`, a query or a mutation (for the suites that send both). */
export function clientOperation(name: string): DocumentNode {
  const document = (generated as Record<string, unknown>)[`${name}Document`];
  if (!document) throw new Error(`the client has no ${name} operation`);
  return document as DocumentNode;
}

export interface SentRequest {
  method: "GET";
  /** Path and query string, as sent to `${apiUrl}/graphql`. */
  path: string;
  headers: Record<string, string>;
}

/** A request of any operation as Apollo sends it: queries as GET, mutations as POST with their JSON body. */
export interface SentOperation {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The request the client's Apollo Client sends for `query` (captured from its HttpLink, never sent). */
export async function asApolloSends(
  query: ClientQuery,
  variables: Record<string, unknown>,
  token?: string,
): Promise<SentRequest> {
  const captured = await asApolloSendsOperation(query.document, variables, token);
  if (captured.method !== "GET" || !captured.path.startsWith("/graphql?"))
    throw new Error(`Apollo sent no GET for ${query.name}`);
  return { method: "GET", path: captured.path, headers: captured.headers };
}

/** The request the client's Apollo Client sends for a query or a mutation (captured from its HttpLink, never sent). */
export async function asApolloSendsOperation(
  document: DocumentNode,
  variables: Record<string, unknown>,
  token?: string,
): Promise<SentOperation> {
  let captured: SentOperation | undefined;
  const capture: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const method = init?.method === "POST" ? "POST" : "GET";
    captured = {
      method,
      path: `${url.pathname}${url.search}`,
      headers,
      body: init?.body ? String(init.body) : undefined,
    };
    return new Response(JSON.stringify({ data: null }), { headers: { "content-type": "application/json" } });
  };
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const http = new HttpLink({ uri: "http://client.invalid/graphql", fetch: capture, useGETForQueries: true, headers });
  const client = new ApolloClient({ cache: createCache(), link: createTrustedDocumentsLink(http) });
  const operation = getOperationAST(document)?.operation;
  const sent =
    operation === "mutation"
      ? client.mutate({ mutation: document, variables, errorPolicy: "all" })
      : client.query({ query: document, variables, fetchPolicy: "network-only", errorPolicy: "all" });
  await sent.catch(() => undefined);
  if (!captured) throw new Error(`Apollo sent nothing for ${getOperationAST(document)?.name?.value ?? "a document"}`);
  return captured;
}
