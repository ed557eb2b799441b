// A group commit (decision 043): what is handed in while a set is being written gathers into the next set, which
// starts once that one is done. A lone item waits for nothing but a turn of the event loop; a burst becomes a few
// sets, one statement each, instead of a statement and a pooled connection per item. The one way sets gather: the
// progress reports (decision 043) and the mock-test submissions (`finalizeSoon`, decision 015 "Waiting outside a
// turn").

/** An item of a set with the settling of its caller's promise. */
export interface Pending<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Hands each item to `write` in a set of at most `maxSize`, one set at a time. `write` settles each pending item
 * of its set; any it leaves unsettled (it threw, say) is rejected with its error.
 */
export function groupCommit<Item, Result>(
  write: (set: Pending<Item, Result>[]) => Promise<void>,
  maxSize: number,
): (item: Item) => Promise<Result> {
  const waiting: Pending<Item, Result>[] = [];
  let writing = false;
  const drain = async () => {
    while (waiting.length) {
      // The requests that have already arrived (their I/O callbacks are due) join the set before it is cut.
      await new Promise((resolve) => setImmediate(resolve));
      const set = waiting.splice(0, maxSize);
      let failure: unknown = new Error("A group commit left an item unanswered");
      try {
        await write(set);
      } catch (error) {
        failure = error;
      } finally {
        // A no-op for the items `write` settled.
        for (const pending of set) pending.reject(failure);
      }
    }
    writing = false;
  };
  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      void drain();
    });
}
