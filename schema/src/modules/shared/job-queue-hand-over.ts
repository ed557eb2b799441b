// The gateway hands its job queue to the modules that queue work from inside a caller's transaction with only its
// database handle (notify(), the tax documents' mail), so the queue cannot come with each call. Each such module
// keeps it in a holder made here; a gateway that closes takes its queue back from every holder at once, so a gateway
// started after it in the same process (a test file after another, vitest.config.ts) never asks a closed queue.
import type { JobQueue } from "../../context.ts";

export interface JobQueueHolder {
  readonly queue: JobQueue | null;
  set(queue: JobQueue | null): void;
}

const holders = new Set<{ release(queue: JobQueue): void }>();

export function jobQueueHolder(): JobQueueHolder {
  let held: JobQueue | null = null;
  holders.add({
    release(queue) {
      // Unless another gateway has handed over its own since.
      if (held === queue) held = null;
    },
  });
  return {
    get queue() {
      return held;
    },
    set(queue) {
      held = queue;
    },
  };
}

/** Called by a closing gateway with the queue it handed over. */
export function releaseJobQueue(queue: JobQueue): void {
  for (const holder of holders) holder.release(queue);
}
