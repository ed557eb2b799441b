// Current-password checks (PUT /api/users/me/password, GraphQL changePassword) are limited per account and per
// client IP, every check counted, each operation of a GraphQL batch too: a stolen session must not be able to guess
// the password it would need to take the account over for good.
import type { AttemptThrottle } from "@app/schema";
import type { Config } from "../config/env.ts";
import { createAttemptLimiter, type AttemptLimiter } from "./attempt-limiter.ts";
import type { SharedWindows } from "./rate-limit-buckets.ts";

const WINDOW_SECONDS = 15 * 60;

export interface PasswordLimits {
  byAccount: AttemptLimiter;
  byClient: AttemptLimiter;
}

export function createPasswordLimits(config: Config, windows: SharedWindows): PasswordLimits {
  return {
    byAccount: createAttemptLimiter(windows, "password-account", {
      max: config.RATE_LIMIT_PASSWORD_CHECKS_PER_ACCOUNT,
      windowSeconds: WINDOW_SECONDS,
    }),
    byClient: createAttemptLimiter(windows, "password-ip", {
      max: config.RATE_LIMIT_PASSWORD_CHECKS_PER_IP,
      windowSeconds: WINDOW_SECONDS,
    }),
  };
}

/** One HTTP request's client, as the transports see it. */
export interface ClientRequest {
  ip: string;
  /** Set when a limit refused an attempt of this request: the HTTP layer answers 429 with this Retry-After. */
  retryAfter: number | null;
  /** The price of the GraphQL executions this request ran, charged to its client's budget (read-limits.ts). */
  cost?: number;
}

/** One ClientRequest per HTTP request, whichever transport asks: its executions add to the same cost. */
const requestClients = new WeakMap<object, ClientRequest>();
/** The request behind an execution's context, through the throttle the context was built with. */
const throttleClients = new WeakMap<AttemptThrottle, ClientRequest>();

export const clientOf = (request: { ip: string }): ClientRequest => {
  let client = requestClients.get(request);
  if (!client) requestClients.set(request, (client = { ip: request.ip, retryAfter: null, cost: 0 }));
  return client;
};

/** The request whose resolvers' context `contextValue` is (GraphQL's ExecutionArgs.contextValue), when known. */
export function executionClient(contextValue: unknown): ClientRequest | undefined {
  const throttle = (contextValue as { throttle?: AttemptThrottle } | null | undefined)?.throttle;
  return throttle ? throttleClients.get(throttle) : undefined;
}

export function throttleFor(limits: PasswordLimits, client: ClientRequest): AttemptThrottle {
  const throttle: AttemptThrottle = {
    async passwordCheck(userId) {
      const waits = await Promise.all([limits.byAccount.hit(userId), limits.byClient.hit(client.ip)]);
      const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
      if (wait === 0) return null;
      client.retryAfter = Math.max(client.retryAfter ?? 0, wait);
      return wait;
    },
  };
  throttleClients.set(throttle, client);
  return throttle;
}
