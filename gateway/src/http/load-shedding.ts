// The gateway sheds load instead of dying (decision 015): GraphQL executions (over /graphql and the REST facade)
// are the expensive work, so at most LOAD_SHED_MAX_EXECUTIONS run at once, and none starts while the JS heap is
// above LOAD_SHED_HEAP_PERCENT of its limit. A refused one answers 503 with Retry-After; what needs no execution
// (content-cache hits, remembered answers, /config.json, static files, health) is still served.
//
// Two waiting lanes (decision 015, "Lanes"): a signed-in viewer's short write (a mutation the schema declares one,
// such as an answer save) waits in its own larger lane and takes a freed turn before everything else, so a burst of
// heavy operations cannot refuse the writes a learner must not lose; three turns in four at most, so others move. A
// refusal's Retry-After is the time its lane needs to drain at the gate's recent pace, so a refused burst comes back
// spread over the time the gate needs for it rather than all after the same few seconds.
//
// A turn is for work, not for waiting (decision 015, "Waiting outside a turn"): an execution may hand back its turn
// around an await that costs this process nothing (the schema's Context.awaitOutsideTurn, such as a submission
// waiting for its set's group commit) and takes a turn back ahead of reads once it has waited, so two thousand
// submissions at a deadline join one set instead of sixteen at a time holding every turn.
import v8 from "node:v8";
import { getOperationAST, Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { ServiceUnavailableError, type Context } from "@app/schema";
import type { Config } from "../config/env.ts";

/** Seconds a shed client is told to wait when nothing better is known (memory, before any execution ended). */
export const SHED_RETRY_AFTER_SECONDS = 5;
/** The longest Retry-After: a sitting's results are due within 10 s of its deadline (docs/mock-tests.md). */
export const SHED_RETRY_AFTER_MAX_SECONDS = 10;

export class ServerBusyError extends ServiceUnavailableError {
  constructor(
    reason: string,
    readonly retryAfterSeconds = SHED_RETRY_AFTER_SECONDS,
  ) {
    super(`The server is busy (${reason})`);
  }
}

/** "short": a signed-in viewer's short write; "read": everything else. */
export type Lane = "short" | "read";

export interface ExecutionGate {
  /** `execute` that waits its turn, or refuses with ServerBusyError under pressure instead of starting. */
  wrap<A, R>(execute: (args: A) => R | PromiseLike<R>): (args: A) => Promise<R>;
  /** Executions running now (for tests and the readiness report). */
  running(): number;
  /**
   * Why an execution of `lane` (a read by default) arriving now would be refused at once (the heap over its limit,
   * or every turn and every waiting place of its lane taken), or undefined when it would run or wait: lets a request
   * that can only be answered by an execution be refused before it costs anything else (its viewer's statement, a
   * database connection).
   */
  refusal(lane?: Lane): string | undefined;
  /** The Retry-After of a refusal in `lane` now: the seconds its lane needs to drain at the recent pace. */
  retryAfterSeconds(lane?: Lane): number;
}

export interface GateOptions {
  maxExecutions: number;
  /** Reads waiting for a turn; one more is refused. */
  maxWaiting: number;
  /** Short writes waiting for a turn (maxWaiting when not given); one more is refused. */
  maxShortWaiting?: number;
  /** Longest wait for a turn before a refusal. */
  maxWaitMs: number;
  heapLimitBytes: number;
  /** The heap in use now; V8's own figure by default. */
  heapUsed?: () => number;
  /** Told of each execution as it takes its turn (the read limits price it for its client, decision 029). */
  onExecute?: (args: never) => void;
}

export function gateOptionsFrom(
  config: Pick<Config, "LOAD_SHED_MAX_EXECUTIONS" | "LOAD_SHED_HEAP_PERCENT">,
): GateOptions {
  return {
    maxExecutions: config.LOAD_SHED_MAX_EXECUTIONS,
    // A class opening its dashboards at once waits a moment rather than being refused.
    maxWaiting: 8 * config.LOAD_SHED_MAX_EXECUTIONS,
    // A sitting's saves and its deadline's submissions (docs/mock-tests.md): a few hundred bytes each while waiting.
    maxShortWaiting: 64 * config.LOAD_SHED_MAX_EXECUTIONS,
    maxWaitMs: 10_000,
    heapLimitBytes: (v8.getHeapStatistics().heap_size_limit * config.LOAD_SHED_HEAP_PERCENT) / 100,
  };
}

/**
 * Whether every root field of `operation` is a mutation its schema declares a short write (extensions.shortWrite:
 * a write of a statement or two whose answer is small, such as an answer save).
 */
export function isShortWrite(schema: GraphQLSchema, operation: OperationDefinitionNode | null | undefined): boolean {
  const fields = schema.getMutationType()?.getFields();
  if (!fields || operation?.operation !== "mutation") return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && fields[selection.name.value]?.extensions.shortWrite === true,
  );
}

