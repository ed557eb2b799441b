/// <reference lib="webworker" />
// GraphQL reads in the service worker. The Cache API keys only GET requests, so an answer is kept under a
// synthetic GET key made of the viewer's partition and a SHA-256 of the query and its variables (POST or GET
// alike). Anonymous reads are public: served stale-while-revalidate, and when the fresh answer differs the
// pages are told so they refetch (lib/pwa/register-pwa.ts). A signed-in learner's reads are personal: always
// from the network, the kept copy (in that learner's partition only) is used when the network fails.
import type { RouteHandlerCallbackOptions } from "workbox-core";
import {
  graphqlRead,
  graphqlReadFromUrl,
  isCompleteAnswer,
  isViewerIndependent,
  OFFLINE_HEADER,
  viewerScope,
  type GraphqlRead,
} from "../lib/pwa/request-rules.ts";
import { keepPersonal, personalEpoch } from "./personal-writes.ts";

declare const self: ServiceWorkerGlobalScope;

const PUBLIC = "graphql-public";
const PERSONAL = "graphql-personal";

export async function answerGraphql({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const read = await readOf(request);
  const scope = viewerScope(request.headers.get("authorization"));
  if (!read || !scope) return fetch(request);
  const key = await cacheKey(scope, read);
  if (scope === "anonymous") return staleWhileRevalidate(request, key, read, event as ExtendableEvent);
  const since = personalEpoch();
  const visitorsKey = isViewerIndependent(read.operationName) ? await cacheKey("anonymous", read) : null;
  return networkFirst(request, key, visitorsKey, since);
}

async function readOf(request: Request): Promise<GraphqlRead | null> {
  if (request.method === "GET") return graphqlReadFromUrl(new URL(request.url));
  if (!request.headers.get("content-type")?.includes("application/json")) return null;
  try {
    return graphqlRead(await request.clone().json());
  } catch {
    return null;
  }
}

async function cacheKey(scope: string, read: GraphqlRead): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(read.identity));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return new URL(`/__sw/graphql/${scope}/${read.operationName}/${hex}`, self.location.origin).href;
}

/**
 * The network's answer, and its text when it was complete and so kept (null otherwise). `since`: a personal read's
 * sign-out epoch (personal-writes.ts); its answer is not kept when the learner signed out meanwhile.
 */
async function fetchAndKeep(
  request: Request,
  cacheName: string,
  key: string,
  since?: number,
): Promise<{ response: Response; kept: string | null }> {
  const response = await fetch(request);
  if (!response.ok) return { response, kept: null };
  const text = await response.clone().text();
  if (!isCompleteAnswer(text)) return { response, kept: null };
  const copy = new Response(text, {
    headers: { "content-type": response.headers.get("content-type") ?? "application/json" },
  });
  const put = async () => (await caches.open(cacheName)).put(key, copy);
  if (since === undefined) await put();
  else if (!(await keepPersonal(since, put))) return { response, kept: null };
  return { response, kept: text };
}

async function staleWhileRevalidate(
  request: Request,
  key: string,
  read: GraphqlRead,
  event: ExtendableEvent,
): Promise<Response> {
  const cached = await caches.match(key, { cacheName: PUBLIC });
  if (!cached) return (await fetchAndKeep(request, PUBLIC, key)).response;
  const before = await cached.clone().text();
  event.waitUntil(
    fetchAndKeep(request, PUBLIC, key)
      .then(({ kept }) => (kept !== null && kept !== before ? announceUpdate(read.operationName) : undefined))
      .catch(() => undefined),
  );
  return cached;
}

/** `visitorsKey`: the visitors' copy of the same answer, used offline when the learner has none of their own. */
async function networkFirst(
  request: Request,
  key: string,
  visitorsKey: string | null,
  since: number,
): Promise<Response> {
  try {
    return (await fetchAndKeep(request, PERSONAL, key, since)).response;
  } catch (error) {
    const cached =
      (await caches.match(key, { cacheName: PERSONAL })) ??
      (visitorsKey ? await caches.match(visitorsKey, { cacheName: PUBLIC }) : undefined);
    if (!cached) throw error;
    const headers = new Headers(cached.headers);
    headers.set(OFFLINE_HEADER, "1");
    return new Response(cached.body, { status: 200, headers });
  }
}

async function announceUpdate(operationName: string) {
  for (const client of await self.clients.matchAll({ type: "window" }))
    client.postMessage({ type: "public-data-updated", operationName });
}
