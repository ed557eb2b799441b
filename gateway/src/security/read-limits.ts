// Per-client limits on /graphql and /api (decision 029, which amends 015): a budget of cost per minute and a cap on
// requests in flight, per learner rather than per address. A request with a valid backend token is counted against
// its account and its session, never its address, so a lab, a hostel or a carrier NAT sharing one address does not
// share one budget; a request without one is counted against its address. What is counted is what the request cost
// the server: 1 for an answer that ran no GraphQL execution (a content-cache hit, a remembered answer, a 304, a
// refusal), the execution's price from the cost model (graphql/query-cost.ts) otherwise. Budgets are counted by
// every replica together in the shared windows (rate-limit-buckets.ts, decision 010); past one, 429 with
// Retry-After, before the request is read. Files (/api/files/*) are not counted: they are not API calls.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { visit, type DocumentNode, type ExecutionArgs } from "graphql";
import { LRUCache } from "lru-cache";
import type { Config } from "../config/env.ts";
import type { BackendTokens } from "../session/backend-token.ts";
import { operationCost } from "../graphql/query-cost.ts";
import type { SharedWindows } from "./rate-limit-buckets.ts";
import { clientOf, executionClient } from "./password-throttle.ts";

const WINDOW_MS = 60_000;

/**
 * Counts reach the shared table at most this often, added up per key, every key in one statement
 * (SharedWindows.hitMany) instead of one write per request (a write costs ~3 ms on PGlite, which serialises every
 * statement). Replicas may together let through what each counts between two flushes beyond a budget.
 */
const FLUSH_EVERY_MS = 250;

/** The most one request is charged: a price is bounded by GRAPHQL_COST_LIMIT per request anyway. */
const MAX_CHARGE = 1_000_000;

/** Who a request is counted against: a signed-in learner's account and session, or an anonymous address. */
export type Client =
  { kind: "account"; userId: string; sessionId: string | null } | { kind: "address"; address: string };

type LimitsConfig = Pick<
  Config,
  | "RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE"
  | "RATE_LIMIT_ACCOUNT_COST_PER_MINUTE"
  | "RATE_LIMIT_SESSION_COST_PER_MINUTE"
  | "RATE_LIMIT_READS_IN_FLIGHT"
>;

interface Count {
  /** Counted here and not yet added to the shared window. */
  pending: number;
  /** Being added to the shared window now. */
  sending: number;
  /** The shared window's count (every replica's) when this process last added to it. */
  shared: number;
  /** When the shared window ends, in this process's clock. */
  resetAt: number;
}

/** Ends an admitted request: frees its place in flight and charges `cost` (at least 1) to its client's budgets. */
export type Release = (cost?: number) => void;

export interface ReadLimits {
  /** The client of a request from its Authorization header (a verified backend token) and its address. */
  identify(authorization: string | undefined, address: string): Promise<Client>;
  /** A release to call when the request ends, or the seconds to wait when a limit refuses it. */
  admit(client: Client): Release | { retryAfter: number };
  /** Adds what was counted here to the shared windows (every FLUSH_EVERY_MS; tests call it directly). */
  flush(): Promise<void>;
  close(): void;
}

