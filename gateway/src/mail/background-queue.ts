// Work done after the answer has left: the identity server's emails, so that how long /recover and /resend take
// cannot tell whether an address has an account. One job at a time, a bounded backlog, drained on close.
export interface BackgroundQueue {
  /** Runs `job` after the jobs before it; false when the backlog is full and the job was dropped. */
  push(job: () => Promise<void>, onError: (error: unknown) => void): boolean;
  /** Resolves once every job pushed so far has run. */
  idle(): Promise<void>;
}

export function createBackgroundQueue(maxPending = 1_000): BackgroundQueue {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    push(job, onError) {
      if (pending >= maxPending) return false;
      pending += 1;
      tail = tail
        .then(job)
        .catch(onError)
        .finally(() => (pending -= 1));
      return true;
    },
    idle: () => tail,
  };
}
