/// <reference lib="webworker" />
// Writes of a learner's data into the worker's caches, guarded against a sign-out that comes while the answer is
// still on its way (docs/offline.md, "Signing out"): a read sent before the sign-out must not land in the caches
// after the wipe, where the next learner on the device would find it. Each write names the sign-out epoch its
// request started in; a sign-out raises the epoch, waits for the writes already under way and then wipes.

let epoch = 0;
const underWay = new Set<Promise<unknown>>();

/** The current epoch, taken when a request that may keep personal data starts. */
export const personalEpoch = () => epoch;

/** Runs `write` unless a sign-out came since `since`; true when it ran. A sign-out waits for it to settle. */
export async function keepPersonal(since: number, write: () => Promise<unknown>): Promise<boolean> {
  if (since !== epoch) return false;
  const running = write();
  const settled = running.catch(() => undefined);
  underWay.add(settled);
  void settled.finally(() => underWay.delete(settled));
  await running;
  return true;
}

/** Starts a new epoch: writes started before it are refused from now on, or awaited when already under way. */
export async function closeEpoch(): Promise<void> {
  epoch += 1;
  await Promise.all([...underWay]);
}