export function createReadLimits(
  config: LimitsConfig,
  windows: SharedWindows,
  tokens?: Pick<BackendTokens, "verify">,
): ReadLimits {
  // No time-to-live of its own: a count lives until its window's resetAt, which follows the shared window's end. A
  // minute from when this process first counted a client ends before the shared window (it begins at the first
  // flush), and dropping the count then let the client through on an empty count until the next flush.
  const counts = new LRUCache<string, Count>({ max: 100_000 });
  const inFlight = new Map<string, number>();
  /** Keys with pending counts: a flush visits these, not every key seen in the window. */
  let dirty = new Map<string, Count>();
  let flushing: Promise<void> | undefined;

  const budgetsOf = (client: Client): Array<[key: string, limit: number]> =>
    client.kind === "address"
      ? [[`cost:address:${client.address}`, config.RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE]]
      : [
          [`cost:account:${client.userId}`, config.RATE_LIMIT_ACCOUNT_COST_PER_MINUTE],
          ...(client.sessionId
            ? [[`cost:session:${client.sessionId}`, config.RATE_LIMIT_SESSION_COST_PER_MINUTE] as [string, number]]
            : []),
        ];
  const countOf = (key: string, now: number) => {
    let count = counts.get(key);
    if (!count || count.resetAt <= now)
      counts.set(key, (count = { pending: 0, sending: 0, shared: 0, resetAt: now + WINDOW_MS }));
    return count;
  };

  const flushOnce = async () => {
    const due = [...dirty];
    dirty = new Map();
    const adding = new Map(due.map(([key, count]) => [key, count.pending]));
    for (const [key, count] of due) {
      count.pending -= adding.get(key)!;
      count.sending += adding.get(key)!;
    }
    try {
      const windowsByKey = await windows.hitMany(adding, WINDOW_MS);
      for (const [key, count] of due) {
        const window = windowsByKey.get(key);
        if (window) Object.assign(count, { shared: window.hits, resetAt: Date.now() + window.ttlMs });
      }
    } catch {
      // The database is unreachable: keep counting here, and add these next time.
      for (const [key, count] of due) {
        count.pending += adding.get(key)!;
        dirty.set(key, count);
      }
    } finally {
      for (const [key, count] of due) count.sending -= adding.get(key)!;
    }
  };
  // One flush at a time; a caller that finds one running waits for it and then adds what was counted since, so
  // that what was counted here before flush() was called is in the shared window when it resolves.
  const flush = async () => {
    while (flushing) await flushing;
    if (dirty.size === 0) return;
    flushing = flushOnce().finally(() => (flushing = undefined));
    await flushing;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS).unref();

  return {
    flush,
    close: () => clearInterval(timer),
    async identify(authorization, address) {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
      // The signature and expiry only (remembered per token text, backend-token.ts): no statement per request. A
      // token whose session has ended is counted against its account, and refused with 401 after.
      const claims = token && tokens ? await tokens.verify(token) : null;
      return claims
        ? { kind: "account", userId: claims.userId, sessionId: claims.sessionId }
        : { kind: "address", address };
    },
    admit(client) {
      const now = Date.now();
      const budgets = budgetsOf(client).map(([key, limit]) => ({ key, limit, count: countOf(key, now) }));
      let wait = 0;
      for (const { count, limit } of budgets) {
        if (count.shared + count.sending + count.pending >= limit)
          wait = Math.max(wait, Math.ceil((count.resetAt - now) / 1000));
      }
      if (wait > 0) return { retryAfter: wait };
      const flying = client.kind === "address" ? `address:${client.address}` : `account:${client.userId}`;
      const running = inFlight.get(flying) ?? 0;
      if (running >= config.RATE_LIMIT_READS_IN_FLIGHT) return { retryAfter: 1 };
      inFlight.set(flying, running + 1);
      let released = false;
      return (cost = 1) => {
        if (released) return;
        released = true;
        const left = (inFlight.get(flying) ?? 1) - 1;
        if (left > 0) inFlight.set(flying, left);
        else inFlight.delete(flying);
        const charge = Math.min(MAX_CHARGE, Math.max(1, Math.ceil(cost)));
        for (const { key } of budgets) {
          // The window may have turned while the request ran: the charge goes to the current one.
          const count = countOf(key, Date.now());
          count.pending += charge;
          dirty.set(key, count);
        }
      };
    },
  };
}

/**
 * Prices an execution from its arguments with the cost model (graphql/query-cost.ts) and adds the price to its
 * request's cost (password-throttle.ts, ClientRequest.cost), which the request's client is charged when it ends.
 * Called by the execution gate as an execution starts: behind the content cache, so a hit is never priced.
 */
