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
  /** `execute` that refuses with ServerBusyError instead of starting one more execution under pressure. */
  wrap<A, R>(execute: (args: A) => R): (args: A) => R | Promise<Awaited<R>>;
  /** Executions running now (for tests and the readiness report). */
  running(): number;
}

export interface GateOptions {
  maxExecutions: number;
  heapLimitBytes: number;
  /** The heap in use now; V8's own figure by default. */
  heapUsed?: () => number;
}

export function gateOptionsFrom(config: Pick<Config, "LOAD_SHED_MAX_EXECUTIONS" | "LOAD_SHED_HEAP_PERCENT">): GateOptions {
  return {
    maxExecutions: config.LOAD_SHED_MAX_EXECUTIONS,
    heapLimitBytes: (v8.getHeapStatistics().heap_size_limit * config.LOAD_SHED_HEAP_PERCENT) / 100,
  };
}

export function createExecutionGate({ maxExecutions, heapLimitBytes, heapUsed = () => v8.getHeapStatistics().used_heap_size }: GateOptions): ExecutionGate {
  let running = 0;
  return {
    running: () => running,
    wrap: (execute) => (args) => {
      if (running >= maxExecutions) throw new ServerBusyError("too many operations running");
      if (heapUsed() > heapLimitBytes) throw new ServerBusyError("memory");
      running++;
      let result;
      try {
        result = execute(args);
      } catch (error) {
        running--;
        throw error;
      }
      if (!(result instanceof Promise)) {
        running--;
        return result;
      }
      return result.finally(() => running--) as Promise<Awaited<typeof result>>;
    },
  };
}
