// The gateway sheds load instead of dying (decision 015): GraphQL executions (over /graphql and the REST facade)
// are the expensive work, so at most LOAD_SHED_MAX_EXECUTIONS run at once, and none starts while the JS heap is
// above LOAD_SHED_HEAP_PERCENT of its limit. A refused one answers 503 with Retry-After; what needs no execution
// (content-cache hits, remembered answers, /config.json, static files, health) is still served.
import v8 from "node:v8";
import { ServiceUnavailableError } from "@app/schema";
import type { Config } from "../config/env.ts";

/** Seconds a shed client is told to wait: long enough for a collection or the running operations to finish. */
export const SHED_RETRY_AFTER_SECONDS = 5;

export class ServerBusyError extends ServiceUnavailableError {
  readonly retryAfterSeconds = SHED_RETRY_AFTER_SECONDS;
  constructor(reason: string) {
    super(`The server is busy (${reason})`);
  }
}

export interface ExecutionGate {
  /** `execute` that waits its turn, or refuses with ServerBusyError under pressure instead of starting. */
  wrap<A, R>(execute: (args: A) => R | PromiseLike<R>): (args: A) => Promise<R>;
  /** Executions running now (for tests and the readiness report). */
  running(): number;
  /**
   * Why an execution arriving now would be refused at once (the heap over its limit, or every turn and every
   * waiting place taken), or undefined when it would run or wait: lets a request that can only be answered by an
   * execution be refused before it costs anything else (its viewer's statement, a database connection).
   */
  refusal(): string | undefined;
}

export interface GateOptions {
  maxExecutions: number;
  /** Executions waiting for a turn; one more is refused. */
  maxWaiting: number;
  /** Longest wait for a turn before a refusal. */
  maxWaitMs: number;
  heapLimitBytes: number;
  /** The heap in use now; V8's own figure by default. */
  heapUsed?: () => number;
}

export function gateOptionsFrom(
  config: Pick<Config, "LOAD_SHED_MAX_EXECUTIONS" | "LOAD_SHED_HEAP_PERCENT">,
): GateOptions {
  return {
    maxExecutions: config.LOAD_SHED_MAX_EXECUTIONS,
    // A class opening its dashboards at once waits a moment rather than being refused.
    maxWaiting: 8 * config.LOAD_SHED_MAX_EXECUTIONS,
    maxWaitMs: 10_000,
    heapLimitBytes: (v8.getHeapStatistics().heap_size_limit * config.LOAD_SHED_HEAP_PERCENT) / 100,
  };
}

export function createExecutionGate(options: GateOptions): ExecutionGate {
  const {
    maxExecutions,
    maxWaiting,
    maxWaitMs,
    heapLimitBytes,
    heapUsed = () => v8.getHeapStatistics().used_heap_size,
  } = options;
  let running = 0;
  const waiting: Array<() => void> = [];

  const turn = (): Promise<void> | void => {
    if (running < maxExecutions) return void running++;
    return new Promise<void>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        running++;
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(new ServerBusyError("too many operations running"));
      }, maxWaitMs);
      waiting.push(take);
    });
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  // The one statement of what refuses an arriving execution: the gate itself and the early refusal on /graphql.
  const refusal = () => {
    if (heapUsed() > heapLimitBytes) return "memory";
    if (running >= maxExecutions && waiting.length >= maxWaiting) return "too many operations waiting";
    return undefined;
  };

  return {
    running: () => running,
    refusal,
    wrap: (execute) => async (args) => {
      // Checked on arrival and again after a wait: memory may have filled while it waited.
      const busy = refusal();
      if (busy) throw new ServerBusyError(busy);
      await turn();
      try {
        if (heapUsed() > heapLimitBytes) throw new ServerBusyError("memory");
        return await execute(args);
      } finally {
        release();
      }
    },
  };
}
