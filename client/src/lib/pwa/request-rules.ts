// Which requests the service worker may answer from its caches, decided from the request alone. Pure: tested
// in jsdom (request-rules.test.ts), used by the service worker (sw/service-worker.ts) and by the page, which reads
// the same header and partition names (connectivity.ts, lib/packs/lesson-packs.ts).

/** Set on answers the service worker served from its cache because the network failed (lib/pwa/connectivity.ts). */
export const OFFLINE_HEADER = "x-served-offline";

/** Navigations the app answers; anything else (the API's docs, identity links) goes to the network as it is. */
export const isAppNavigation = (pathname: string) => !/^\/(api|graphql|auth\/v1|dev|files|bench)(\/|$)/.test(pathname);

export interface GraphqlRead {
  operationName: string;
  /** The text that identifies the answer: the document and its variables. */
  identity: string;
}

/**
 * A single GraphQL query sent as a JSON POST body or as GET parameters, or null for mutations, batches,
 * uploads and anything unparsable: those always go to the network.
 */
export function graphqlRead(body: unknown): GraphqlRead | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const { query, operationName, variables } = body as Record<string, unknown>;
  if (typeof query !== "string" || typeof operationName !== "string" || !operationName) return null;
  if (operationType(query, operationName) !== "query") return null;
  return { operationName, identity: JSON.stringify([query, variables ?? {}]) };
}

export function graphqlReadFromUrl(url: URL): GraphqlRead | null {
  const variables = url.searchParams.get("variables");
  try {
    const id = trustedDocumentId(url);
    const operationName = url.searchParams.get("operationName");
    // A trusted document named by its id (decision 020). A GET is always a read: the gateway refuses writes over GET.
    if (id !== undefined)
      return operationName
        ? { operationName, identity: JSON.stringify([id, variables ? JSON.parse(variables) : {}]) }
        : null;
    return graphqlRead({
      query: url.searchParams.get("query"),
      operationName: url.searchParams.get("operationName"),
      variables: variables ? JSON.parse(variables) : {},
    });
  } catch {
    return null;
  }
}

/** The id of a GET that names a trusted document instead of sending its text, as Apollo's PersistedQueryLink does. */
function trustedDocumentId(url: URL): string | undefined {
  const extensions = url.searchParams.get("extensions");
  if (url.searchParams.has("query") || !extensions) return undefined;
  const id = (JSON.parse(extensions) as { persistedQuery?: { sha256Hash?: unknown } } | null)?.persistedQuery
    ?.sha256Hash;
  return typeof id === "string" ? id : undefined;
}

function operationType(query: string, operationName: string): string | null {
  const escaped = operationName.replace(/[^A-Za-z0-9_]/g, "");
  const match = new RegExp(`(?:^|[\\s}])(query|mutation|subscription)\\s+${escaped}\\b`).exec(query);
  return match ? match[1] : null;
}

/**
 * Whose answer this is: "anonymous" without a token, the token's subject with one, null when a token is there
 * but unreadable. Answers are kept per subject so one learner never reads another's; the token is not verified
 * here (the server did that when it answered), it only names the partition.
 */
export function viewerScope(authorization: string | null): string | null {
  if (!authorization) return "anonymous";
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown };
    return typeof claims.sub === "string" && /^[\w-]{1,64}$/.test(claims.sub) ? `user-${claims.sub}` : null;
  } catch {
    return null;
  }
}

/**
 * Reads that select nothing of the viewer's (no enrolled or registered flags): when a signed-in learner is offline
 * and has no copy of their own, the copy kept for visitors is the same answer (the home page's ticker, say, first
 * loaded before signing in).
 */
const VIEWER_INDEPENDENT_READS: ReadonlySet<string> = new Set([
  "About",
  "CourseCategories",
  "Internships",
  "News",
  "Placements",
  "Testimonials",
]);
export const isViewerIndependent = (operationName: string) => VIEWER_INDEPENDENT_READS.has(operationName);

/** A cacheable GraphQL answer: data and no errors (a refused or failed read is not kept). */
export function isCompleteAnswer(text: string): boolean {
  try {
    const result = JSON.parse(text) as { data?: unknown; errors?: unknown };
    return !!result.data && !result.errors;
  } catch {
    return false;
  }
}