/** The lane of an execution's arguments (graphql's ExecutionArgs): a signed-in viewer's short write is short. */
export function laneOf(args: unknown): Lane {
  if (typeof args !== "object" || args === null) return "read";
  const { schema, document, operationName, contextValue } = args as {
    schema?: GraphQLSchema;
    document?: DocumentNode;
    operationName?: string | null;
    contextValue?: { viewer?: unknown };
  };
  if (!schema || !document || !contextValue?.viewer) return "read";
  return isShortWrite(schema, getOperationAST(document, operationName)) ? "short" : "read";
}

/** Turns the short lane may take in a row while reads wait. */
const SHORT_TURNS_IN_A_ROW = 3;

export function createExecutionGate(options: GateOptions): ExecutionGate {
  const {
    maxExecutions,
    maxWaiting,
    maxShortWaiting = maxWaiting,
    maxWaitMs,
    heapLimitBytes,
    heapUsed = () => v8.getHeapStatistics().used_heap_size,
    onExecute,
  } = options;
  let running = 0;
  const waiting: Record<Lane, Array<() => void>> = { short: [], read: [] };
  // Executions that handed back their turn to wait and have waited: served after short writes and before reads,
  // never refused (what they waited for is done; only their answer is left).
  const resuming: Array<() => void> = [];
  const limit: Record<Lane, number> = { short: maxShortWaiting, read: maxWaiting };
  let shortInARow = 0;
  // Recent executions' duration (ms), an exponentially weighted mean: the pace at which turns free up.
  let meanMs = 0;
  // Each lane's own pace: the ms between turns given to its waiting executions, a moving mean measured only while
  // it had some waiting (reads get one turn in four while short writes wait, so theirs is slower than the gate's).
  const laneGapMs: Record<Lane, number> = { short: 0, read: 0 };
  // Since when the lane has waited for its next turn: its last turn given, or when its queue stopped being empty.
  const waitingSince: Record<Lane, number | undefined> = { short: undefined, read: undefined };
  // When the last client refused in each lane was told to come back (performance.now()).
  const booked: Record<Lane, number> = { short: 0, read: 0 };

  const turnGiven = (lane: Lane) => {
    const now = performance.now();
    const since = waitingSince[lane];
    if (since !== undefined)
      laneGapMs[lane] = laneGapMs[lane] ? laneGapMs[lane] * 0.9 + (now - since) * 0.1 : now - since;
    waitingSince[lane] = waiting[lane].length ? now : undefined;
  };

  // A refusal's Retry-After (decision 015, "Retry-After"): the later of two estimates. Everything ahead of a
  // newcomer of this lane, run maxExecutions at a time at the recent pace; and the lane's own pace behind those it
  // holds and those already told to come back, each refusal booking the next return after the last one booked. Told
  // only the first, a deadline's thousands of refused result reads came back together within a second or two, were
  // refused again, and their refusals took the CPU the saves needed (docs/mock-tests.md, "Figures").
  const retryAfterSeconds = (lane: Lane = "read") => {
    if (!meanMs) return SHED_RETRY_AFTER_SECONDS;
    const now = performance.now();
    const ahead = running + waiting.short.length + (lane === "read" ? waiting.read.length : 0);
    const since = waitingSince[lane];
    const gap = Math.max(laneGapMs[lane], since === undefined ? 0 : now - since);
    const drained = now + Math.max((ahead * meanMs) / maxExecutions, (waiting[lane].length + 1) * gap);
    const at = Math.min(Math.max(drained, booked[lane] + gap), now + SHED_RETRY_AFTER_MAX_SECONDS * 1000);
    booked[lane] = at;
    return Math.min(SHED_RETRY_AFTER_MAX_SECONDS, Math.max(1, Math.ceil((at - now) / 1000)));
  };

  const turn = (lane: Lane): Promise<void> | void => {
    if (running < maxExecutions) return void running++;
    return new Promise<void>((resolve, reject) => {
      const queue = waiting[lane];
      const take = () => {
        clearTimeout(timer);
        turnGiven(lane);
        running++;
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(take), 1);
        if (!queue.length) waitingSince[lane] = undefined;
        reject(new ServerBusyError("too many operations running", retryAfterSeconds(lane)));
      }, maxWaitMs);
      if (!queue.length) waitingSince[lane] = performance.now();
      queue.push(take);
    });
  };
  const pace = (busyMs: number) => {
    meanMs = meanMs ? meanMs * 0.9 + busyMs * 0.1 : busyMs;
  };
  // A freed turn goes to a short write (three in a row at most while others wait), then to an execution coming back
  // from a wait (its work is done; only its answer is left), then to a read.
  const free = () => {
    running--;
    const others = resuming.length + waiting.read.length;
    const short = waiting.short.length > 0 && (shortInARow < SHORT_TURNS_IN_A_ROW || others === 0);
    shortInARow = short ? shortInARow + 1 : 0;
    (short ? waiting.short : resuming.length ? resuming : waiting.read).shift()?.();
  };
  const turnBack = (): Promise<void> | void => {
    if (running < maxExecutions) return void running++;
    return new Promise<void>((resolve) => resuming.push(() => (running++, resolve())));
  };

  // The one statement of what refuses an arriving execution: the gate itself and the early refusal on /graphql.
  const refusal = (lane: Lane = "read") => {
    if (heapUsed() > heapLimitBytes) return "memory";
    if (running >= maxExecutions && waiting[lane].length >= limit[lane]) return "too many operations waiting";
    return undefined;
  };

  return {
    running: () => running,
    refusal,
    retryAfterSeconds,
    wrap: (execute) => async (args) => {
      const lane = laneOf(args);
      // Checked on arrival and again after a wait: memory may have filled while it waited.
      const busy = refusal(lane);
      if (busy) throw new ServerBusyError(busy, busy === "memory" ? undefined : retryAfterSeconds(lane));
      await turn(lane);
      let startedAt = performance.now();
      let busyMs = 0;
      // A batch's operations share one context: the first one's port serves them all (each hands back a turn and
      // takes one back, so the count holds whichever execution's port a resolver calls).
      const context = executionContext(args);
      const own = context && !context.awaitOutsideTurn;
      if (context && own) {
        context.awaitOutsideTurn = async (wait) => {
          busyMs += performance.now() - startedAt;
          free();
          try {
            return await wait();
          } finally {
            await turnBack();
            startedAt = performance.now();
          }
        };
      }
      try {
        if (heapUsed() > heapLimitBytes) throw new ServerBusyError("memory");
        onExecute?.(args as never);
        return await execute(args);
      } finally {
        if (context && own) delete context.awaitOutsideTurn;
        pace(busyMs + performance.now() - startedAt);
        free();
      }
    },
  };
}

/** The resolvers' context of an execution's arguments (graphql's ExecutionArgs), when it has one. */
function executionContext(args: unknown): Pick<Context, "awaitOutsideTurn"> | undefined {
  if (typeof args !== "object" || args === null) return undefined;
  const { contextValue } = args as { contextValue?: unknown };
  return typeof contextValue === "object" && contextValue !== null ? (contextValue as Context) : undefined;
}
