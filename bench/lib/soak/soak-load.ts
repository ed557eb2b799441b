// The soak's load: first a short closed loop (every connection sends its next request when the last is answered)
// finds the rate the gateway sustains for this mix; then an open loop sends at a share of it on a fixed schedule,
// whether or not earlier requests were answered, so a slowing server shows as latency instead of slowing the load.
// Latency counts from each request's scheduled time.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { send } from "../http-send.ts";
import type { SoakRequest } from "./soak-mix.ts";

export interface Outcome {
  kind: string;
  status: number;
  ms: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class SoakClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  private readonly target: URL;

  constructor(url: string) {
    this.target = new URL(url);
  }

  /** Resolves with the status (0: no answer), reading and discarding the body. */
  send(request: SoakRequest): Promise<number> {
    return send(this.target, this.agent, request, { timeoutMs: REQUEST_TIMEOUT_MS, discardBody: true }).then(
      (answer) => answer.status,
      () => 0,
    );
  }

  close() {
    this.agent.destroy();
  }
}

/** Requests per second answered 2xx/3xx by `connections` closed loops over `seconds`. */
export async function closedLoopRate(
  client: SoakClient,
  next: () => { kind: string; request: SoakRequest },
  connections: number,
  seconds: number,
): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let answered = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) if ((await client.send(next().request)) < 400) answered++;
    }),
  );
  return answered / seconds;
}

const TICK_MS = 5;

/**
 * Sends `rate` requests a second for `seconds`; `slice` is called every `sliceSeconds` with the outcomes of the
 * requests scheduled in that slice once they are all answered (so a slow answer counts in its own slice).
 */
export async function openLoop(
  client: SoakClient,
  next: () => { kind: string; request: SoakRequest },
  options: { rate: number; seconds: number; sliceSeconds: number },
  slice: (index: number, outcomes: Outcome[]) => void | Promise<void>,
): Promise<void> {
  const { rate, seconds, sliceSeconds } = options;
  const began = performance.now();
  const pending: Promise<void>[] = [];
  let sent = 0;
  for (let index = 0; index * sliceSeconds < seconds; index++) {
    const outcomes: Outcome[] = [];
    const sliceEnd = Math.min(seconds, (index + 1) * sliceSeconds) * 1000;
    const inFlight: Promise<void>[] = [];
    while (performance.now() - began < sliceEnd) {
      const due = Math.floor(((performance.now() - began) / 1000) * rate);
      for (; sent < due; sent++) {
        const scheduled = began + (sent / rate) * 1000;
        const { kind, request } = next();
        inFlight.push(
          client
            .send(request)
            .then((status) => void outcomes.push({ kind, status, ms: performance.now() - scheduled })),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    // The next slice starts sending at once; this one is reported when its last answer arrives.
    pending.push(Promise.all(inFlight).then(() => slice(index, outcomes)));
  }
  await Promise.all(pending);
}