export function priceExecution(args: ExecutionArgs): void {
  const client = executionClient(args.contextValue);
  if (!client) return;
  client.cost = (client.cost ?? 0) + executionPrice(args);
}

/**
 * Prices of operations whose price cannot depend on their variables, by document and operation name: the video
 * player's progress report runs every 5 s with the same trusted document (spec section 8), and walking it on every
 * report was a tenth of the gateway's CPU for it (docs/performance.md). The cost model reads variables only through
 * list-size arguments and @skip/@include; an operation with a variable in either is priced every time.
 */
const knownPrices = new WeakMap<DocumentNode, Map<string, number>>();
const SIZE_ARGUMENTS = new Set(["limit", "first", "last"]);

function executionPrice(args: ExecutionArgs): number {
  const name = args.operationName ?? "";
  const known = knownPrices.get(args.document)?.get(name);
  if (known !== undefined) return known;
  const document = args.document;
  const priced = operationCost(
    { schema: args.schema, maxTokens: Infinity, documents: { get: () => document } },
    { query: "", operationName: args.operationName ?? undefined, variables: args.variableValues ?? {} },
  );
  // Unpriceable (Yoga refuses such documents before they run): the least a request costs.
  const price = priced && Number.isFinite(priced.cost) ? priced.cost : 1;
  if (priced && !variablesPriced(document)) {
    let byName = knownPrices.get(document);
    if (!byName) knownPrices.set(document, (byName = new Map()));
    byName.set(name, price);
  }
  return price;
}

const variablesPricedIn = new WeakMap<DocumentNode, boolean>();

function variablesPriced(document: DocumentNode): boolean {
  let found = variablesPricedIn.get(document);
  if (found !== undefined) return found;
  found = false;
  let depth = 0;
  visit(document, {
    Directive: { enter: () => void depth++, leave: () => void depth-- },
    Argument: {
      enter: (node) => void (SIZE_ARGUMENTS.has(node.name.value) && depth++),
      leave: (node) => void (SIZE_ARGUMENTS.has(node.name.value) && depth--),
    },
    Variable: () => void (depth > 0 && (found = true)),
  });
  variablesPricedIn.set(document, found);
  return found;
}

/** /graphql and /api, but not /api/files/*: a video's segments, posters and PDFs are not API calls. */
const limited = (url: string) =>
  url === "/graphql" ||
  url.startsWith("/graphql?") ||
  url === "/api" ||
  url.startsWith("/api?") ||
  (url.startsWith("/api/") && !url.startsWith("/api/files/"));

/** Applies the limits to /graphql and /api; preflights (OPTIONS), files and everything else pass. */
export function registerReadLimits(app: FastifyInstance, limits: ReadLimits) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "OPTIONS" || !limited(request.url)) return;
    const client = await limits.identify(request.headers.authorization, request.ip);
    const admitted = limits.admit(client);
    if (typeof admitted === "function") {
      // 'close' follows the end of every response, also one the client abandoned: its executions are charged.
      reply.raw.once("close", () => admitted(clientOf(request).cost));
      return;
    }
    return sendTooManyRequests(request, reply, client, admitted.retryAfter);
  });
}

function sendTooManyRequests(request: FastifyRequest, reply: FastifyReply, client: Client, retryAfter: number) {
  const whose = client.kind === "account" ? "for this account" : "from this address";
  const message = `Too many requests ${whose}, try again in ${retryAfter} seconds`;
  reply.status(429).header("retry-after", String(retryAfter));
  if (!request.url.startsWith("/graphql")) return reply.send({ error: message });
  const graphqlResponse = /application\/graphql-response\+json/.test(request.headers.accept ?? "");
  return reply
    .type(`${graphqlResponse ? "application/graphql-response+json" : "application/json"}; charset=utf-8`)
    .send(JSON.stringify({ errors: [{ message, extensions: { code: "rate_limited", retryAfter } }] }));
}
